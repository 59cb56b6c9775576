import { PARCELAS_CAMPING } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { type Agent, contar, crearCliente, day, iniciarSuite } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const URL = '/api/endpoints/reservas';

/**
 * Camping has no units, so the exclusion constraint cannot guard it: a transaction-scoped advisory lock serialises
 * camping writers while the 72 plots are counted and taken. This proves it under real concurrency.
 */
describe('camping capacity under concurrency (real database)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    // 100 bookings queue for a few pooled connections, one at a time behind the lock: on a busy machine the last
    // ones wait longer than the default 5 s for a connection, and 503 (the pool's own, right answer). What is tested
    // here is the count of stays, so the wait gets the pool's maximum.
    ({ t, agent } = await iniciarSuite({ DATABASE_ACQUIRE_TIMEOUT_MS: '60000' }));
  });
  afterAll(() => t.close());

  it(`leaves exactly ${PARCELAS_CAMPING} stays out of 100 parallel camping bookings for the same nights, with no 5xx`, async () => {
    const cliente = await crearCliente(agent);
    const before = await contar(t.dataSource, 'reservas');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        agent.post(URL).send({
          cliente_id: cliente.id,
          hospedaje_id: null,
          tipo_hospedaje_id: 3,
          fecha_entrada: day(40),
          fecha_salida: day(43),
          cantidad_personas: 2,
          monto_total: 30000,
          metodo_pago: 'efectivo',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PARCELAS_CAMPING);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100 - PARCELAS_CAMPING);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(MSG.campingCompleto);
    expect((await contar(t.dataSource, 'reservas')) - before).toBe(PARCELAS_CAMPING);
    const [{ noches }] = await t.dataSource.query(
      `SELECT max(c)::int AS noches FROM (
         SELECT d, count(*) AS c FROM reservas r, generate_series(r.fecha_entrada, r.fecha_salida - 1, '1 day') d
         WHERE r.tipo_hospedaje_id = 3 AND r.estado <> 'cancelada' GROUP BY d) x`,
    );
    expect(noches).toBe(PARCELAS_CAMPING);
  });
});
