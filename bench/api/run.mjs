#!/usr/bin/env node
/**
 * API benchmark (issues 3 and 21; figures in docs/performance.md). Loads 20,000 reservations and 5,000 clients into
 * a fresh database, starts the production API (api/dist/main.js) and a bare node:http + pg server that runs the same
 * prepared statements (bare-server.mjs), and measures with autocannon on loopback, 32 connections, side by side: the
 * available-units call, reservas?search=, clientes?search= and the paged Reservas list (searched and filtered, and
 * its first page) and the calendar's window (reservas?desde&hasta). Prints req/s, p50, p99, each server's CPU per
 * request and PostgreSQL's, the API/bare CPU ratio (target at most 1.2), and where one call's time goes (breakdown.mjs: plan, execution, rows, JSON).
 *   npm run bench -- api   (BENCH_SECONDS=8, BENCH_ROUNDS=3, BENCH_CONNECTIONS=32, BENCH_LOG_LEVEL=warn)
 * Not a timed test: targets are printed next to the figures, never asserted.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { breakdown } from './breakdown.mjs';
import { buildApiIfStale, cpuMs, databaseCpuMs, load as loadWith, login, median, start, startApi, stop } from './harness.mjs';
import { benchCalls } from './scenarios.mjs';
import { seedBenchData } from './seed.mjs';
import { PASSWORD, log } from '../lib/bench-run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;
/** BENCH_KEPT_ANSWERS=0: the API computes every answer, as the bare server does (harness.mjs passes it on). */
const KEPT_ANSWERS = process.env.BENCH_KEPT_ANSWERS;

/**
 * One measured run: autocannon's figures plus the server's own CPU time per answered request, and PostgreSQL's (its
 * backends on the benchmark's database; only one server is loaded at a time).
 */
async function measure(baseUrl, paths, headers, pid, database) {
  // A second of load first: a pool idle for longer than its 10 s (while other servers were measured) has closed its
  // connections, and opening them again is no part of a request.
  await load(baseUrl, paths, headers, 1);
  const before = cpuMs(pid);
  const pgBefore = await databaseCpuMs(database);
  const r = await load(baseUrl, paths, headers, SECONDS);
  const requests = Math.max(1, r.requests.total);
  const cpu = (cpuMs(pid) - before) / requests;
  const pgCpu = (await databaseCpuMs(database, pgBefore)) / requests;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, cpu, pgCpu };
}

function summary(runs) {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu_ms_por_solicitud: Math.round(median(runs.map((r) => r.cpu)) * 1000) / 1000,
    cpu_postgres_ms_por_solicitud: Math.round(median(runs.map((r) => r.pgCpu)) * 1000) / 1000,
    fallidas: runs.reduce((s, r) => s + r.bad, 0),
    rondas: runs.map((r) => Math.round(r.rps)),
  };
}

const load = (baseUrl, paths, headers, seconds) => loadWith(baseUrl, paths, headers, seconds, CONNECTIONS);

/** Rows in an answer: an array, a list's `hospedajes` or `reservas`, or «Hoy»'s sections' stays. */
function filasDe(a) {
  if (Array.isArray(a)) return a.length;
  const lista = a.hospedajes ?? a.reservas;
  if (lista) return lista.length;
  return ['llegadas', 'salidas', 'en_casa', 'prereservas_vencen', 'saldos'].reduce((n, k) => n + (a[k]?.reservas.length ?? 0), 0);
}

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/**
 * Whether the API under test keeps answers per replica (docs/api.md, «Answers kept per replica»): then the calls it
 * keeps compare a kept answer with the bare server's query, not the API's fixed cost. Read from the build's own
 * configuration, so the note says what the API really does with BENCH_KEPT_ANSWERS.
 */
function keptAnswersNote(require) {
  const { loadConfig } = require('../../api/dist/config/app-config.js');
  const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x', ...(KEPT_ANSWERS === undefined ? {} : { KEPT_ANSWERS }) });
  if (!('KEPT_ANSWERS' in config)) {
    return 'Respuestas guardadas por réplica: siempre activas en esta compilación (no conoce KEPT_ANSWERS); las llamadas que guarda comparan otro trabajo.';
  }
  return config.KEPT_ANSWERS
    ? 'Respuestas guardadas por réplica: activas (BENCH_KEPT_ANSWERS=0 las apaga); las llamadas que guarda comparan otro trabajo.'
    : 'Respuestas guardadas por réplica: apagadas (KEPT_ANSWERS=0): la API calcula cada respuesta, como el servidor mínimo.';
}

async function main() {
  await buildApiIfStale(log);
  const require = createRequire(import.meta.url);
  const { todayIso, addDaysIso } = require('../../libs/contracts/dist/dates.js');
  const { SQL_HOSPEDAJES_DISPONIBLES } = require('../../api/dist/hospedajes/hospedajes.sql.js');
  const { SQL_RESERVAS_BUSQUEDA, SQL_RESERVAS_RANGO_JSON } = require('../../api/dist/reservas/reservas.sql.js');
  const { sqlReservasPagina } = require('../../api/dist/reservas/reservas-pagina.sql.js');
  const { SQL_CLIENTES_BUSQUEDA } = require('../../api/dist/clientes/clientes.sql.js');
  const { searchOperand } = require('../../api/dist/common/search-text.js');

  const database = await provisionTestDatabase('camping_bench_api', log);
  const children = [];
  try {
    // The API as built, and optionally an earlier build (BENCH_API_BEFORE), measured in the same rounds.
    const apis = [{ nombre: 'API', main: path.join(ROOT, 'api/dist/main.js') }];
    if (process.env.BENCH_API_BEFORE) apis.push({ nombre: 'API antes', main: path.resolve(process.env.BENCH_API_BEFORE) });
    for (const a of apis) {
      const server = await startApi(database.url, PASSWORD, {}, a.main);
      children.push(server.child);
      Object.assign(a, { url: server.baseUrl, pid: server.child.pid });
    }

    const today = todayIso();
    const started = Date.now();
    const seeded = await seedBenchData(database.url, { clientes: 5000, reservas: 20000, today });
    log(`Datos cargados: ${seeded.clientes} clientes, ${seeded.reservas} reservas (${Math.round((Date.now() - started) / 100) / 10} s)`);
    log(keptAnswersNote(require));

    const cookie = await login(apis[0].url, 'admin', PASSWORD);

    const barePort = await freePort();
    const bare = start(process.execPath, [path.join(ROOT, 'bench/api/bare-server.mjs')], { DATABASE_URL: database.url, PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
    children.push(bare.child);
    await bare.ready;
    const mínimo = { nombre: 'mínimo', url: `http://127.0.0.1:${barePort}`, pid: bare.child.pid };

    const { escenarios, ventanas, ventanasCalendario, nombres, pagina } = benchCalls({ today, documentos: seeded.documentos, addDaysIso });
    const elegidas = process.env.BENCH_CALLS ? escenarios.filter((e) => process.env.BENCH_CALLS.split(',').includes(e.clave)) : escenarios;

    const headers = { cookie };
    const resultados = [];
    const cargas = [];
    for (const e of elegidas) {
      // Same answers from every server, or the comparison means nothing.
      let filas = 0;
      for (let i = 0; i < e.api.length; i++) {
        const b = await (await fetch(mínimo.url + e.bare[i], { headers })).json();
        for (const a of apis) {
          const answer = await (await fetch(a.url + e.api[i], { headers })).json();
          if (!e.comparar(answer, b)) throw new Error(`Respuestas distintas para ${e.api[i]} (${a.nombre})`);
          if (a === apis[0]) filas += filasDe(answer);
        }
      }
      const servers = [...apis.map((a) => ({ ...a, paths: e.api })), { ...mínimo, paths: e.bare }];
      for (const s of servers) await load(s.url, s.paths, headers, WARMUP_SECONDS);
      // Alternating rounds, medians: the machine is shared, so every server sees the same background load.
      const runs = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        cargas.push(loadAverage());
        for (const [i, s] of servers.entries()) runs[i].push(await measure(s.url, s.paths, headers, s.pid, database.url));
      }
      const [rApi, ...others] = runs.map(summary);
      const rBare = others.at(-1);
      const rBefore = apis.length > 1 ? others[0] : undefined;
      for (const [i, r] of [rApi, ...others].entries()) {
        if (r.fallidas) log(`  aviso: ${e.nombre} ${servers[i].nombre}: ${r.fallidas} respuestas no 2xx, errores o timeouts`);
      }
      const ratioCpu = (r) => Math.round((r.cpu_ms_por_solicitud / rBare.cpu_ms_por_solicitud) * 100) / 100;
      resultados.push({
        llamada: e.nombre,
        filas_por_respuesta: Math.round((filas / e.api.length) * 10) / 10,
        api: rApi,
        bare: rBare,
        ratio: Math.round((rApi.rps / rBare.rps) * 100) / 100,
        ratio_cpu: ratioCpu(rApi),
        ...(rBefore ? { api_antes: rBefore, ratio_cpu_antes: ratioCpu(rBefore) } : {}),
      });
      log(`  ${e.nombre}: ${servers.map((s, i) => `${s.nombre} ${runs[i].map((r) => Math.round(r.rps)).join('/')}`).join(', ')} req/s`);
    }

    // Where one call's time goes, apart from the load: the statement, its rows, the JSON (breakdown.mjs).
    const v = ventanas[0];
    const texto = (rows) => rows[0].json;
    const pagina1 = (rows, page) => `{"success":true,"reservas":${rows[0].reservas},"total":${rows[0].total},"page":${page},"page_size":50}`;
    const desglose = await breakdown(database.url, [
      {
        llamada: 'hospedajes disponibles',
        sql: { name: 'hospedajes_disponibles', text: SQL_HOSPEDAJES_DISPONIBLES, values: [v.tipo, v.entrada, v.salida, null] },
        answer: (rows) => JSON.stringify({ success: true, hospedajes: rows, message: 'disponibles' }),
      },
      {
        llamada: `reservas?search=${nombres[0]}`,
        sql: { name: 'reservas_busqueda', text: SQL_RESERVAS_BUSQUEDA, values: [searchOperand(nombres[0])] },
        answer: texto,
      },
      {
        llamada: `clientes?search=${nombres[0]}`,
        sql: { name: 'clientes_busqueda', text: SQL_CLIENTES_BUSQUEDA, values: [searchOperand(nombres[0])] },
        answer: texto,
      },
      {
        llamada: `reservas?${pagina(nombres[0], 2)}`,
        sql: sqlReservasPagina({ operand: 'perez', tipoHospedajeId: 3, orden: { campo: 'fecha_entrada', desc: true }, limit: 50, offset: 100 }),
        answer: (rows) => pagina1(rows, 3),
      },
      {
        llamada: `reservas?desde=${ventanasCalendario[0].desde}&hasta=${ventanasCalendario[0].hasta}`,
        sql: { name: 'reservas_rango', text: SQL_RESERVAS_RANGO_JSON, values: [ventanasCalendario[0].desde, ventanasCalendario[0].hasta] },
        answer: texto,
      },
      {
        llamada: 'reservas?page=1&page_size=50',
        sql: sqlReservasPagina({ operand: null, tipoHospedajeId: null, orden: { campo: 'fecha_entrada', desc: true }, limit: 50, offset: 0 }),
        answer: (rows) => pagina1(rows, 1),
      },
    ]);

    cargas.push(loadAverage());
    const carga = `${Math.min(...cargas)}-${Math.max(...cargas)}`;
    log(`\n${CONNECTIONS} conexiones, ${ROUNDS} rondas alternadas de ${SECONDS} s (medianas), loopback, carga media (1 min) ${carga} durante las rondas.`);
    log('Objetivo: CPU de la API por solicitud <= 1,2 veces la del servidor mínimo en cada llamada; p99 < 25 ms en reservas?search=.');
    log('CPU = tiempo de CPU del proceso servidor por solicitud; PG = el de los procesos de PostgreSQL de la base, por solicitud.\n');
    log('| llamada | filas/resp. | API req/s | API p50 | API p99 | API CPU | API PG | mínimo req/s | mínimo p99 | mínimo CPU | mínimo PG | CPU API/mínimo |');
    log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of resultados) {
      const p99 = r.llamada === 'reservas?search=' ? ` (${r.api.p99 < 25 ? 'cumple' : 'NO cumple'})` : '';
      log(
        `| ${r.llamada} | ${r.filas_por_respuesta} | ${r.api.rps} | ${r.api.p50} ms | ${r.api.p99} ms${p99} | ${r.api.cpu_ms_por_solicitud} ms | ` +
          `${r.api.cpu_postgres_ms_por_solicitud} ms | ${r.bare.rps} | ${r.bare.p99} ms | ${r.bare.cpu_ms_por_solicitud} ms | ` +
          `${r.bare.cpu_postgres_ms_por_solicitud} ms | ${r.ratio_cpu.toFixed(2)} (${r.ratio_cpu <= 1.2 ? 'cumple' : 'NO cumple'}) |`,
      );
    }
    if (resultados.some((r) => r.api_antes)) {
      log(`\nLa API antes (${path.relative(ROOT, apis[1].main)}) y ahora, en las mismas rondas:\n`);
      log('| llamada | CPU antes | CPU ahora | mínimo CPU | CPU API/mínimo antes | CPU API/mínimo ahora |');
      log('|---|---|---|---|---|---|');
      for (const r of resultados) {
        log(
          `| ${r.llamada} | ${r.api_antes.cpu_ms_por_solicitud} ms | ${r.api.cpu_ms_por_solicitud} ms | ${r.bare.cpu_ms_por_solicitud} ms | ` +
            `${r.ratio_cpu_antes.toFixed(2)} | ${r.ratio_cpu.toFixed(2)} |`,
        );
      }
    }
    log('\nDesglose de una solicitud (una conexión, sin carga; medianas): planificación y ejecución en PostgreSQL, filas, ida y vuelta vista desde node, JSON.\n');
    log('| llamada | filas SQL | filas en la respuesta | planificación | ejecución | ida y vuelta | JSON en node | tamaño |');
    log('|---|---|---|---|---|---|---|---|');
    for (const d of desglose) {
      log(
        `| ${d.llamada} | ${d.filas_sql} | ${d.filas_respuesta} | ${d.planificacion_ms} ms | ${d.ejecucion_ms} ms | ${d.ida_y_vuelta_ms} ms | ` +
          `${d.json_ms} ms | ${d.json_kb} kB |`,
      );
    }
    const outDir = path.join(ROOT, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ fecha: new Date().toISOString(), carga, conexiones: CONNECTIONS, rondas: ROUNDS, segundos: SECONDS, resultados, desglose }, null, 2));
    log(`\nResultados: ${path.relative(ROOT, file)}`);
  } finally {
    for (const child of children.reverse()) await stop(child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`El benchmark falló: ${error.message}\n`);
  process.exit(1);
});
