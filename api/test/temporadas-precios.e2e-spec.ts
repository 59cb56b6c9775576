import { cotizacionResponseSchema } from '@camping/contracts/schemas/cotizacion';
import { precioEstadiaResponseSchema, sugerenciasResponseSchema } from '@camping/contracts/schemas/temporada';
import { type Agent, day, iniciarSuite } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const HOSPEDAJES = '/api/endpoints/hospedajes';
const TEMPORADAS = '/api/endpoints/temporadas';
/** Intl writes a no-break space after the peso sign. */
const ARS = (text: string) => text.replace(/\$ /g, '$\u00a0');

/** Seasons priced (issue 35): the staff's price query with dates, the public quote and the long-weekend suggestions. */
describe('temporadas: prices of a stay (real database)', () => {
  let t: TestApp;
  let admin: Agent;

  const crear = (body: Record<string, unknown>) => admin.post(TEMPORADAS).send({ color: '#E4572E', ...body }).expect(201);
  const quote = (query: Record<string, string | number>) =>
    t.http().get('/api/public/cotizacion').query(query).set('X-Forwarded-For', '10.0.0.9');

  beforeAll(async () => {
    ({ t, agent: admin } = await iniciarSuite({ TRUST_PROXY: 'loopback' }));
  });
  beforeEach(() => t.dataSource.query('TRUNCATE temporadas RESTART IDENTITY CASCADE'));
  afterAll(() => t.close());

  it('answers the base price per day exactly as before when the query names no dates', async () => {
    await crear({ nombre: 'Alta', rangos: [{ desde: day(0), hasta: day(400) }], modo: 'porcentaje', porcentaje: 50 });
    const res = await admin.get(HOSPEDAJES).query({ precio: '', tipo_hospedaje_id: 1, cantidad_personas: 4 }).expect(200);
    expect(res.body).toEqual({ success: true, precio: 70000 });
  });

  it('with dates, answers the stay’s total night by night, its breakdown and its minimum', async () => {
    await crear({
      nombre: 'Temporada alta',
      rangos: [{ desde: day(33), hasta: day(40) }],
      modo: 'precios',
      precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 5, metodo_pago: 'efectivo', precio: 95000 }] },
      minimo_noches: 2,
    });
    const res = await admin
      .get(`${HOSPEDAJES}.php`)
      .query({ precio: '', tipo_hospedaje_id: 1, cantidad_personas: 4, fecha_entrada: day(30), fecha_salida: day(35) })
      .expect(200);
    const body = precioEstadiaResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      success: true,
      precio: 70000,
      total: 3 * 70000 + 2 * 95000,
      noches: 5,
      desglose: [
        { noches: 3, precio: 70000, etiqueta: 'Base' },
        { noches: 2, precio: 95000, etiqueta: 'Temporada alta' },
      ],
      desglose_texto: ARS('3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)'),
      minimo: { noches: 2, temporada: 'Temporada alta' },
      rechazo: null,
    });
    expect(body.detalle_noches.map((n) => n.fecha)).toEqual([30, 31, 32, 33, 34].map(day));

    // One night in the season is shorter than its minimum: refused by the rule, the total still told.
    const corta = await admin
      .get(HOSPEDAJES)
      .query({ precio: '', tipo_hospedaje_id: 1, cantidad_personas: 4, fecha_entrada: day(40), fecha_salida: day(41) })
      .expect(200);
    expect(corta.body).toMatchObject({ total: 95000, rechazo: 'En Temporada alta la estadía mínima es de 2 noches' });
  });

  it('refuses bad dates in the price query with a Spanish 400', async () => {
    const res = await admin
      .get(HOSPEDAJES)
      .query({ precio: '', tipo_hospedaje_id: 1, cantidad_personas: 4, fecha_entrada: day(5), fecha_salida: day(5) })
      .expect(400);
    expect(res.body.message).toBe('La fecha de entrada debe ser anterior a la fecha de salida');
    const sinSalida = await admin.get(HOSPEDAJES).query({ precio: '', tipo_hospedaje_id: 1, cantidad_personas: 4, fecha_entrada: day(5) }).expect(400);
    expect(sinSalida.body.message).toMatch(/fecha de salida/);
  });

  it('prices the public quote through the same rule, with the breakdown as new fields', async () => {
    const query = { tipo_hospedaje_id: 1, fecha_entrada: day(30), fecha_salida: day(33), cantidad_personas: 4 };
    const before = cotizacionResponseSchema.parse((await quote(query).expect(200)).body);
    expect(before.cotizaciones[0]).toMatchObject({ metodo_pago: 'efectivo', precio_por_dia: 70000, total: 210000 });

    await crear({ nombre: 'Fin de semana largo', rangos: [{ desde: day(31), hasta: day(32) }], modo: 'porcentaje', porcentaje: 50 });
    const after = cotizacionResponseSchema.parse((await quote(query).expect(200)).body);
    expect(after.disponible).toBe(true);
    expect(after.cotizaciones.map((c) => c.total)).toEqual([70000 + 2 * 105000, 70000 + 2 * 105000, 70000 + 2 * 105000]);
    expect(after.cotizaciones[0]).toMatchObject({
      precio_por_dia: 93333.33,
      desglose_texto: ARS('1 noche × $ 70.000 (Base) + 2 noches × $ 105.000 (Fin de semana largo)'),
    });
    expect(after).toMatchObject({ minimo: null, rechazo: null });

    // Camping too: base 5.000 + 2 adults × 3.000, 50 % more on the season's nights.
    const camping = await quote({ tipo_hospedaje_id: 3, fecha_entrada: day(31), fecha_salida: day(32), cantidad_adultos: 2 }).expect(200);
    expect(camping.body.cotizaciones[0]).toMatchObject({ total: 16500, desglose: [{ noches: 1, precio: 16500, etiqueta: 'Fin de semana largo' }] });
  });

  it('refuses in the public quote a stay shorter than the season’s minimum, with the rule’s message', async () => {
    await crear({ nombre: 'Temporada alta', rangos: [{ desde: day(30), hasta: day(40) }], modo: 'porcentaje', porcentaje: 20, minimo_noches: 3 });
    const res = await quote({ tipo_hospedaje_id: 2, fecha_entrada: day(29), fecha_salida: day(31), cantidad_personas: 2 }).expect(200);
    expect(res.body).toEqual({
      success: true,
      disponible: false,
      noches: 2,
      cotizaciones: [],
      message: 'En Temporada alta la estadía mínima es de 3 noches',
      minimo: { noches: 3, temporada: 'Temporada alta' },
      rechazo: 'En Temporada alta la estadía mínima es de 3 noches',
    });
  });

  it('suggests a year’s long weekends without applying any', async () => {
    const res = await admin.get(`${TEMPORADAS}/sugerencias`).query({ anio: 2026 }).expect(200);
    const body = sugerenciasResponseSchema.parse(res.body);
    expect(body.sugerencias).toHaveLength(12);
    expect(body.sugerencias[0]).toMatchObject({ nombre: 'Fin de semana largo de Carnaval', desde: '2026-02-14', hasta: '2026-02-17', dias: 4 });
    expect(body.aviso).toMatch(/confirme/);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM temporadas')).toEqual([{ n: 0 }]);
    expect((await admin.get(`${TEMPORADAS}/sugerencias`).query({ anio: 'dos mil' }).expect(400)).body.message).toBe(
      'El año debe ser un número entero entre 2000 y 2100',
    );
  });
});
