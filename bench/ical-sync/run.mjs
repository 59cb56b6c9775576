#!/usr/bin/env node
/**
 * The event loop while a big feed syncs (issue 33; figures in docs/channels.md): one external calendar of 20,000 events
 * served by a local HTTP server, «Sincronizar ahora» through the production API, every block deleted before each
 * round so each one parses and writes the whole feed. Prints, per round, the API's longest event-loop stall
 * (perf_hooks monitorEventLoopDelay inside the API process, api/test/helpers/loop-delay-preload.js) and the latency of
 * /api/auth/me asked every 20 ms meanwhile, and the same figures for as long with nothing to sync (what the machine
 * alone costs the loop: on a shared machine the OS pauses any process now and then); then 10 «Sincronizar ahora» of the calendar at once (one runs, the others
 * are told one is running). Target: longest stall < 50 ms.
 *   npm run bench -- ical-sync   (BENCH_EVENTS=20000, BENCH_ROUNDS=3)
 * Not a timed test: it prints figures, never asserts.
 */
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { buildApiIfStale, login, startApi, stop } from '../api/harness.mjs';
import { PASSWORD, addDays, log, today } from '../lib/bench-run.mjs';
import { percentiles } from '../lib/latency.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const compact = (iso) => iso.replace(/-/g, '');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `EVENTS` two-night stays with distinct UIDs over 3,000 days (they overlap, as blocks may): all inside the window kept. */
function feed() {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN'];
  for (let i = 0; i < EVENTS; i++) {
    const start = addDays(today, 1 + (i % 3000));
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20261125T120000Z', `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(addDays(start, 2))}`, `UID:bench-${i}@airbnb.com`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  await buildApiIfStale(log);
  const bodies = new Map([['/vacio.ics', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'], ['/grande.ics', feed()]]);
  const server = createServer((req, res) => {
    const body = bodies.get(req.url);
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body ?? '');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const feedBase = `http://127.0.0.1:${server.address().port}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-ical-sync-'));
  const loopFile = path.join(scratch, 'loop.json');
  const preload = path.join(ROOT, 'api/test/helpers/loop-delay-preload.js');

  const database = await provisionTestDatabase('camping_bench_ical_sync', log);
  let api;
  try {
    api = await startApi(database.url, PASSWORD, {
      ICAL_ALLOW_PRIVATE_URLS: '1',
      NODE_OPTIONS: `--require ${preload}`,
      LOOP_DELAY_FILE: loopFile,
    });
    const { baseUrl, child } = api;
    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const post = async (p, body) => {
      const r = await fetch(baseUrl + p, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: r.status, body: await r.json() };
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows: [{ id: unit }] } = await client.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero LIMIT 1`);
    // Added against an empty feed, so every measured round is «Sincronizar ahora» of the big one.
    const { calendario } = (await post('/api/endpoints/canales/calendarios', { hospedaje_id: unit, nombre: 'Airbnb', url: `${feedBase}/vacio.ics` })).body;
    await client.query(`UPDATE calendarios_externos SET url = $2 WHERE id = $1`, [calendario.id, `${feedBase}/grande.ics`]);
    const sync = () => post('/api/endpoints/canales/calendarios/sincronizar', { id: calendario.id });
    await sync(); // warm-up: starts the parse thread and fills PostgreSQL's caches

    log(`\nUn calendario de ${EVENTS} eventos (${Math.round(bodies.get('/grande.ics').length / 1024)} KB), «Sincronizar ahora» con todos sus bloqueos borrados antes.`);
    log('| ronda | sincronización | bloqueos creados | demora máxima del event loop | p99 del event loop | /api/auth/me p50 / p99 / máx (n) |');
    log('|---|---|---|---|---|---|');
    /** Runs `work` with the API's loop measured and /api/auth/me asked every 20 ms; prints one row. */
    const measure = async (label, work) => {
      rmSync(loopFile, { force: true });
      child.kill('SIGWINCH');
      await sleep(100);
      let running = true;
      const latencies = [];
      const probe = (async () => {
        while (running) {
          const started = performance.now();
          await fetch(`${baseUrl}/api/auth/me`, { headers: { Cookie: cookie } });
          latencies.push(performance.now() - started);
          await sleep(20);
        }
      })();
      const started = performance.now();
      const created = await work();
      const ms = Math.round(performance.now() - started);
      running = false;
      await probe;
      child.kill('SIGWINCH');
      for (let i = 0; i < 50 && !existsSync(loopFile); i++) await sleep(100);
      const loop = JSON.parse(readFileSync(loopFile, 'utf8'));
      const me = percentiles(latencies);
      const max = Math.round(Math.max(...latencies) * 10) / 10;
      log(`| ${label} | ${ms} ms | ${created} | ${loop.maxMs} ms | ${loop.p99Ms} ms | ${me.p50} / ${me.p99} / ${max} ms (${me.n}) |`);
      return ms;
    };
    let lastMs = 5000;
    for (let round = 1; round <= ROUNDS; round++) {
      await client.query(`DELETE FROM bloqueos WHERE calendario_id = $1`, [calendario.id]);
      lastMs = await measure(String(round), async () => (await sync()).body.calendario?.creados ?? '-');
    }
    // The same time with nothing to do: what the machine alone (other processes, the OS) costs the loop.
    await measure('referencia: sin sincronizar', async () => (await sleep(lastMs), '-'));

    await client.query(`DELETE FROM bloqueos WHERE calendario_id = $1`, [calendario.id]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sync()));
    const ran = answers.filter((a) => a.status === 200).length;
    const told = answers.filter((a) => a.status === 409).length;
    log(`\n10 «Sincronizar ahora» a la vez: ${ran} corrió, ${told} respondieron 409 («${answers.find((a) => a.status === 409)?.body.message ?? '-'}»).`);
    await client.end();
  } finally {
    if (api) await stop(api.child);
    server.close();
    rmSync(scratch, { recursive: true, force: true });
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
