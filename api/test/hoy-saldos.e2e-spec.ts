import { hoyResponseSchema } from '@camping/contracts/schemas/hoy';
import { crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const HOY = '/api/endpoints/hoy';

/** Every stay owing money by departure day, counted from `reservas` itself (what `saldos_por_salida` must hold). */
const SQL_CONTADO = `
  SELECT to_char(fecha_salida, 'YYYY-MM-DD') AS dia, count(*)::int AS reservas, sum(monto_total - total_pagado)::text AS monto
  FROM reservas WHERE total_pagado < monto_total AND estado <> 'cancelada'
  GROUP BY fecha_salida ORDER BY fecha_salida`;
const SQL_GUARDADO = `
  SELECT to_char(fecha_salida, 'YYYY-MM-DD') AS dia, reservas, monto::text AS monto
  FROM saldos_por_salida WHERE reservas <> 0 OR monto <> 0 ORDER BY fecha_salida`;

describe('«Hoy»: the balances total kept per departure day (issue 36, migration 1764700000003)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  async function estadia(desde: number, hasta: number, unidad: number, monto_total = 100000): Promise<number> {
    const cliente = await crearCliente(agent);
    return insertarReserva(t.dataSource, {
      cliente_id: cliente.id,
      hospedaje_id: cabanas.get(unidad)!.id,
      tipo_hospedaje_id: 1,
      fecha_entrada: day(desde),
      fecha_salida: day(hasta),
      monto_total,
    });
  }
  const pagar = (reserva_id: number, monto: number) =>
    agent.post('/api/endpoints/pagos').send({ reserva_id, monto, metodo_pago: 'efectivo' }).expect(201);

  /** The kept rows equal the count from `reservas`, and «Hoy» of each day reads the days up to it. */
  async function coincide(): Promise<void> {
    const contado: Array<{ dia: string; reservas: number; monto: string }> = await t.dataSource.query(SQL_CONTADO);
    expect(await t.dataSource.query(SQL_GUARDADO)).toEqual(contado);
    for (const offset of [-3, 0, 2, 10]) {
      const res = await agent.get(`${HOY}?fecha=${day(offset)}`).expect(200);
      const saldos = hoyResponseSchema.parse(res.body).saldos;
      const hasta = contado.filter((d) => d.dia <= day(offset));
      expect(saldos.total).toBe(hasta.reduce((n, d) => n + d.reservas, 0));
      expect(saldos.reservas).toHaveLength(saldos.total);
      expect(saldos.monto).toBe(saldos.reservas.reduce((sum, r) => sum + r.saldo, 0));
    }
  }

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('follows every write to the stays, whoever makes it, and is emptied with them', async () => {
    const antes = await estadia(-6, -3, 1);
    const hoy = await estadia(-2, 0, 2, 50000);
    const despues = await estadia(1, 2, 3);
    const lejos = await estadia(5, 8, 4);
    await coincide();

    await pagar(antes, 40000); // still owes
    await pagar(hoy, 50000); // paid in full: no longer counted
    await coincide();

    // Written straight in SQL: the amount, the departure day, a cancellation, a deletion; all in one statement too.
    await t.dataSource.query(`UPDATE reservas SET monto_total = monto_total + 250 WHERE id = $1`, [despues]);
    await t.dataSource.query(`UPDATE reservas SET fecha_salida = $2 WHERE id = $1`, [lejos, day(9)]);
    await coincide();
    await t.dataSource.query(`UPDATE reservas SET estado = 'cancelada' WHERE id = $1`, [despues]);
    await t.dataSource.query(`UPDATE reservas SET monto_total = monto_total + 100 WHERE id = ANY($1)`, [[antes, hoy, lejos]]);
    await coincide();
    await t.dataSource.query(`DELETE FROM pagos WHERE reserva_id = $1`, [antes]);
    await t.dataSource.query(`DELETE FROM reservas WHERE id = $1`, [lejos]);
    await coincide();

    await resetBusinessData(t.dataSource);
    expect(await t.dataSource.query(SQL_GUARDADO)).toEqual([]);
    const vacio = await agent.get(HOY).expect(200);
    expect(vacio.body.saldos).toEqual({ total: 0, reservas: [], monto: 0 });
  });
});
