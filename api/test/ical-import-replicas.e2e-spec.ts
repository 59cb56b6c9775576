import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import { busyFeed, denseFeed } from './helpers/ical-fixtures';
import { type FeedServer, startFeedServer } from './helpers/ical-feed-server';
import { assertFreshBuild, createDatabase, queryDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

interface Answer {
  status: number;
  body: { message?: string; calendario: { id: number; error: string | null; eventos: number; creados: number } };
}

/**
 * Two API processes syncing the same external calendars at once (docs/channels.md): one sync per calendar at a time
 * across both, no duplicate, no error; and a 20,000-event feed synced whole. That its parse leaves the event loop free
 * is shown by ical-parse-pool.spec.ts; how long the loop may stall is measured by `npm run bench -- ical-sync`.
 */
describe('iCal import on two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  let feeds: FeedServer;
  const cookies: string[] = [];

  const sql = <Row>(text: string, values: unknown[] = []) => queryDatabase<Row>(database.url, text, values);
  const call = async (i: number, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(replicas[i % 2].baseUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Cookie: cookies[i % 2], 'X-Forwarded-For': `10.7.0.${i % 2}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const cabin = async (numero: number) =>
    (await sql<{ id: number }>(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 AND numero = $1`, [numero]))[0].id;

  beforeAll(async () => {
    assertFreshBuild();
    feeds = await startFeedServer();
    database = await createDatabase('camping_test_ical_replicas');
    process.env.ICAL_ALLOW_PRIVATE_URLS = '1';
    for (let i = 0; i < 2; i++) replicas.push(await startReplica(database.url));
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

  it('«Sincronizar ahora» sent to both at once, many times: one runs per calendar, the others are told so, one block per event', async () => {
    const cabana = await cabin(1);
    feeds.set('/a.ics', { body: busyFeed('a', addDaysIso(todayIso(), 1), 200), delayMs: 300 });
    feeds.set('/b.ics', { body: busyFeed('b', addDaysIso(todayIso(), 2), 200), delayMs: 300 });
    // Added at once on both replicas: the second add of the same URL is refused, one calendar stays.
    const adds = await Promise.all([0, 1].map((i) => call(i, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Airbnb', url: feeds.url('/a.ics') })));
    expect(adds.map((a) => a.status).sort()).toEqual([200, 409]);
    const b = await call(0, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Booking.com', url: feeds.url('/b.ics') });
    const ids = [adds.find((a) => a.status === 200)!.body.calendario.id, b.body.calendario.id];

    const requests = Array.from({ length: 12 }, (_, i) => ({ i, id: ids[Math.floor(i / 2) % 2] }));
    const answers = await Promise.all(requests.map(({ i, id }) => call(i, '/api/endpoints/canales/calendarios/sincronizar', { id }).then((a) => ({ id, ...a }))));
    for (const a of answers) {
      if (a.status === 409) expect(a.body.message).toBe(MSG_CANALES.sincronizacionEnCurso);
      else expect(a).toMatchObject({ status: 200, body: { calendario: { error: null, eventos: 200 } } });
    }
    // Each feed was read while its first sync ran, once: every other request was refused, none queued behind it.
    for (const id of ids) expect(answers.filter((a) => a.id === id && a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 409).length).toBeGreaterThanOrEqual(8);
    const rows = await sql<{ calendario_id: number; n: number; distintos: number }>(
      `SELECT calendario_id, count(*)::int AS n, count(DISTINCT uid)::int AS distintos FROM bloqueos GROUP BY calendario_id ORDER BY calendario_id`,
    );
    expect(rows).toEqual(ids.map((id) => ({ calendario_id: id, n: 200, distintos: 200 })));
    const [{ ocupaciones }] = await sql<{ ocupaciones: number }>(`SELECT count(*)::int AS ocupaciones FROM ocupaciones WHERE bloqueo_id IS NOT NULL`);
    expect(ocupaciones).toBe(400);
    const [{ tomados }] = await sql<{ tomados: number }>(`SELECT count(*)::int AS tomados FROM calendarios_externos WHERE sincronizando_hasta IS NOT NULL`);
    expect(tomados).toBe(0);
  }, 60_000);

  it('syncs a 20,000-event feed on a replica: every event a block, the calendar free again', async () => {
    feeds.set('/denso.ics', { body: denseFeed('denso', addDaysIso(todayIso(), 1), 20_000) });
    const cabana = await cabin(2);
    const added = await call(0, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Airbnb', url: feeds.url('/denso.ics') });
    // At load 16 a 20,000-event sync can take longer than the call waits for it (half its deadline): the answer then
    // says it goes on (`en_curso`), and its result is read from the calendar once its lease is free.
    expect(added.status).toBe(200);
    const calendario = added.body.calendario;
    for (let i = 0; i < 1200; i++) {
      const [{ libre }] = await sql<{ libre: boolean }>(`SELECT sincronizando_hasta IS NULL AS libre FROM calendarios_externos WHERE id = $1`, [calendario.id]);
      if (libre) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [log] = await sql(`SELECT error, eventos, creados, sincronizando_hasta FROM calendarios_externos WHERE id = $1`, [calendario.id]);
    expect(log).toEqual({ error: null, eventos: 20_000, creados: 20_000, sincronizando_hasta: null });
    const [{ n }] = await sql<{ n: number }>(`SELECT count(DISTINCT uid)::int AS n FROM bloqueos WHERE calendario_id = $1`, [calendario.id]);
    expect(n).toBe(20_000);
  }, 180_000);
});
