import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { busyFeed } from './helpers/ical-fixtures';
import { type FeedServer, startFeedServer } from './helpers/ical-feed-server';
import { assertFreshBuild, createDatabase, queryDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

/** Two API processes syncing the same external calendars at once (docs/channels.md): no duplicate, no error. */
describe('iCal import on two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  let feeds: FeedServer;
  const cookies: string[] = [];

  const sql = <Row>(text: string, values: unknown[] = []) => queryDatabase<Row>(database.url, text, values);
  const call = async (i: number, path: string, body?: unknown) => {
    const res = await fetch(replicas[i % 2].baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookies[i % 2], 'X-Forwarded-For': `10.7.0.${i % 2}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { calendario: { id: number } } };
  };

  beforeAll(async () => {
    assertFreshBuild();
    feeds = await startFeedServer();
    database = await createDatabase('camping_test_ical_replicas');
    process.env.ICAL_ALLOW_PRIVATE_URLS = '1';
    replicas.push(await startReplica(database.url));
    replicas.push(await startReplica(database.url));
    for (const r of replicas) {
      const res = await fetch(`${r.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.7.1.1' },
        body: JSON.stringify(TEST_ADMIN),
      });
      cookies.push(res.headers.get('set-cookie')!.split(';')[0]);
    }
  }, 120_000);
  afterAll(async () => {
    delete process.env.ICAL_ALLOW_PRIVATE_URLS;
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await feeds?.close();
    await database?.drop();
  }, 90_000);

  it('«Sincronizar ahora» sent to both at once, many times, leaves one block per event and no error', async () => {
    const [{ id: cabana }] = await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero LIMIT 1`);
    feeds.set('/a.ics', { body: busyFeed('a', addDaysIso(todayIso(), 1), 200) });
    feeds.set('/b.ics', { body: busyFeed('b', addDaysIso(todayIso(), 2), 200) });
    // Added at once on both replicas: the second add of the same URL is refused, one calendar stays.
    const adds = await Promise.all([0, 1].map((i) => call(i, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Airbnb', url: feeds.url('/a.ics') })));
    expect(adds.map((a) => a.status).sort()).toEqual([200, 409]);
    const b = await call(0, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Booking.com', url: feeds.url('/b.ics') });
    const ids = [adds.find((a) => a.status === 200)!.body.calendario.id, b.body.calendario.id];

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(i, '/api/endpoints/canales/calendarios/sincronizar', { id: ids[Math.floor(i / 2) % 2] })),
    );
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { calendario: { error: null, eventos: 200 } } });
    const rows = await sql<{ calendario_id: number; n: number; distintos: number }>(
      `SELECT calendario_id, count(*)::int AS n, count(DISTINCT uid)::int AS distintos FROM bloqueos GROUP BY calendario_id ORDER BY calendario_id`,
    );
    expect(rows).toEqual(ids.map((id) => ({ calendario_id: id, n: 200, distintos: 200 })));
    const [{ ocupaciones }] = await sql<{ ocupaciones: number }>(`SELECT count(*)::int AS ocupaciones FROM ocupaciones WHERE bloqueo_id IS NOT NULL`);
    expect(ocupaciones).toBe(400);
  }, 60_000);
});
