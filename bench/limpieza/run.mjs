#!/usr/bin/env node
/**
 * «Limpieza» benchmark (issue 36; figures in docs/front-desk.md «Limpieza»). The lists benchmark's 100,000
 * reservations and 20,000 clients, the seña and the day's states as bench/hoy makes them, a third of the units sucia
 * or en limpieza and a fuera de servicio period every few weeks on each unit. Then, for the busiest day around today:
 * 1. straight on PostgreSQL, the «Limpieza» list's statement (imported from the build), prepared, one caller;
 * 2. through the production server, `GET limpieza?fecha=` and `GET hoy?fecha=`, one caller each (what a phone and a
 *    clerk wait for), then BENCH_CONNECTIONS callers at once on the list (autocannon).
 * Prints p50 and p99 against the target (< 50 ms), never asserts.
 *   npm run bench -- limpieza   (BENCH_REQUESTS=200, BENCH_SECONDS=6, BENCH_CONNECTIONS=8, BENCH_RESERVAS=100000)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';
import { buildStale, load, login } from '../api/harness.mjs';
import { PASSWORD, envNumber, log, runBench, seedStays, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { SQL_ESTADOS, SQL_SENA, busiestDay, runWithToday } from '../lib/front-desk-data.mjs';
import { timed } from '../lib/latency.mjs';
import { summarizeLoad, writeResult } from '../lib/results.mjs';

const REQUESTS = envNumber('BENCH_REQUESTS', 200);
const SECONDS = envNumber('BENCH_SECONDS', 6);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 8);
const RESERVAS = envNumber('BENCH_RESERVAS', 100_000);
const TARGET_MS = 50;

/**
 * bench/hoy's seña and stay states (every past stay checked in and out), but not its second payment: every stay with a
 * total still owes. Then the units' cleaning states and the out-of-service periods «Limpieza» shows. $1: today.
 */
const SQL_PREPARAR = [
  SQL_SENA,
  SQL_ESTADOS,
  // A third of the units not ready.
  `UPDATE limpieza SET estado = CASE WHEN id % 3 = 0 THEN 'sucia' WHEN id % 3 = 1 THEN 'en_limpieza' ELSE estado END
   WHERE $1::date IS NOT NULL`,
  // One night out of service every 4 weeks on each unit where no stay holds it (the constraint refuses the rest).
  `INSERT INTO bloqueos (hospedaje_id, fecha_entrada, fecha_salida, nota, creado_por, fuera_de_servicio)
   SELECT h.id, d::date, d::date + 1, 'Mantenimiento programado', 'admin', true
   FROM hospedajes h CROSS JOIN generate_series($1::date - 365, $1::date + 365, interval '28 days') d
   WHERE h.tipo_hospedaje_id IN (1, 2)
     AND NOT EXISTS (SELECT 1 FROM ocupaciones o WHERE o.hospedaje_id = h.id AND o.noches && daterange(d::date, d::date + 1, '[)'))`,
];

const verdict = (p99) => (p99 < TARGET_MS ? 'cumplido' : 'NO cumplido');

async function main() {
  await buildStale(log);
  const require = createRequire(import.meta.url);
  const { SQL_LIMPIEZA_DIA } = require(path.join(ROOT, 'api/dist/limpieza/limpieza.sql.js'));
  const { SQL_HOY } = require(path.join(ROOT, 'api/dist/hoy/hoy.sql.js'));

  await withApiAndDatabase('camping_bench_limpieza', async ({ database, baseUrl, client }) => {
    const started = Date.now();
    const seeded = await seedStays(database.url, RESERVAS);
    await runWithToday(client, SQL_PREPARAR);
    await client.query('VACUUM ANALYZE');
    const { dia, estadias } = await busiestDay(client);
    const [{ periodos }] = (await client.query(`SELECT count(*)::int AS periodos FROM bloqueos WHERE fuera_de_servicio`)).rows;
    log(`Datos: ${seeded.reservas} reservas, ${periodos} períodos fuera de servicio (${Math.round((Date.now() - started) / 1000)} s); día más movido ${dia}: ${estadias} estadías`);

    const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${SQL_LIMPIEZA_DIA}`, [dia])).rows.map((r) => r['QUERY PLAN']);
    log(`Plan (última línea): ${plan.at(-1)}`);
    // Where «Hoy»'s statement spends its time (its CTEs, in plan order), for whoever makes it cheaper.
    const planHoy = (await client.query(`EXPLAIN (ANALYZE) ${SQL_HOY}`, [dia])).rows.map((r) => r['QUERY PLAN']);
    log(`«Hoy», ${planHoy.at(-1)}; sus CTE:`);
    for (const line of planHoy.filter((l) => /^\s*CTE |InitPlan|SubPlan/.test(l) || /^\s*-> {2}(Limit|Aggregate|WindowAgg)/.test(l)).slice(0, 30)) log(`  ${line.trim()}`);
    const [{ json }] = (await client.query({ name: 'limpieza', text: SQL_LIMPIEZA_DIA, values: [dia] })).rows;
    const unidades = JSON.parse(json);
    const cuenta = (pred) => unidades.filter(pred).length;
    log(
      `Respuesta: ${unidades.length} unidades, ${cuenta((u) => u.salida)} salidas, ${cuenta((u) => u.llegada)} llegadas, ` +
        `${cuenta((u) => u.urgente)} urgentes, ${cuenta((u) => u.estado === 'fuera_de_servicio')} fuera de servicio; ${json.length} caracteres`,
    );

    const sqlDia = await timed(REQUESTS, () => client.query({ name: 'limpieza', text: SQL_LIMPIEZA_DIA, values: [dia] }));
    const sqlHoy = await timed(REQUESTS, () => client.query({ name: 'limpieza', text: SQL_LIMPIEZA_DIA, values: [today] }));
    log(`PostgreSQL solo, 1 llamador: día más movido p50 ${sqlDia.p50} ms, p99 ${sqlDia.p99} ms; hoy p50 ${sqlHoy.p50} ms, p99 ${sqlHoy.p99} ms`);
    // «Hoy»'s own statement, prepared as the API runs it: what is the statement's and what is the server's.
    const sqlHoyDia = await timed(REQUESTS, () => client.query({ name: 'hoy', text: SQL_HOY, values: [dia] }));
    log(`PostgreSQL solo, 1 llamador, «Hoy» del día más movido: p50 ${sqlHoyDia.p50} ms, p99 ${sqlHoyDia.p99} ms`);

    const cookie = await login(baseUrl, 'admin', PASSWORD);
    const headers = { cookie };
    const get = async (url) => {
      const response = await fetch(`${baseUrl}${url}`, { headers });
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      await response.arrayBuffer();
    };
    const limpiezaUrl = `/api/endpoints/limpieza?fecha=${dia}`;
    const hoyUrl = `/api/endpoints/hoy?fecha=${dia}`;
    await timed(20, () => get(limpiezaUrl));
    await timed(20, () => get(hoyUrl));
    const apiLimpieza = await timed(REQUESTS, () => get(limpiezaUrl));
    const apiHoy = await timed(REQUESTS, () => get(hoyUrl));
    log(`API, 1 llamador, GET limpieza del día más movido: p50 ${apiLimpieza.p50} ms, p99 ${apiLimpieza.p99} ms (objetivo < ${TARGET_MS} ms: ${verdict(apiLimpieza.p99)})`);
    log(`API, 1 llamador, GET hoy del día más movido: p50 ${apiHoy.p50} ms, p99 ${apiHoy.p99} ms (objetivo < ${TARGET_MS} ms: ${verdict(apiHoy.p99)})`);
    const cargado = await load(baseUrl, [limpiezaUrl], headers, SECONDS, CONNECTIONS);
    const concurrente = summarizeLoad(cargado);
    log(`API, ${CONNECTIONS} conexiones, GET limpieza: ${concurrente.rps} req/s, p50 ${concurrente.p50} ms, p99 ${concurrente.p99} ms, errores ${concurrente.errores}`);

    writeResult('limpieza', { reservas: seeded.reservas, dia, estadias, periodos, sqlDia, sqlHoy, sqlHoyDia, apiLimpieza, apiHoy, concurrente, conexiones: CONNECTIONS });
  });
}

runBench(main);
