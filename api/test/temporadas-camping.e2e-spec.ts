import { CAMPO_MSG } from '@camping/contracts/field-messages';
import { preciosCampingEstadiaResponseSchema } from '@camping/contracts/schemas/temporada';
import { type Agent, day, iniciarSuite } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const HOSPEDAJES = '/api/endpoints/hospedajes';
const TEMPORADAS = '/api/endpoints/temporadas';
/** Intl writes a no-break space after the peso sign. */
const ARS = (text: string) => text.replace(/\$ /g, '$\u00a0');
/** The base list as seeded (efectivo): base 5.000, adult 3.000, minor 1.500 a day. */
const BASE = { base: 5000, adulto: 3000, menor: 1500 };

/**
 * The staff forms' camping stay by the seasons (issue 35): GET hospedajes?precios_camping with the stay's dates and
 * people answers the base list as before plus the stay's total, breakdown and refusal by the one rule.
 */
describe('temporadas: a camping stay priced for the staff forms (real database)', () => {
  let t: TestApp;
  let admin: Agent;

  const crear = (body: Record<string, unknown>) => admin.post(TEMPORADAS).send({ color: '#2E86AB', ...body }).expect(201);
  const camping = (query: Record<string, string | number>) => admin.get(HOSPEDAJES).query({ precios_camping: '', ...query });

  beforeAll(async () => {
    ({ t, agent: admin } = await iniciarSuite());
  });
  beforeEach(async () => {
    await t.dataSource.query('TRUNCATE temporadas RESTART IDENTITY CASCADE');
    // Its own camping prices (efectivo only) and a two-night minimum.
    await crear({
      nombre: 'Temporada alta',
      rangos: [{ desde: day(33), hasta: day(40) }],
      modo: 'precios',
      precios: {
        camping: [
          { descripcion: 'base', metodo_pago: 'efectivo', precio: 8000 },
          { descripcion: 'adulto', metodo_pago: 'efectivo', precio: 4000 },
          { descripcion: 'menor', metodo_pago: 'efectivo', precio: 2000 },
        ],
      },
      minimo_noches: 2,
    });
    await crear({ nombre: 'Fin de semana largo', rangos: [{ desde: day(50), hasta: day(51) }], modo: 'porcentaje', porcentaje: 50 });
  });
  afterAll(() => t.close());

  it('answers the base list exactly as before when the query names no dates', async () => {
    const res = await camping({}).expect(200);
    expect(res.body).toEqual({ success: true, precios: BASE });
    const php = await admin.get(`${HOSPEDAJES}.php?precios_camping&metodo_pago=transferencia`).expect(200);
    expect(php.body).toEqual({ success: true, precios: BASE });
  });

  it('prices a stay across base and season nights with the season’s own camping prices', async () => {
    const res = await camping({ fecha_entrada: day(30), fecha_salida: day(35), cantidad_adultos: 2, cantidad_menores: 1 }).expect(200);
    const body = preciosCampingEstadiaResponseSchema.parse(res.body);
    // Base: 5.000 + 2 × 3.000 + 1.500 = 12.500; the season: 8.000 + 2 × 4.000 + 2.000 = 18.000.
    expect(body).toMatchObject({
      success: true,
      precios: BASE,
      total: 3 * 12500 + 2 * 18000,
      noches: 5,
      desglose: [
        { noches: 3, precio: 12500, etiqueta: 'Base' },
        { noches: 2, precio: 18000, etiqueta: 'Temporada alta' },
      ],
      desglose_texto: ARS('3 noches × $ 12.500 (Base) + 2 noches × $ 18.000 (Temporada alta)'),
      minimo: { noches: 2, temporada: 'Temporada alta' },
      rechazo: null,
    });
    expect(body.detalle_noches.map((n) => n.fecha)).toEqual([30, 31, 32, 33, 34].map(day));
  });

  it('prices a percentage season over the base list, minors taken as 0 when absent', async () => {
    const res = await camping({ fecha_entrada: day(49), fecha_salida: day(52), cantidad_adultos: 2 }).expect(200);
    // Base 5.000 + 2 × 3.000 = 11.000; 50 % more on the season's two nights.
    expect(res.body).toMatchObject({
      total: 11000 + 2 * 16500,
      desglose_texto: ARS('1 noche × $ 11.000 (Base) + 2 noches × $ 16.500 (Fin de semana largo)'),
      minimo: null,
      rechazo: null,
    });
  });

  it('tells the season’s minimum stay as the rule’s refusal, the total still given', async () => {
    const res = await camping({ fecha_entrada: day(40), fecha_salida: day(41), cantidad_adultos: 1, cantidad_menores: 0 }).expect(200);
    expect(res.body).toMatchObject({ total: 8000 + 4000, noches: 1, rechazo: 'En Temporada alta la estadía mínima es de 2 noches' });
  });

  it('answers a null total with the refusal when a night has no price for the payment method', async () => {
    const res = await camping({ metodo_pago: 'tarjeta', fecha_entrada: day(32), fecha_salida: day(34), cantidad_adultos: 2, cantidad_menores: 0 }).expect(200);
    expect(res.body.precios).toEqual(BASE);
    expect(res.body.total).toBeNull();
    expect(res.body.rechazo).toBe('La temporada Temporada alta no tiene precio para la estadía elegida');
  });

  it.each([
    [{ fecha_entrada: day(35), fecha_salida: day(33), cantidad_adultos: 2 }, 'La fecha de entrada debe ser anterior a la fecha de salida'],
    [{ fecha_entrada: day(33), fecha_salida: day(35), cantidad_adultos: 'dos' }, CAMPO_MSG.entero('Adultos')],
    [{ fecha_entrada: day(33), fecha_salida: day(35) }, CAMPO_MSG.obligatorio('Adultos')],
    [{ fecha_entrada: day(33), fecha_salida: day(35), cantidad_adultos: 0, cantidad_menores: 0 }, 'Indique al menos una persona'],
    [{ fecha_entrada: day(33), fecha_salida: day(35), cantidad_adultos: 20, cantidad_menores: 11 }, 'Camping: como máximo 30 personas por reserva (adultos y menores)'],
  ])('refuses bad input %p with a Spanish 400', async (query, message) => {
    const res = await camping(query).expect(400);
    expect(res.body).toEqual({ success: false, message, error: true });
  });
});
