import { todayIso } from '@camping/contracts/dates';
import { assertFreshBuild, createDatabase, queryDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

/**
 * «Cerrar caja» sent at once to two API processes over one database (docs/cash-up.md): the partial unique index on
 * (usuario, fecha) over the closures in force keeps exactly one, whichever replica each request reaches.
 */
describe('the cash-up on two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  let cookie: string;

  const sql = <Row>(text: string, values: unknown[] = []) => queryDatabase<Row>(database.url, text, values);
  const call = async (i: number, path: string, body?: unknown) => {
    const res = await fetch(replicas[i % 2].baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookie, 'X-Forwarded-For': '10.8.0.1', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { message?: string; cierre?: { id: number } } };
  };

  beforeAll(async () => {
    assertFreshBuild();
    database = await createDatabase('camping_test_caja_replicas');
    // One after the other: the first runs the migrations on the fresh database.
    replicas.push(await startReplica(database.url));
    replicas.push(await startReplica(database.url));
    // One session, valid on both: sessions live in PostgreSQL.
    const res = await fetch(`${replicas[0].baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.8.0.1' },
      body: JSON.stringify(TEST_ADMIN),
    });
    cookie = res.headers.get('set-cookie')!.split(';')[0];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await database?.drop();
  }, 90_000);

  it('leaves exactly one closure of 20 closes of one till split across both', async () => {
    const fecha = todayIso();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i, '/api/endpoints/caja/cerrar', { fecha, efectivo_contado: 0 })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toMatch(/^La caja de admin del .* ya está cerrada/);
    const rows = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM cierres_caja WHERE fecha = $1`, [fecha]);
    expect(rows).toEqual([{ n: 1 }]);

    // Reopened on one replica, closed again on the other: one closure in force again, the old one kept.
    const winner = answers.find((a) => a.status === 201)!.body.cierre!;
    expect((await call(0, '/api/endpoints/caja/reabrir', { id: winner.id, motivo: 'Recontar' })).status).toBe(200);
    const again = await Promise.all([0, 1, 2, 3].map((i) => call(i, '/api/endpoints/caja/cerrar', { fecha, efectivo_contado: 0 })));
    expect(again.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await sql(`SELECT count(*)::int AS total, count(*) FILTER (WHERE reabierto_at IS NULL)::int AS vigentes FROM cierres_caja WHERE fecha = $1`, [fecha]),
    ).toEqual([{ total: 2, vigentes: 1 }]);
  }, 60_000);
});
