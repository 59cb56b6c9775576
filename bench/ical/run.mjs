#!/usr/bin/env node
/**
 * iCal import benchmark (issue 19; figures in docs/channels.md): 20 external calendars of 500 events each, served by
 * a local HTTP server, synced through the production API («Sincronizar ahora», one calendar after another, and all
 * 20 at once, and 3 at a time as the periodic pass syncs them). Passes: the first (10,000 blocks created), a repeat
 * (nothing changes), one where every event moved a day (10,000 blocks moved), and a first import again, 3 at a time.
 * Target: all 20 in < 2 s.
 *   npm run bench -- ical   (BENCH_CALENDARS=20, BENCH_EVENTS=500)
 * Not a timed test: it prints figures, never asserts.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { buildStale, login, startApi, stop } from '../api/harness.mjs';
import { PASSWORD, addDays, log, today } from '../lib/bench-run.mjs';

const CALENDARS = Number(process.env.BENCH_CALENDARS ?? 20);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const compact = (iso) => iso.replace(/-/g, '');

/** An Airbnb-like feed: `EVENTS` two-night stays three days apart, shifted by `shift` days. */
function feed(calendar, shift) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN'];
  for (let i = 0; i < EVENTS; i++) {
    const start = addDays(today, 1 + i * 3 + shift);
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20261125T120000Z', `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(addDays(start, 2))}`, `UID:bench-${calendar}-${i}@airbnb.com`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  await buildStale(log);
  const { SYNC_WORKERS } = createRequire(import.meta.url)(path.join(ROOT, 'api/dist/canales/import/ical-sync.service.js'));
  let shift = 0;
  const bodies = new Map();
  const render = () => { for (let c = 0; c < CALENDARS; c++) bodies.set(`/cal-${c}.ics`, feed(c, shift)); };
  render();
  const server = createServer((req, res) => {
    const body = bodies.get(req.url);
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body ?? '');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const feedBase = `http://127.0.0.1:${server.address().port}`;

  const database = await provisionTestDatabase('camping_bench_ical', log);
  let api;
  try {
    api = await startApi(database.url, PASSWORD, { ICAL_ALLOW_PRIVATE_URLS: '1' });
    const { baseUrl } = api;
    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const post = async (p, body) => {
      const r = await fetch(baseUrl + p, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const json = await r.json();
      if (!r.ok || json.calendario?.error) throw new Error(`${p}: ${r.status} ${JSON.stringify(json).slice(0, 200)}`);
      return json;
    };
    // The calendars are added against an empty feed, so every pass below is measured through «Sincronizar ahora».
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const units = (await client.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id IN (1, 2) ORDER BY tipo_hospedaje_id, numero`)).rows;
    const saved = new Map(bodies);
    for (const k of bodies.keys()) bodies.set(k, 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    const ids = [];
    for (let c = 0; c < CALENDARS; c++) {
      ids.push((await post('/api/endpoints/canales/calendarios', { hospedaje_id: units[c % units.length].id, nombre: `Airbnb ${c}`, url: `${feedBase}/cal-${c}.ics` })).calendario.id);
    }
    for (const [k, v] of saved) bodies.set(k, v);

    /** One pass over the 20 calendars through «Sincronizar ahora», `concurrency` at a time (3 = the periodic pass). */
    const pass = async (label, concurrency) => {
      const started = performance.now();
      const queue = [...ids];
      const results = [];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (queue.length) results.push(await post('/api/endpoints/canales/calendarios/sincronizar', { id: queue.shift() }));
        }),
      );
      const ms = Math.round(performance.now() - started);
      const sum = (k) => results.reduce((s, r) => s + r.calendario[k], 0);
      const how = concurrency === 1 ? 'una tras otra' : concurrency === ids.length ? `las ${ids.length} a la vez` : `${concurrency} a la vez (como la pasada periódica)`;
      log(`| ${label} | ${how} | ${ms} ms | ${sum('eventos')} | ${sum('creados')} | ${sum('movidos')} | ${sum('quitados')} |`);
    };
    log(`\n${CALENDARS} calendarios de ${EVENTS} eventos (objetivo: < 2000 ms).`);
    log('| pasada | cómo | tiempo | eventos | creados | movidos | quitados |');
    log('|---|---|---|---|---|---|---|');
    await pass('primera', 1);
    await pass('repetida (sin cambios)', 1);
    shift = 1; render();
    await pass('todos movidos un día', 1);
    await pass('repetida (sin cambios)', ids.length);
    shift = 2; render();
    await pass('todos movidos un día', ids.length);
    shift = 3; render();
    await pass('todos movidos un día', SYNC_WORKERS);
    await pass('repetida (sin cambios)', SYNC_WORKERS);
    // A first import again, as the periodic pass runs it: every block gone, then 10,000 created.
    await client.query(`DELETE FROM bloqueos`);
    await pass('primera (de nuevo)', SYNC_WORKERS);
    const { rows: [{ n }] } = await client.query(`SELECT count(*)::int AS n FROM bloqueos`);
    log(`Bloqueos al final: ${n} (uno por evento).`);
    await client.end();
  } finally {
    if (api) await stop(api.child);
    server.close();
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
