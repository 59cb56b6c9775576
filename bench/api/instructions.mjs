#!/usr/bin/env node
/**
 * Instructions per request, API and bare server (issue 21). On a shared machine the CPU time per request of
 * bench/api swings by ±20 % from one minute to the next (other processes take the cores, caches go cold), too much to
 * see a change of a few percent. Instructions do not depend on the load: each server runs under valgrind's callgrind,
 * instrumented only while a fixed number of requests of one call is answered (after a warm-up, the JIT settled), and
 * the count is divided by the requests. All threads count (the JIT's and the garbage collector's too). Not CPU time:
 * a cache miss costs no instruction; but a cut in instructions is a cut in work, and the ratio says what the API adds.
 *   node bench/api/instructions.mjs [disponibles] [clientes-busqueda] ...   (keys: scenarios.mjs; BENCH_REQUESTS=3000,
 *   BENCH_WARMUP=3000, BENCH_API_MAIN=another build's main.js, BENCH_KEPT_ANSWERS=0)
 * Needs valgrind (apt: valgrind). Slow: the API starts in a minute or two under valgrind.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { apiEnvironment, buildApiIfStale, login, start, stop } from './harness.mjs';
import { benchCalls } from './scenarios.mjs';
import { seedBenchData } from './seed.mjs';
import { PASSWORD, log } from '../lib/bench-run.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3000);
const API_MAIN = path.resolve(process.env.BENCH_API_MAIN ?? path.join(ROOT, 'api/dist/main.js'));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['disponibles', 'clientes-busqueda'];

/** `command` under callgrind, instrumentation off until asked; its dumps go to `outPrefix`.<pid>… */
function underCallgrind(outPrefix, args) {
  return ['--tool=callgrind', '--instr-atstart=no', `--log-file=${outPrefix}.log`, '--smc-check=all-non-file', '--separate-threads=yes', `--callgrind-out-file=${outPrefix}.%p`, process.execPath, ...args];
}

const control = (pid, ...args) => spawnSync('callgrind_control', [...args, String(pid)], { encoding: 'utf8' });

/** Instructions the process executed while answering `amount` requests (4 connections). */
async function instructionsFor(child, outPrefix, url, paths, headers) {
  const requests = (amount) =>
    autocannon({ url, connections: 4, amount, headers, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  await requests(WARMUP);
  control(child.pid, '-i', 'on');
  control(child.pid, '-z');
  const r = await requests(REQUESTS);
  control(child.pid, '-d');
  control(child.pid, '-i', 'off');
  // One dump per thread (…-01 is the main thread, where requests are answered; the others compile and collect).
  const dir = path.dirname(outPrefix);
  const dumps = readdirSync(dir)
    .filter((f) => f.startsWith(path.basename(outPrefix)) && !f.endsWith('.log'))
    .map((f) => path.join(dir, f));
  let main = 0;
  let all = 0;
  for (const f of dumps) {
    const totals = Number(/^totals: (\d+)/m.exec(readFileSync(f, 'utf8'))?.[1] ?? 0);
    all += totals;
    if (f.endsWith('-01')) main += totals;
    rmSync(f, { force: true });
  }
  return { main: main / r.requests.total, all: all / r.requests.total, bad: r.non2xx + r.errors + r.timeouts };
}

async function main() {
  if (!process.env.BENCH_API_MAIN) await buildApiIfStale(log);
  const require = createRequire(import.meta.url);
  const { todayIso, addDaysIso } = require('../../libs/contracts/dist/dates.js');
  const database = await provisionTestDatabase('camping_bench_instructions', log);
  const children = [];
  const outApi = path.join(tmpdir(), `callgrind-api-${process.pid}`);
  const outBare = path.join(tmpdir(), `callgrind-bare-${process.pid}`);
  try {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const env = apiEnvironment(database.url, apiPort, PASSWORD);
    const api = start('valgrind', underCallgrind(outApi, [API_MAIN]), env, `${apiUrl}/api/public/sitio`, 600);
    children.push(api.child);
    await api.ready;
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const bare = start('valgrind', underCallgrind(outBare, [path.join(ROOT, 'bench/api/bare-server.mjs')]), { DATABASE_URL: database.url, PORT: String(barePort) }, `${bareUrl}/`, 600);
    children.push(bare.child);
    await bare.ready;

    const today = todayIso();
    const seeded = await seedBenchData(database.url, { clientes: 5000, reservas: 20000, today });
    const headers = { cookie: await login(apiUrl, 'admin', PASSWORD) };
    const { escenarios } = benchCalls({ today, documentos: seeded.documentos, addDaysIso });
    log(`API: ${path.relative(ROOT, API_MAIN)}; ${REQUESTS} solicitudes medidas por llamada y servidor, tras ${WARMUP} de calentamiento.\n`);
    log('Miles de instrucciones por solicitud: del hilo principal (donde se atienden) y de todos los hilos (compilador y recolector incluidos).\n');
    log('| llamada | API, hilo principal | mínimo, hilo principal | API/mínimo | API, todos | mínimo, todos | API/mínimo |\n|---|---|---|---|---|---|---|');
    for (const key of wanted) {
      const e = escenarios.find((s) => s.clave === key);
      if (!e) throw new Error(`Llamada desconocida: ${key} (${escenarios.map((s) => s.clave).join(', ')})`);
      const a = await instructionsFor(api.child, outApi, apiUrl, e.api, headers);
      const b = await instructionsFor(bare.child, outBare, bareUrl, e.bare, headers);
      if (a.bad + b.bad) log(`  aviso: ${e.nombre}: ${a.bad + b.bad} respuestas no 2xx, errores o timeouts`);
      const k = (n) => Math.round(n / 1000);
      log(`| ${e.nombre} | ${k(a.main)} | ${k(b.main)} | ${(a.main / b.main).toFixed(2)} | ${k(a.all)} | ${k(b.all)} | ${(a.all / b.all).toFixed(2)} |`);
    }
  } finally {
    for (const child of children.reverse()) await stop(child);
    await database.release();
    // What valgrind wrote at exit (a last dump per thread, its log).
    for (const f of readdirSync(tmpdir())) {
      if (f.startsWith(path.basename(outApi)) || f.startsWith(path.basename(outBare))) rmSync(path.join(tmpdir(), f), { force: true });
    }
  }
}

main().catch((error) => {
  process.stderr.write(`La medición falló: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
