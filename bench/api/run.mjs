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
import { isDeepStrictEqual } from 'node:util';
import { staleBuilds } from '@camping/dev-database/builds';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';
import { breakdown } from './breakdown.mjs';
import { cpuMs, databaseCpuMs, load as loadWith, login, median, start, stop } from './harness.mjs';
import { seedBenchData } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;
const PASSWORD = 'clave-del-benchmark';
const log = (m) => process.stdout.write(`${m}\n`);

/**
 * One measured run: autocannon's figures plus the server's own CPU time per answered request, and PostgreSQL's (its
 * backends on the benchmark's database; only one server is loaded at a time).
 */
async function measure(baseUrl, paths, headers, pid, database) {
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

async function main() {
  if (staleBuilds().includes('api')) {
    log('Compilando la API...');
    await run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
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
    const apiPort = await freePort();
    const api = start(
      process.execPath,
      [path.join(ROOT, 'api/dist/main.js')],
      {
        DATABASE_URL: database.url,
        PORT: String(apiPort),
        ADMIN_PASSWORD: PASSWORD,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        DEMO_DATA: '0',
      },
      `http://127.0.0.1:${apiPort}/api/public/sitio`,
    );
    children.push(api.child);
    await api.ready;

    const today = todayIso();
    const started = Date.now();
    const seeded = await seedBenchData(database.url, { clientes: 5000, reservas: 20000, today });
    log(`Datos cargados: ${seeded.clientes} clientes, ${seeded.reservas} reservas (${Math.round((Date.now() - started) / 100) / 10} s)`);

    const cookie = await login(`http://127.0.0.1:${apiPort}`, 'admin', PASSWORD);

    const barePort = await freePort();
    const bare = start(process.execPath, [path.join(ROOT, 'bench/api/bare-server.mjs')], { DATABASE_URL: database.url, PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
    children.push(bare.child);
    await bare.ready;

    const ventanas = Array.from({ length: 8 }, (_, i) => ({
      tipo: (i % 2) + 1,
      entrada: addDaysIso(today, 2 + i * 3),
      salida: addDaysIso(today, 5 + i * 3),
    }));
    const ventanasCalendario = Array.from({ length: 4 }, (_, i) => ({ desde: addDaysIso(today, i * 14 - 7), hasta: addDaysIso(today, i * 14 + 35) }));
    const nombres = ['perez maria', 'gomez juan', 'lopez sof', 'diaz martin', 'fernandez lu', 'romero cam', 'alvarez nico', 'suarez pau'];
    const documentos = [7, 911, 2024, 3333].map((i) => seeded.documentos[i].slice(0, 6));
    const pagina = (s, i) => `page=${1 + (i % 3)}&page_size=50&sort=-fecha_entrada&tipo_hospedaje_id=${(i % 4) + 1}&search=${encodeURIComponent(s.split(' ')[0])}`;
    const escenarios = [
      {
        nombre: 'hospedajes disponibles',
        objetivo: true,
        api: ventanas.map((v) => `/api/endpoints/hospedajes?tipo_hospedaje_id=${v.tipo}&fecha_entrada=${v.entrada}&fecha_salida=${v.salida}`),
        bare: ventanas.map((v) => `/disponibles?tipo_hospedaje_id=${v.tipo}&fecha_entrada=${v.entrada}&fecha_salida=${v.salida}`),
        comparar: (a, b) => isDeepStrictEqual(a.hospedajes, b.hospedajes),
      },
      {
        nombre: 'reservas?search=',
        api: nombres.map((s) => `/api/endpoints/reservas?search=${encodeURIComponent(s)}`),
        bare: nombres.map((s) => `/reservas?search=${encodeURIComponent(s)}`),
        comparar: isDeepStrictEqual,
      },
      {
        nombre: 'clientes?search=',
        api: [...nombres.slice(0, 4), ...documentos].map((s) => `/api/endpoints/clientes?search=${encodeURIComponent(s)}`),
        bare: [...nombres.slice(0, 4), ...documentos].map((s) => `/clientes?search=${encodeURIComponent(s)}`),
        comparar: isDeepStrictEqual,
      },
      {
        nombre: 'reservas?page= con tipo y búsqueda',
        api: nombres.map((s, i) => `/api/endpoints/reservas?${pagina(s, i)}`),
        bare: nombres.map((s, i) => `/reservas?${pagina(s, i)}`),
        comparar: isDeepStrictEqual,
      },
      {
        // The calendar's and the planning grid's window (a month and a week around it), moved along the season.
        nombre: 'reservas?desde&hasta (ventana del calendario)',
        api: ventanasCalendario.map((w) => `/api/endpoints/reservas?desde=${w.desde}&hasta=${w.hasta}`),
        bare: ventanasCalendario.map((w) => `/reservas?desde=${w.desde}&hasta=${w.hasta}`),
        comparar: isDeepStrictEqual,
      },
      {
        nombre: 'reservas?page= primera página',
        api: ['/api/endpoints/reservas?page=1&page_size=50'],
        bare: ['/reservas?page=1&page_size=50'],
        comparar: isDeepStrictEqual,
      },
      {
        // The desk's first screen every morning (issue 17): today and the next days of the season.
        nombre: '«Hoy» (hoy?fecha=)',
        api: [0, 1, 2, 3].map((d) => `/api/endpoints/hoy?fecha=${addDaysIso(today, d)}`),
        bare: [0, 1, 2, 3].map((d) => `/hoy?fecha=${addDaysIso(today, d)}`),
        comparar: isDeepStrictEqual,
      },
    ];

    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const headers = { cookie };
    const resultados = [];
    for (const e of escenarios) {
      // Same answers from both servers, or the comparison means nothing.
      let filas = 0;
      for (let i = 0; i < e.api.length; i++) {
        const a = await (await fetch(apiUrl + e.api[i], { headers })).json();
        const b = await (await fetch(bareUrl + e.bare[i], { headers })).json();
        if (!e.comparar(a, b)) throw new Error(`Respuestas distintas para ${e.api[i]}`);
        filas += filasDe(a);
      }
      await load(apiUrl, e.api, headers, WARMUP_SECONDS);
      await load(bareUrl, e.bare, headers, WARMUP_SECONDS);
      // Alternating rounds, medians: the machine is shared, so both servers see the same background load.
      const runsApi = [];
      const runsBare = [];
      for (let round = 0; round < ROUNDS; round++) {
        runsApi.push(await measure(apiUrl, e.api, headers, api.child.pid, database.url));
        runsBare.push(await measure(bareUrl, e.bare, headers, bare.child.pid, database.url));
      }
      const rApi = summary(runsApi);
      const rBare = summary(runsBare);
      for (const [servidor, r] of [['API', rApi], ['mínimo', rBare]]) {
        if (r.fallidas) log(`  aviso: ${e.nombre} ${servidor}: ${r.fallidas} respuestas no 2xx, errores o timeouts`);
      }
      resultados.push({
        llamada: e.nombre,
        filas_por_respuesta: Math.round((filas / e.api.length) * 10) / 10,
        api: rApi,
        bare: rBare,
        ratio: Math.round((rApi.rps / rBare.rps) * 100) / 100,
        ratio_cpu: Math.round((rApi.cpu_ms_por_solicitud / rBare.cpu_ms_por_solicitud) * 100) / 100,
        objetivo: e.objetivo,
      });
      log(`  ${e.nombre}: API ${rApi.rondas.join('/')} req/s, mínimo ${rBare.rondas.join('/')} req/s`);
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

    const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(`\n${CONNECTIONS} conexiones, ${ROUNDS} rondas alternadas de ${SECONDS} s (medianas), loopback, carga media ${carga}.`);
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
