#!/usr/bin/env node
/**
 * Auth benchmark (issue 12; figures in docs/api.md): what sessions and password hashing cost the API.
 * 1. The session check: req/s and server CPU per call of GET /api/auth/me (session looked up in PostgreSQL) next to
 *    GET /api/public/sitio (no session, no database), so the difference is the lookup.
 * 2. Logins and the event loop: 60 logins at once (60 accounts, so the throttle lets all of them through) while
 *    another client calls /api/public/sitio one call after another; prints how long those calls waited.
 *   npm run bench -- auth   (BENCH_SECONDS=5, BENCH_CONNECTIONS=32, BENCH_LOGINS=60)
 * Not a timed test: it prints figures, never asserts.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { staleBuilds } from '@camping/dev-database/builds';
import { ROOT, freePort, provisionTestDatabase } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';
import { PASSWORD, log } from '../lib/bench-run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 60);

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`La API terminó con ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/public/sitio`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('La API no respondió');
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const login = (baseUrl, usuario, ip) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ usuario, contrasena: PASSWORD }),
  });

async function measure(baseUrl, pathName, headers, pid) {
  const before = cpuMs(pid);
  const r = await autocannon({ url: baseUrl + pathName, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpu: Math.round(((cpuMs(pid) - before) / Math.max(1, r.requests.total)) * 1000) / 1000,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/** Sequential calls to a light route while `work` runs: how long the event loop kept them waiting. */
async function latencyDuring(baseUrl, work) {
  const latencies = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/api/public/sitio`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const statuses = await work();
  const elapsed = performance.now() - started;
  done = true;
  await probe;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]);
  return { elapsed: Math.round(elapsed), statuses, probes: latencies.length, p50: at(0.5), max: Math.round(latencies.at(-1)) };
}

async function main() {
  if (staleBuilds().includes('api')) {
    log('Compilando la API...');
    await run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const database = await provisionTestDatabase('camping_bench_auth', log);
  let api;
  try {
    api = await startApi({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' });
    // The accounts, hashed by the build under test (whatever its algorithm).
    const require = createRequire(import.meta.url);
    const { DataSource } = require('typeorm');
    const { typeormOptions } = require('../../api/dist/database/typeorm-options.js');
    const { UsuarioEntity } = require('../../api/dist/auth/entities/usuario.entity.js');
    const { SesionEntity } = require('../../api/dist/auth/entities/sesion.entity.js');
    const { createOrResetUser } = require('../../api/dist/cli/create-user.js');
    const dataSource = new DataSource(typeormOptions(database.url, [UsuarioEntity, SesionEntity]));
    await dataSource.initialize();
    for (let i = 0; i < LOGINS; i++) await createOrResetUser(dataSource, { usuario: `bench-${i}`, rol: 'recepcion', contrasena: PASSWORD });
    await dataSource.destroy();

    const res = await login(api.baseUrl, 'admin', '10.0.0.1');
    if (!res.ok) throw new Error(`login: ${res.status}`);
    const cookie = res.headers.get('set-cookie').split(';')[0];

    await autocannon({ url: `${api.baseUrl}/api/auth/me`, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    const sitio = await measure(api.baseUrl, '/api/public/sitio', {}, api.child.pid);
    const me = await measure(api.baseUrl, '/api/auth/me', { cookie }, api.child.pid);

    const idle = await latencyDuring(api.baseUrl, () => new Promise((r) => setTimeout(() => r({}), 1000)));
    const burst = await latencyDuring(api.baseUrl, async () => {
      const responses = await Promise.all(Array.from({ length: LOGINS }, (_, i) => login(api.baseUrl, `bench-${i}`, `10.1.${i >> 8}.${i & 255}`)));
      return responses.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    });

    const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(`\n${CONNECTIONS} conexiones, ${SECONDS} s por llamada, loopback, carga media ${carga}.`);
    log('| llamada | req/s | p50 | p99 | CPU de la API por solicitud | fallidas |');
    log('|---|---|---|---|---|---|');
    for (const [name, r] of [['GET /api/public/sitio (sin sesión)', sitio], ['GET /api/auth/me (sesión en PostgreSQL)', me]]) {
      log(`| ${name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.cpu} ms | ${r.bad} |`);
    }
    log(`\n${LOGINS} inicios de sesión a la vez: ${burst.elapsed} ms en total, respuestas ${JSON.stringify(burst.statuses)}.`);
    log(`Llamadas a /api/public/sitio mientras tanto: ${burst.probes}, p50 ${burst.p50} ms, máximo ${burst.max} ms ` + `(en reposo: p50 ${idle.p50} ms, máximo ${idle.max} ms).`);
  } finally {
    if (api) await stop(api.child);
    await database.release();
  }
}

main().catch((error) => {
  process.stderr.write(`El benchmark falló: ${error.message}\n`);
  process.exit(1);
});
