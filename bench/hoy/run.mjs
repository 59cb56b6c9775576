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
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { buildStale, load, login, startApi, stop } from '../api/harness.mjs';
import { seedListsData } from '../lists/seed.mjs';
import { timed } from '../lib/latency.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const RESERVAS = Number(process.env.BENCH_RESERVAS ?? 100_000);
const PASSWORD = 'clave-del-benchmark';
const log = (m) => process.stdout.write(`${m}\n`);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/San_Luis' }).format(new Date());

/** Payments as bench/payments seeds them: a 30 % seña on every stay, the rest on every other one. */
const SQL_PAGOS = [
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago, observaciones)
   SELECT r.id, round(r.monto_total * 0.3, 2), 'transferencia', least(r.fecha_entrada - 10, $1::date), 'Seña'
   FROM reservas r WHERE r.monto_total > 0`,
  `INSERT INTO pagos (reserva_id, monto, metodo_pago, fecha_pago)
   SELECT r.id, r.monto_total - r.total_pagado, r.metodo_pago, least(r.fecha_entrada, $1::date)
   FROM reservas r WHERE r.id % 2 = 0 AND r.monto_total > r.total_pagado`,
];
/**
 * The guests of every booked stay that began before today checked in on their first day, and out (finished) when they
 * left: the moves the front desk makes (a hold is never checked in; issue 33's table of stay states).
 */
const SQL_ESTADOS = `
  UPDATE reservas SET checkin_at = fecha_entrada + time '14:00', checkin_por = 'admin',
    checkout_at = CASE WHEN fecha_salida < $1::date THEN fecha_salida + time '10:00' END,
    checkout_por = CASE WHEN fecha_salida < $1::date THEN 'admin' END,
    estado = CASE WHEN fecha_salida < $1::date THEN 'finalizada' ELSE estado END
  WHERE estado IN ('activa', 'finalizada') AND fecha_entrada < $1::date`;
/** The day of the next 60 with the most arrivals, departures and stays in house. */
const SQL_DIA_MAS_MOVIDO = `
  SELECT to_char(d, 'YYYY-MM-DD') AS dia,
    (SELECT count(*) FROM reservas r WHERE r.estado <> 'cancelada' AND r.fecha_entrada <= d AND r.fecha_salida >= d)::int AS estadias
  FROM generate_series($1::date, $1::date + 60, interval '1 day') AS d
  ORDER BY estadias DESC, d LIMIT 1`;

async function main() {
  await buildStale(log);
  const require = createRequire(import.meta.url);
  const { SQL_HOY } = require(path.join(ROOT, 'api/dist/hoy/hoy.sql.js'));

  const database = await provisionTestDatabase('camping_bench_hoy', log);
  let server;
  const client = new pg.Client({ connectionString: database.url });
  try {
    server = await startApi(database.url, PASSWORD);
    const { baseUrl } = server;
    await client.connect();

    const started = Date.now();
    const seeded = await seedListsData(database.url, { clientes: 20_000, reservas: RESERVAS, today });
    for (const statement of SQL_PAGOS) await client.query(statement, [today]);
    await client.query(SQL_ESTADOS, [today]);
    await client.query('VACUUM ANALYZE');
    const [{ dia, estadias }] = (await client.query(SQL_DIA_MAS_MOVIDO, [today])).rows;
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
    const concurrente = { rps: Math.round(cargado.requests.average), p50: cargado.latency.p50, p99: cargado.latency.p99, errores: cargado.non2xx + cargado.errors };
    log(`API, ${CONNECTIONS} conexiones: ${concurrente.rps} req/s, p50 ${concurrente.p50} ms, p99 ${concurrente.p99} ms, errores ${concurrente.errores}`);

    const result = { date: new Date().toISOString(), reservas: seeded.reservas, dia, estadias, tamanos, sqlDia, sqlHoy, apiDia, concurrente, conexiones: CONNECTIONS };
    const dir = path.join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `hoy-${result.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await client.end().catch(() => undefined);
    if (server) await stop(server.child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
