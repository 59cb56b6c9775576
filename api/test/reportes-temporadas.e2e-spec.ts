import { MSG } from '@camping/contracts/messages';
import { reporteTemporadasResponseSchema, type ReporteTemporada } from '@camping/contracts/schemas/reporte-temporadas';
import { type Agent, agenteRecepcion, crearCliente, day, iniciarSuite, insertarReserva, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reservas';
/** The period of every test: ten nights, day(100)..day(109). */
const PERIODO = { reportes_temporadas: '', fecha_inicio: day(100), fecha_fin: day(109) };

/** Income and occupancy by season (issue 35, item 7), against the real database. */
describe('report by season (real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let cabanas: Unidades;
  let dormis: Unidades;
  let clienteId: number;

  const reservar = (r: { tipo: number; unidad?: number; entrada: string; salida: string; monto: number; metodo?: string; estado?: string }) =>
    insertarReserva(t.dataSource, {
      cliente_id: clienteId,
      hospedaje_id: r.unidad ?? null,
      tipo_hospedaje_id: r.tipo,
      fecha_entrada: r.entrada,
      fecha_salida: r.salida,
      monto_total: r.monto,
      metodo_pago: r.metodo ?? 'efectivo',
      estado: r.estado ?? 'activa',
    });

  const temporada = async (nombre: string, color: string, desde: string, hasta: string) => {
    const [{ id }] = await t.dataSource.query(`INSERT INTO temporadas (nombre, color, porcentaje) VALUES ($1, $2, 20) RETURNING id`, [nombre, color]);
    await t.dataSource.query(`INSERT INTO temporada_rangos (temporada_id, desde, hasta) VALUES ($1, $2, $3)`, [id, desde, hasta]);
    return id as number;
  };

  const pedir = async (query: Record<string, string>) => {
    const res = await admin.get(URL).query(query).expect(200);
    return reporteTemporadasResponseSchema.parse(res.body);
  };
  const fila = (temporadas: ReporteTemporada[], nombre: string) => temporadas.find((x) => x.nombre === nombre)!;

  beforeAll(async () => {
    ({ t, agent: admin, cabanas, dormis } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query('TRUNCATE temporadas RESTART IDENTITY CASCADE');
    clienteId = (await crearCliente(admin, { nombre: 'Ana', apellido: 'Pérez' })).id;
  });
  afterAll(() => t.close());

  describe('with two seasons and base nights', () => {
    let alta: number;
    let finde: number;
    beforeEach(async () => {
      alta = await temporada('Temporada alta', '#E4572E', day(103), day(105));
      finde = await temporada('Fin de semana largo', '#2E86AB', day(108), day(120));
      // Crosses Base (101, 102) and Alta (103, 104): $ 1.000,01 over 4 nights.
      await reservar({ tipo: 1, unidad: cabanas.get(1)!.id, entrada: day(101), salida: day(105), monto: 1000.01 });
      // Cancelled, in Alta: never counted.
      await reservar({ tipo: 1, unidad: cabanas.get(2)!.id, entrada: day(103), salida: day(105), monto: 99999, estado: 'cancelada' });
      // Camping from before the period: only its third night (day 100, Base) is in it.
      await reservar({ tipo: 3, entrada: day(98), salida: day(101), monto: 3000, metodo: 'tarjeta' });
      // A dormi: 107 Base, 108 and 109 in the long weekend, 110 and 111 after the period.
      await reservar({ tipo: 2, unidad: dormis.get(3)!.id, entrada: day(107), salida: day(112), monto: 5000, metodo: 'transferencia' });
      // A hold in Alta: occupies its cabin, is not income.
      await t.dataSource.query(
        `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
           monto_total, estado, metodo_pago, vence_el)
         VALUES ($1, $2, 1, $3, $4, 2, 7000, 'pendiente', 'efectivo', now() + interval '1 day')`,
        [clienteId, cabanas.get(3)!.id, day(104), day(106)],
      );
    });

    it('splits a stay across two seasons by its nights, to the cent, and leaves cancelled stays out', async () => {
      const body = await pedir(PERIODO);
      expect(body.temporadas.map((x) => [x.temporada_id, x.nombre, x.color])).toEqual([
        [alta, 'Temporada alta', '#E4572E'],
        [finde, 'Fin de semana largo', '#2E86AB'],
        [null, 'Base', null],
      ]);
      expect(fila(body.temporadas, 'Temporada alta')).toMatchObject({ noches: 3, noches_vendidas: 4, estadias: 2, ingresos: 500 });
      expect(fila(body.temporadas, 'Fin de semana largo')).toMatchObject({ noches: 2, noches_vendidas: 2, estadias: 1, ingresos: 2000 });
      expect(fila(body.temporadas, 'Base')).toMatchObject({ noches: 5, noches_vendidas: 4, estadias: 3, ingresos: 2500.01 });
      expect(body.totales).toMatchObject({ noches: 10, noches_vendidas: 10, estadias: 4, ingresos: 5000.01 });
    });

    it('measures occupancy per season as GET reservas?ocupacion does', async () => {
      const body = await pedir(PERIODO);
      const altaFila = fila(body.temporadas, 'Temporada alta');
      const cabana = altaFila.ocupacion.find((o) => o.tipo_hospedaje === 'cabaña')!;
      expect(cabana).toEqual({
        tipo_hospedaje_id: 1,
        tipo_hospedaje: 'cabaña',
        noches_vendidas: 4,
        noches_disponibles: cabanas.size * 3,
        porcentaje: Number((4 / (cabanas.size * 3)).toFixed(4)),
      });
      expect(altaFila.porcentaje_unidades).toBe(Number((4 / ((cabanas.size + dormis.size) * 3)).toFixed(4)));
      const camping = fila(body.temporadas, 'Base').ocupacion.find((o) => o.tipo_hospedaje === 'camping')!;
      expect(camping).toMatchObject({ noches_vendidas: 1, noches_disponibles: 72 * 5 });
      expect(altaFila.ocupacion.find((o) => o.tipo_hospedaje === 'grupos')).toMatchObject({ noches_disponibles: null, porcentaje: null });

      // The whole period's occupancy per type is the existing call's.
      const ocupacion = await admin.get(URL).query({ ocupacion: '', fecha_inicio: day(100), fecha_fin: day(109) }).expect(200);
      for (const tipo of ocupacion.body.ocupacion) {
        expect(body.totales.ocupacion.find((o) => o.tipo_hospedaje_id === tipo.tipo_hospedaje_id)).toEqual({
          tipo_hospedaje_id: tipo.tipo_hospedaje_id,
          tipo_hospedaje: tipo.tipo_hospedaje,
          noches_vendidas: tipo.noches_vendidas,
          noches_disponibles: tipo.noches_disponibles,
          porcentaje: tipo.porcentaje,
        });
      }
    });

    it('follows the report’s filters', async () => {
      const transferencia = await pedir({ ...PERIODO, metodo_pago: 'transferencia', tipo_hospedaje: 'todos' });
      expect(transferencia.totales).toMatchObject({ noches_vendidas: 3, estadias: 1, ingresos: 3000 });
      expect(fila(transferencia.temporadas, 'Base').ingresos).toBe(1000);

      const camping = await pedir({ ...PERIODO, tipo_hospedaje: 'camping' });
      expect(camping.totales).toMatchObject({ noches_vendidas: 1, estadias: 1, ingresos: 1000, porcentaje_unidades: null });
      expect(camping.totales.ocupacion.map((o) => o.tipo_hospedaje)).toEqual(['camping']);
      // The seasons of the period are listed even with nothing sold in them.
      expect(camping.temporadas.map((x) => x.nombre)).toEqual(['Temporada alta', 'Fin de semana largo', 'Base']);
    });

    it('lists only the seasons with a night in the period', async () => {
      const body = await pedir({ ...PERIODO, fecha_inicio: day(100), fecha_fin: day(102) });
      expect(body.temporadas.map((x) => x.nombre)).toEqual(['Base']);
      expect(body.totales).toMatchObject({ noches: 3, noches_vendidas: 3, ingresos: 1500.01 });
    });

    it('leaves the income report exactly as it was', async () => {
      const res = await admin.get(URL).query({ reportes_ingresos: '', fecha_inicio: day(95), fecha_fin: day(109) }).expect(200);
      expect(Object.keys(res.body)).toEqual(['success', 'reportes', 'estadisticas']);
      expect(res.body.estadisticas.totalIngresos).toBe(1000.01 + 3000 + 5000);
    });
  });

  it('answers only Base, with zeros, when no season and no stay is there', async () => {
    const body = await pedir(PERIODO);
    expect(body.temporadas).toHaveLength(1);
    expect(body.temporadas[0]).toMatchObject({ temporada_id: null, nombre: 'Base', color: null, noches: 10, noches_vendidas: 0, estadias: 0, ingresos: 0, porcentaje_unidades: 0 });
  });

  it('is for administrators only', async () => {
    await t.http().get(URL).query(PERIODO).expect(401);
    const recepcion = await agenteRecepcion(t);
    const res = await recepcion.get(URL).query(PERIODO).expect(403);
    expect(res.body.message).toBe(MSG.sinPermiso);
  });

  it.each([
    [{ fecha_inicio: day(109), fecha_fin: day(100) }, 'La fecha de inicio debe ser anterior o igual a la fecha de fin'],
    [{ fecha_inicio: '2027-02-30', fecha_fin: '2027-03-10' }, 'fecha de inicio'],
    [{ fecha_inicio: day(100), fecha_fin: '' }, 'fecha de fin'],
    [{ fecha_inicio: day(0), fecha_fin: day(400) }, '366'],
    [{ metodo_pago: 'cheque' }, 'El filtro metodo_pago debe ser todos, efectivo, transferencia o tarjeta'],
  ])('refuses %j with a Spanish 400', async (query, message) => {
    const res = await admin.get(URL).query({ ...PERIODO, ...query }).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('refuses a parameter it does not take, naming it', async () => {
    const res = await admin.get(URL).query({ ...PERIODO, meses: '3' }).expect(400);
    expect(res.body.message).toContain('meses');
  });
});
