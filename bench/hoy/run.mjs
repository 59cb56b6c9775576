#!/usr/bin/env node
/**
 * «Hoy» benchmark (issue 17; figures in docs/front-desk.md). The lists benchmark's 100,000 reservations and 20,000
 * clients, a seña on every stay and the rest on half of them (so about half still owe money), and the day's states
 * (check-ins of the stays that began before it). Then the busiest day around today (most arrivals, departures and
 * stays in house) is asked for:
 * 1. straight on PostgreSQL, the statement the API runs (imported from the build), one caller, as a prepared statement;
 * 2. through the production server, `GET /api/endpoints/hoy?fecha=`, one caller (what a clerk waits for), then
 *    BENCH_CONNECTIONS callers at once (autocannon).
 * Prints p50 and p99 against the target (< 100 ms), never asserts.
 *   npm run bench -- hoy   (BENCH_REQUESTS=200, BENCH_SECONDS=6, BENCH_CONNECTIONS=8, BENCH_RESERVAS=100000)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';
import { buildStale, load, login } from '../api/harness.mjs';
import { PASSWORD, envNumber, log, runBench, seedStays, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { SQL_ESTADOS, SQL_PAGOS, busiestDay, runWithToday } from '../lib/front-desk-data.mjs';
import { timed } from '../lib/latency.mjs';
import { summarizeLoad, writeResult } from '../lib/results.mjs';

const REQUESTS = envNumber('BENCH_REQUESTS', 200);
const SECONDS = envNumber('BENCH_SECONDS', 6);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 8);
const RESERVAS = envNumber('BENCH_RESERVAS', 100_000);

async function main() {
  await buildStale(log);
  const require = createRequire(import.meta.url);
  const { SQL_HOY } = require(path.join(ROOT, 'api/dist/hoy/hoy.sql.js'));

  await withApiAndDatabase('camping_bench_hoy', async ({ database, baseUrl, client }) => {
    const started = Date.now();
    const seeded = await seedStays(database.url, RESERVAS);
    await runWithToday(client, [...SQL_PAGOS, SQL_ESTADOS]);
    await client.query('VACUUM ANALYZE');
    const { dia, estadias } = await busiestDay(client);
    log(`Datos: ${seeded.reservas} reservas (${Math.round((Date.now() - started) / 1000)} s); día más movido ${dia}: ${estadias} estadías`);

    const [{ json }] = (await client.query({ name: 'hoy', text: SQL_HOY, values: [dia] })).rows;
    const answer = JSON.parse(json);
    const tamanos = Object.fromEntries(
      ['llegadas', 'salidas', 'en_casa', 'prereservas_vencen', 'saldos'].map((s) => [s, `${answer[s].reservas.length}/${answer[s].total}`]),
    );
    log(`Respuesta (filas/total): ${JSON.stringify(tamanos)}; camping ${JSON.stringify(answer.camping)}; ${json.length} caracteres`);

    const sqlDia = await timed(REQUESTS, () => client.query({ name: 'hoy', text: SQL_HOY, values: [dia] }));
    const sqlHoy = await timed(REQUESTS, () => client.query({ name: 'hoy', text: SQL_HOY, values: [today] }));
    log(`PostgreSQL solo, 1 llamador: día más movido p50 ${sqlDia.p50} ms, p99 ${sqlDia.p99} ms; hoy p50 ${sqlHoy.p50} ms, p99 ${sqlHoy.p99} ms`);

    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const headers = { cookie };
    const get = async (fecha) => {
      const response = await fetch(`${baseUrl}/api/endpoints/hoy?fecha=${fecha}`, { headers });
      if (!response.ok) throw new Error(`GET hoy: ${response.status}`);
      await response.arrayBuffer();
    };
    await timed(20, () => get(dia));
    const apiDia = await timed(REQUESTS, () => get(dia));
    log(`API, 1 llamador (GET hoy del día más movido): p50 ${apiDia.p50} ms, p99 ${apiDia.p99} ms (objetivo < 100 ms)`);
    const cargado = await load(baseUrl, [`/api/endpoints/hoy?fecha=${dia}`], headers, SECONDS, CONNECTIONS);
    const concurrente = summarizeLoad(cargado);
    log(`API, ${CONNECTIONS} conexiones: ${concurrente.rps} req/s, p50 ${concurrente.p50} ms, p99 ${concurrente.p99} ms, errores ${concurrente.errores}`);

    writeResult('hoy', { reservas: seeded.reservas, dia, estadias, tamanos, sqlDia, sqlHoy, apiDia, concurrente, conexiones: CONNECTIONS });
  });
}

runBench(main);
