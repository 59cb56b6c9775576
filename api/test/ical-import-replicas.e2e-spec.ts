import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * across both, no duplicate, no error; and a 20,000-event feed parsed off the event loop (issue 33).
 */
describe('iCal import on two API processes', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replicas: Replica[] = [];
  let feeds: FeedServer;
  let scratch: string;
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
    scratch = mkdtempSync(path.join(tmpdir(), 'ical-replicas-'));
    database = await createDatabase('camping_test_ical_replicas');
    process.env.ICAL_ALLOW_PRIVATE_URLS = '1';
    // Each replica measures its own event loop when asked (helpers/loop-delay-preload.js).
    process.env.NODE_OPTIONS = `--require ${path.join(__dirname, 'helpers/loop-delay-preload.js')}`;
    for (const i of [0, 1]) {
      process.env.LOOP_DELAY_FILE = path.join(scratch, `loop-${i}.json`);
      replicas.push(await startReplica(database.url));
    }
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
    delete process.env.NODE_OPTIONS;
    delete process.env.LOOP_DELAY_FILE;
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await feeds?.close();
    await database?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
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

  it('parses a 20,000-event feed off the event loop: the replica never stalls as a parse in its loop would', async () => {
    const replica = replicas[0];
    const loopFile = path.join(scratch, 'loop-0.json');
    feeds.set('/denso.ics', { body: denseFeed('denso', addDaysIso(todayIso(), 1), 20_000) });
    const cabana = await cabin(2);
    // Added against an empty feed, so the measured sync is the one with 20,000 events.
    feeds.set('/vacio.ics', { body: denseFeed('vacio', todayIso(), 0) });
    const added = await call(0, '/api/endpoints/canales/calendarios', { hospedaje_id: cabana, nombre: 'Airbnb', url: feeds.url('/vacio.ics') });
    await sql(`UPDATE calendarios_externos SET url = $2 WHERE id = $1`, [added.body.calendario.id, feeds.url('/denso.ics')]);
    const id = added.body.calendario.id;
    /**
     * Waits until no sync holds the calendar. At load 16 a 20,000-event sync can outlast the call's 20 s deadline: the
     * call answers 503 while its sync runs on and keeps the lease, and the next «Sincronizar ahora» would meet a 409.
     */
    const leaseFree = async () => {
      for (let i = 0; i < 1200; i++) {
        const [{ libre }] = await sql<{ libre: boolean }>(`SELECT sincronizando_hasta IS NULL AS libre FROM calendarios_externos WHERE id = $1`, [id]);
        if (libre) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('La sincronización del calendario no terminó en 2 minutos');
    };
    // Warm up: the first parse also starts the worker thread (its module loading is the thread's, not the loop's).
    await call(0, '/api/endpoints/canales/calendarios/sincronizar', { id });
    await leaseFree();

    /** One measured sync: the replica's longest event-loop stall (helpers/loop-delay-preload.js) while it runs. */
    const measureOnce = async () => {
      await leaseFree();
      await sql(`DELETE FROM bloqueos WHERE calendario_id = $1`, [id]);
      rmSync(loopFile, { force: true });
      process.kill(replica.pid, 'SIGWINCH');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await call(0, '/api/endpoints/canales/calendarios/sincronizar', { id });
      process.kill(replica.pid, 'SIGWINCH');
      for (let i = 0; i < 50 && !existsSync(loopFile); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return { answer, maxMs: (JSON.parse(readFileSync(loopFile, 'utf8')) as { maxMs: number }).maxMs };
    };
    /** A sync answered past its deadline (503) says nothing of the loop: it is measured again, up to three times. */
    const measured = async () => {
      let run = await measureOnce();
      for (let retry = 0; retry < 2 && run.answer.status === 503; retry++) run = await measureOnce();
      expect(run.answer).toMatchObject({ status: 200, body: { calendario: { error: null, eventos: 20_000, creados: 20_000 } } });
      return run.maxMs;
    };
    // Three syncs, judged by the best: what the code blocks is the same every time (parsing in the loop took ~1.1 s
    // each time), while on a shared two-core machine the OS may pause any process at random: tens of ms when quiet
    // (under 50 ms), 241 ms once in CI with every suite running at load 16. The bound sits well below the parse.
    const stalls = [await measured(), await measured(), await measured()];
    process.stdout.write(`20.000 eventos: demora máxima del event loop por sincronización ${stalls.join(' / ')} ms\n`);
    expect(Math.min(...stalls)).toBeLessThan(400);
  }, 600_000);
});
