#!/usr/bin/env node
/**
 * API benchmark (issue 3; figures in docs/api.md). Loads 20,000 reservations and 5,000 clients into a fresh
 * database, starts the production API (api/dist/main.js) and a bare node:http + pg server that runs the same SQL,
 * and measures with autocannon on loopback, 32 connections, side by side: the available-units call,
 * reservas?search= and clientes?search=. Prints req/s, p50, p99 and the API/bare throughput ratio.
 *   npm run bench -w api   (BENCH_SECONDS=8, BENCH_ROUNDS=3, BENCH_CONNECTIONS=32, BENCH_LOG_LEVEL=warn)
 * Not a timed test: targets are printed next to the figures, never asserted.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { staleBuilds } from '@camping/dev-database/builds';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';
import { cpuMs, load as loadWith, login, median, start, stop } from './harness.mjs';
import { seedBenchData } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;
const PASSWORD = 'clave-del-benchmark';
const log = (m) => process.stdout.write(`${m}\n`);

/** One measured run: autocannon's figures plus the server's own CPU time per answered request. */
async function measure(baseUrl, paths, headers, pid) {
  const before = cpuMs(pid);
  const r = await load(baseUrl, paths, headers, SECONDS);
  const cpu = (cpuMs(pid) - before) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, cpu };
}

function summary(runs) {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu_ms_por_solicitud: Math.round(median(runs.map((r) => r.cpu)) * 1000) / 1000,
    fallidas: runs.reduce((s, r) => s + r.bad, 0),
    rondas: runs.map((r) => Math.round(r.rps)),
  };
}

const load = (baseUrl, paths, headers, seconds) => loadWith(baseUrl, paths, headers, seconds, CONNECTIONS);

async function main() {
  if (staleBuilds().includes('api')) {
    log('Compilando la API...');
    await run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const require = createRequire(import.meta.url);
  const { todayIso, addDaysIso } = require('../../libs/contracts/dist/dates.js');

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
    const nombres = ['perez maria', 'gomez juan', 'lopez sof', 'diaz martin', 'fernandez lu', 'romero cam', 'alvarez nico', 'suarez pau'];
    const documentos = [7, 911, 2024, 3333].map((i) => seeded.documentos[i].slice(0, 6));
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
        const b = await (await fetch(bareUrl + e.bare[i])).json();
        if (!e.comparar(a, b)) throw new Error(`Respuestas distintas para ${e.api[i]}`);
        filas += Array.isArray(a) ? a.length : a.hospedajes.length;
      }
      await load(apiUrl, e.api, headers, WARMUP_SECONDS);
      await load(bareUrl, e.bare, {}, WARMUP_SECONDS);
      // Alternating rounds, medians: the machine is shared, so both servers see the same background load.
      const runsApi = [];
      const runsBare = [];
      for (let round = 0; round < ROUNDS; round++) {
        runsApi.push(await measure(apiUrl, e.api, headers, api.child.pid));
        runsBare.push(await measure(bareUrl, e.bare, {}, bare.child.pid));
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
        objetivo: e.objetivo,
      });
      log(`  ${e.nombre}: API ${rApi.rondas.join('/')} req/s, mínimo ${rBare.rondas.join('/')} req/s`);
    }

    const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(`\n${CONNECTIONS} conexiones, ${ROUNDS} rondas alternadas de ${SECONDS} s (medianas), loopback, carga media ${carga}.`);
    log('Objetivo: API >= 60 % del servidor mínimo; p99 < 25 ms en disponibles. CPU = tiempo de CPU del proceso servidor por solicitud.\n');
    log('| llamada | filas/resp. | API req/s | API p50 | API p99 | API CPU | mínimo req/s | mínimo p50 | mínimo p99 | mínimo CPU | API/mínimo |');
    log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of resultados) {
      const cumple = r.ratio >= 0.6 && (!r.objetivo || r.api.p99 < 25);
      log(
        `| ${r.llamada} | ${r.filas_por_respuesta} | ${r.api.rps} | ${r.api.p50} ms | ${r.api.p99} ms | ${r.api.cpu_ms_por_solicitud} ms | ` +
          `${r.bare.rps} | ${r.bare.p50} ms | ${r.bare.p99} ms | ${r.bare.cpu_ms_por_solicitud} ms | ${Math.round(r.ratio * 100)} % (${cumple ? 'cumple' : 'NO cumple'}) |`,
      );
    }
    const outDir = path.join(ROOT, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ fecha: new Date().toISOString(), carga, conexiones: CONNECTIONS, rondas: ROUNDS, segundos: SECONDS, resultados }, null, 2));
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
