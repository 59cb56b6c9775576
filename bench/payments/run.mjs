#!/usr/bin/env node
/**
 * Payments benchmark (issue 16; figures in docs/payments.md). 100,000 reservations and 150,000 payments (a seña on
 * every paid stay, the rest on half of them), then two questions:
 * 1. Where should a reservation's `total_pagado` come from? The same reads (a page of the list, the page of
 *    «Con saldo pendiente», a calendar window) run straight on PostgreSQL at 32 concurrent callers over a pool of the
 *    API's size, in alternating rounds: the trigger-kept column (what the API runs, its SQL imported from the
 *    build) against the same SQL with the column replaced by the sum of the payments (a correlated subquery served,
 *    index only, by pagos_reserva_idx).
 * 2. What the production server answers with the kept column: the same calls through autocannon at 32 connections,
 *    asked as a browser asks (session cookie, Accept-Encoding with gzip); the API serves these reads from the answers
 *    each replica keeps and checks against the data's version on every call (database/read-cache.ts).
 *    Each API round is run twice: alone, and with BENCH_WRITES_PER_SECOND changes a second to the stays meanwhile.
 *   npm run bench -- payments   (BENCH_SECONDS=6, BENCH_ROUNDS=3, BENCH_CONNECTIONS=32, BENCH_RESERVAS=100000,
 *   BENCH_WRITES_PER_SECOND=2)
 * Not a timed test: the target (p99 < 50 ms) is printed next to the figures, never asserted.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '@camping/dev-database/database';
import { buildStale, load, login, median } from '../api/harness.mjs';
import { PASSWORD, addDays, envNumber, log, runBench, seedStays, today, withApiAndDatabase } from '../lib/bench-run.mjs';
import { SQL_PAGOS, runWithToday } from '../lib/front-desk-data.mjs';
import { percentiles } from '../lib/latency.mjs';
import { machineLoad, writeResult } from '../lib/results.mjs';

const SECONDS = envNumber('BENCH_SECONDS', 6);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 32);
const RESERVAS = envNumber('BENCH_RESERVAS', 100_000);
const POOL = envNumber('DATABASE_POOL_SIZE', 6);
const WRITES_PER_SECOND = envNumber('BENCH_WRITES_PER_SECOND', 2);

/** The same reads with `total_pagado` summed from the payments instead of read from the reservation's row. */
const SUMADO = `(SELECT coalesce(sum(p.monto), 0)::numeric(12,2) FROM pagos p WHERE p.reserva_id = r.id)`;
const aggregated = (sql) => sql.replaceAll('r.total_pagado', SUMADO);

/** One round of the API through autocannon: its figures, every answer a 2xx. */
async function apiRound(baseUrl, escenario, headers) {
  const r = await load(baseUrl, escenario.paths, headers, SECONDS, CONNECTIONS);
  if (r.non2xx + r.errors + r.timeouts) throw new Error(`${escenario.nombre}: ${r.non2xx + r.errors + r.timeouts} respuestas fallidas`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/**
 * Runs `work` while `perSecond` writes a second change a stay's row, as the desk does (a note edited, a payment):
 * each one raises the data's version, so the API's kept answers are computed again after it.
 */
async function withWrites(pool, perSecond, work) {
  let writes = 0;
  const timer = setInterval(() => {
    writes++;
    pool.query(`UPDATE reservas SET observaciones = observaciones WHERE id = (SELECT max(id) FROM reservas) - $1`, [writes % 1000]).catch(() => undefined);
  }, 1000 / perSecond);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** Rows in an answer: a page comes back as one row holding its rows as JSON text. */
const filasDe = (rows) => (rows.length === 1 && typeof rows[0].reservas === 'string' ? JSON.parse(rows[0].reservas).length : rows.length);

/** `callers` loops sending `queries` round-robin through one pool for `seconds`; latencies in ms. */
async function drive(pool, queries, seconds, callers) {
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const q = queries[next++ % queries.length];
        const started = performance.now();
        await pool.query(q.sql, q.params);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const { p50, p99 } = percentiles(latencies);
  return { rps: Math.round(latencies.length / seconds), p50, p99 };
}

async function main() {
  await buildStale(log);
  const require = createRequire(import.meta.url);
  const sql = { ...require(path.join(ROOT, 'api/dist/reservas/reservas.sql.js')), ...require(path.join(ROOT, 'api/dist/reservas/reservas-pagina.sql.js')) };

  await withApiAndDatabase('camping_bench_payments', async ({ database, baseUrl, client }) => {
    // The reads run at CONNECTIONS callers over a pool of the API's size.
    const pool = new pg.Pool({ connectionString: database.url, max: POOL });
    try {
      await measure(sql, database, baseUrl, client, pool);
    } finally {
      await pool.end();
    }
  });
}

/** Seeds the stays and payments, checks the two variants agree, then times them and the API; prints and keeps the figures. */
async function measure(sql, database, baseUrl, client, pool) {
  const started = Date.now();
  const seeded = await seedStays(database.url, RESERVAS);
  await runWithToday(client, SQL_PAGOS);
  await pool.query('VACUUM ANALYZE');
  const [{ pagos, pendientes }] = (
    await pool.query(`SELECT (SELECT count(*)::int FROM pagos) AS pagos,
      (SELECT count(*)::int FROM reservas WHERE total_pagado < monto_total AND estado <> 'cancelada') AS pendientes`)
  ).rows;
  log(`Datos: ${seeded.reservas} reservas, ${pagos} pagos, ${pendientes} con saldo pendiente (${Math.round((Date.now() - started) / 1000)} s)`);

  const orden = { campo: 'fecha_entrada', desc: true };
  // The page statement as the API prepares it (its text and values; the rows come back as one JSON text).
  const pagina = (offset, saldo) => {
    const q = sql.sqlReservasPagina({ operand: null, tipoHospedajeId: null, orden, limit: 50, offset, saldo });
    return { sql: q.text, params: q.values };
  };
  // Calendar windows as the screen asks them: a month and its margin, around today.
  const ventanas = [0, 35, 70, -35].map((d) => [addDays(today, d - 7), addDays(today, d + 35)]);
  const escenarios = [
    {
      nombre: 'página de la lista (50 filas)',
      queries: [0, 50, 100].map((offset) => pagina(offset)),
      paths: [1, 2, 3].map((p) => `/api/endpoints/reservas?page=${p}&page_size=50`),
    },
    {
      nombre: 'página «Con saldo pendiente»',
      queries: [0, 50, 100].map((offset) => pagina(offset, 'pendiente')),
      paths: [1, 2, 3].map((p) => `/api/endpoints/reservas?page=${p}&page_size=50&saldo=pendiente`),
    },
    {
      nombre: 'ventana del calendario (6 semanas)',
      queries: ventanas.map(([desde, hasta]) => ({ sql: sql.SQL_RESERVAS_RANGO, params: [desde, hasta] })),
      paths: ventanas.map(([desde, hasta]) => `/api/endpoints/reservas?desde=${desde}&hasta=${hasta}`),
    },
  ];

  // Both variants must answer the same rows before they are timed.
  for (const e of escenarios) {
    for (const q of e.queries) {
      // Compared by values: a bare `r.total_pagado` column comes back named `coalesce` once replaced.
      const a = (await pool.query(q.sql, q.params)).rows.map(Object.values);
      const b = (await pool.query(aggregated(q.sql), q.params)).rows.map(Object.values);
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        const i = a.findIndex((row, k) => JSON.stringify(row) !== JSON.stringify(b[k]));
        throw new Error(`${e.nombre}: las dos variantes no coinciden (fila ${i}: ${JSON.stringify(a[i])} / ${JSON.stringify(b[i])})`);
      }
    }
  }

  const resultados = [];
  for (const e of escenarios) {
    const variants = { guardado: e.queries, sumado: e.queries.map((q) => ({ ...q, sql: aggregated(q.sql) })) };
    // One caller first: the time of one answer with nothing queued in front of it.
    const solo = { guardado: await drive(pool, variants.guardado, 2, 1), sumado: await drive(pool, variants.sumado, 2, 1) };
    const filas = Math.round(
      (await Promise.all(e.queries.map(async (q) => filasDe((await pool.query(q.sql, q.params)).rows)))).reduce((a, b) => a + b, 0) /
        e.queries.length,
    );
    await drive(pool, variants.guardado, 2, CONNECTIONS);
    await drive(pool, variants.sumado, 2, CONNECTIONS);
    const runs = { guardado: [], sumado: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const v of ['guardado', 'sumado']) runs[v].push(await drive(pool, variants[v], SECONDS, CONNECTIONS));
    }
    // As a browser asks: with its session and taking gzip (the kept answers go out gzipped once, database/read-cache.ts).
    const headers = { cookie: await login(baseUrl, 'admin', PASSWORD), 'accept-encoding': 'gzip, deflate, br' };
    await load(baseUrl, e.paths, headers, 2, CONNECTIONS);
    const api = [];
    const conEscrituras = [];
    for (let round = 0; round < ROUNDS; round++) {
      api.push(await apiRound(baseUrl, e, headers));
      // The same with the desk writing meanwhile: every write makes the kept answers old, the next calls compute.
      conEscrituras.push(await withWrites(pool, WRITES_PER_SECOND, () => apiRound(baseUrl, e, headers)));
    }
    const med = (list, k) => median(list.map((r) => r[k]));
    const fila = {
      llamada: e.nombre,
      filas,
      solo_p50: { guardado: solo.guardado.p50, sumado: solo.sumado.p50 },
      sql_guardado: { rps: med(runs.guardado, 'rps'), p50: med(runs.guardado, 'p50'), p99: med(runs.guardado, 'p99') },
      sql_sumado: { rps: med(runs.sumado, 'rps'), p50: med(runs.sumado, 'p50'), p99: med(runs.sumado, 'p99') },
      api: { rps: Math.round(med(api, 'rps')), p50: med(api, 'p50'), p99: med(api, 'p99') },
      api_con_escrituras: { rps: Math.round(med(conEscrituras, 'rps')), p50: med(conEscrituras, 'p50'), p99: med(conEscrituras, 'p99') },
    };
    resultados.push(fila);
    log(`  ${e.nombre}: SQL guardado p99 ${fila.sql_guardado.p99} ms, sumado p99 ${fila.sql_sumado.p99} ms, API p99 ${fila.api.p99} ms, con escrituras ${fila.api_con_escrituras.p99} ms`);
  }

  const carga = machineLoad();
  log(`\n${CONNECTIONS} llamadores, pool de ${POOL}, ${ROUNDS} rondas de ${SECONDS} s (medianas), carga media ${carga}. Objetivo: p99 < 50 ms.\n`);
  log(
    '| llamada | filas | SQL solo (1 llamador) p50: guardado / sumado | SQL, total_pagado guardado: req/s, p50, p99 | SQL, sumado de pagos: req/s, p50, p99 | ' +
      `API (guardado): req/s, p50, p99 | API con ${WRITES_PER_SECOND} escrituras/s: req/s, p50, p99 |`,
  );
  log('|---|---|---|---|---|---|---|');
  for (const r of resultados) {
    const f = (x) => `${x.rps}, ${x.p50} ms, ${x.p99} ms`;
    log(
      `| ${r.llamada} | ${r.filas} | ${r.solo_p50.guardado} / ${r.solo_p50.sumado} ms | ${f(r.sql_guardado)} | ${f(r.sql_sumado)} | ` +
        `${f(r.api)} (${r.api.p99 < 50 ? 'cumple' : 'NO cumple'}) | ${f(r.api_con_escrituras)} (${r.api_con_escrituras.p99 < 50 ? 'cumple' : 'NO cumple'}) |`,
    );
  }
  writeResult('payments', { carga, conexiones: CONNECTIONS, pool: POOL, escrituras_por_segundo: WRITES_PER_SECOND, rondas: ROUNDS, segundos: SECONDS, reservas: seeded.reservas, pagos, resultados });
}

runBench(main);
