import { ExpiredRowsPurge } from '../src/auth/expired-rows-purge';
import { resetData, startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

/** The scheduled purge of sessions and rate-limit counters, with two app instances on one database (docs/data.md). */
describe('expired rows purge (two instances, real database)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
  });
  beforeEach(async () => {
    await resetData(a.dataSource);
    await a.dataSource.query(`DELETE FROM tareas_programadas`);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const seed = async () => {
    await a.http().post('/api/auth/login').send(TEST_ADMIN).expect(200); // a live session
    const [{ id }] = await a.dataSource.query(`SELECT id FROM usuarios WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    await a.dataSource.query(
      `INSERT INTO sesiones (id, usuario_id, expires_at) VALUES (repeat('a', 64), $1, now() - interval '1 minute'), (repeat('b', 64), $1, now() - interval '2 days')`,
      [id],
    );
    await a.dataSource.query(
      `INSERT INTO limites (clave, cantidad, expires_at) VALUES ('vencido:1', 3, now() - interval '1 second'), ('vencido:2', 9, now() - interval '1 day'), ('vigente', 2, now() + interval '1 hour')`,
    );
  };
  const counts = async () => {
    const [row] = await a.dataSource.query(
      `SELECT (SELECT count(*)::int FROM sesiones) AS sesiones, (SELECT count(*)::int FROM sesiones WHERE expires_at <= now()) AS sesiones_vencidas,
              (SELECT count(*)::int FROM limites WHERE expires_at <= now()) AS limites_vencidos, (SELECT count(*)::int FROM limites WHERE clave = 'vigente') AS vigente`,
    );
    return row;
  };

  it('runs once across instances asking at the same time, and deletes only what expired', async () => {
    await seed();
    expect(await counts()).toEqual({ sesiones: 3, sesiones_vencidas: 2, limites_vencidos: 2, vigente: 1 });
    const outcomes = await Promise.all([a.app.get(ExpiredRowsPurge).runIfDue(), b.app.get(ExpiredRowsPurge).runIfDue()]);
    expect([...outcomes].sort()).toEqual(['ran', 'skipped']);
    expect(await counts()).toEqual({ sesiones: 1, sesiones_vencidas: 0, limites_vencidos: 0, vigente: 1 });
    // The session that had not expired still opens the API.
    const [{ id }] = await a.dataSource.query(`SELECT id FROM sesiones`);
    expect(id).not.toBe('a'.repeat(64));
  });

  it('does not run again within the period, on either instance', async () => {
    expect(await a.app.get(ExpiredRowsPurge).runIfDue()).toBe('ran');
    await seed();
    expect(await b.app.get(ExpiredRowsPurge).runIfDue()).toBe('skipped');
    expect(await a.app.get(ExpiredRowsPurge).runIfDue()).toBe('skipped');
    expect((await counts()).sesiones_vencidas).toBe(2);
    // Once the period has passed, the next one to ask runs it.
    await a.dataSource.query(`UPDATE tareas_programadas SET last_run_at = now() - interval '61 minutes'`);
    expect(await b.app.get(ExpiredRowsPurge).runIfDue()).toBe('ran');
    expect((await counts()).sesiones_vencidas).toBe(0);
  });

  it('skips while another instance holds the lock', async () => {
    const runner = a.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`SELECT pg_advisory_xact_lock(hashtext('purga-sesiones-y-limites'))`);
      expect(await b.app.get(ExpiredRowsPurge).runIfDue()).toBe('skipped');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(await b.app.get(ExpiredRowsPurge).runIfDue()).toBe('ran');
  });
});
