#!/usr/bin/env node
/**
 * Where the API's CPU goes on one of bench/api's calls, under the benchmark's load (issue 21): the same data set,
 * the production build, 32 connections; V8's sampling profiler runs only while the load is measured
 * (cpu-profile-preload.cjs). Prints the CPU per request from /proc (the profiler adds its own share) and the
 * profile's self time by package or file and the costliest functions, in µs per request; writes the .cpuprofile to
 * bench/results/ (open it in Chromium's DevTools, Performance panel, for the flame chart).
 *   node bench/api/profile.mjs [disponibles] [clientes-busqueda] ...   (keys: bench/api/scenarios.mjs; BENCH_SECONDS=8,
 *   BENCH_CONNECTIONS=32, BENCH_API_MAIN=another build's main.js, BENCH_TOP=30)
 * Not a test: figures only.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { byLayer, summarise } from './cpu-profile-summary.mjs';
import { apiEnvironment, buildApiIfStale, cpuMs, load, login, start, stop } from './harness.mjs';
import { benchCalls } from './scenarios.mjs';
import { seedBenchData } from './seed.mjs';
import { PASSWORD, log } from '../lib/bench-run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TOP = Number(process.env.BENCH_TOP ?? 30);
const API_MAIN = path.resolve(process.env.BENCH_API_MAIN ?? path.join(ROOT, 'api/dist/main.js'));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['disponibles', 'clientes-busqueda'];

async function waitForFile(file) {
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200));
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Warm-up, then the measured load with the server's profiler on: requests, req/s, CPU per request, the profile. */
async function profileUnderLoad(child, file, baseUrl, paths, headers) {
  await load(baseUrl, paths, headers, 3, CONNECTIONS);
  rmSync(file, { force: true });
  child.kill('SIGWINCH');
  const before = cpuMs(child.pid);
  const r = await load(baseUrl, paths, headers, SECONDS, CONNECTIONS);
  const cpu = cpuMs(child.pid) - before;
  child.kill('SIGWINCH');
  const profile = await waitForFile(file);
  const requests = Math.max(1, r.requests.total);
  return { requests, rps: Math.round(r.requests.average), cpuUs: Math.round((cpu / requests) * 1000), bad: r.non2xx + r.errors + r.timeouts, profile };
}

async function main() {
  if (!process.env.BENCH_API_MAIN) await buildApiIfStale(log);
  const require = createRequire(import.meta.url);
  const { todayIso, addDaysIso } = require('../../libs/contracts/dist/dates.js');
  const outDir = path.join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const database = await provisionTestDatabase('camping_bench_profile', log);
  let api;
  let bare;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const profileFile = path.join(outDir, `api-profile-${process.pid}.cpuprofile`);
    api = start(
      process.execPath,
      ['-r', path.join(ROOT, 'bench/api/cpu-profile-preload.cjs'), API_MAIN],
      apiEnvironment(database.url, port, PASSWORD, { CPU_PROFILE_FILE: profileFile }),
      `${baseUrl}/api/public/sitio`,
    );
    await api.ready;
    const barePort = await freePort();
    const bareFile = path.join(outDir, `bare-profile-${process.pid}.cpuprofile`);
    bare = start(
      process.execPath,
      ['-r', path.join(ROOT, 'bench/api/cpu-profile-preload.cjs'), path.join(ROOT, 'bench/api/bare-server.mjs')],
      { DATABASE_URL: database.url, PORT: String(barePort), CPU_PROFILE_FILE: bareFile },
      `http://127.0.0.1:${barePort}/`,
    );
    await bare.ready;
    const today = todayIso();
    const seeded = await seedBenchData(database.url, { clientes: 5000, reservas: 20000, today });
    const headers = { cookie: await login(baseUrl, 'admin', PASSWORD) };
    const { escenarios } = benchCalls({ today, documentos: seeded.documentos, addDaysIso });
    log(`API: ${path.relative(ROOT, API_MAIN)}; ${CONNECTIONS} conexiones, ${SECONDS} s por llamada y servidor.`);
    const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
    for (const key of wanted) {
      const e = escenarios.find((s) => s.clave === key);
      if (!e) throw new Error(`Llamada desconocida: ${key} (${escenarios.map((s) => s.clave).join(', ')})`);
      const a = await profileUnderLoad(api.child, profileFile, baseUrl, e.api, headers);
      const b = await profileUnderLoad(bare.child, bareFile, `http://127.0.0.1:${barePort}`, e.bare, headers);
      const kept = path.join(outDir, `api-profile-${key}-${stamp()}.cpuprofile`);
      renameSync(profileFile, kept);
      renameSync(bareFile, kept.replace('api-profile-', 'bare-profile-'));
      const sa = summarise(a.profile, a.requests);
      const sb = summarise(b.profile, b.requests);
      log(`\n## ${e.nombre}: API ${a.rps} req/s, mínimo ${b.rps} req/s${a.bad + b.bad ? ` (${a.bad + b.bad} fallidas)` : ''}`);
      log(`CPU del proceso por solicitud (con el perfilador): API ${a.cpuUs} µs, mínimo ${b.cpuUs} µs; muestreado ocupado: API ${sa.busy} µs, mínimo ${sb.busy} µs.`);
      log(`Perfiles: ${path.relative(ROOT, kept)} (y bare-profile-…)\n`);
      log('Tiempo propio por capa, µs por solicitud:\n');
      log('| capa | API | mínimo | diferencia |\n|---|---|---|---|');
      const la = byLayer(sa.self);
      const lb = byLayer(sb.self);
      for (const [layer, us] of la) log(`| ${layer} | ${us} | ${lb.get(layer)} | ${Math.round((us - lb.get(layer)) * 10) / 10} |`);
      log('\nTiempo propio por paquete o archivo, µs por solicitud (lo que la API agrega primero):\n');
      log('| dónde | API | mínimo | diferencia |\n|---|---|---|---|');
      const places = new Set([...sa.self.keys(), ...sb.self.keys()]);
      const rows = [...places].map((p) => ({ p, a: sa.self.get(p) ?? 0, b: sb.self.get(p) ?? 0 })).sort((x, y) => y.a - y.b - (x.a - x.b));
      for (const r of rows.slice(0, TOP)) log(`| ${r.p} | ${r.a} | ${r.b} | ${Math.round((r.a - r.b) * 10) / 10} |`);
      log('\nLa API, funciones de mayor tiempo inclusivo (µs por solicitud):\n');
      log('| función | µs | % |\n|---|---|---|');
      for (const [name, us] of [...sa.inclusive].slice(0, TOP)) log(`| ${name} | ${us} | ${Math.round((us / sa.busy) * 1000) / 10} |`);
    }
  } finally {
    if (bare) await stop(bare.child);
    if (api) await stop(api.child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`El perfil falló: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
