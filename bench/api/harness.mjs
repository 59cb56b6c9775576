/**
 * What every API benchmark needs (bench/api, bench/lists): start a server and wait for it, stop it, log in, read a
 * process's CPU time and memory from /proc, and drive autocannon on loopback.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staleBuilds } from '@camping/dev-database/builds';
import { ROOT, freePort } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';

/** Builds every workspace whose sources changed since its last build: the benchmarks run the built code. */
export async function buildStale(log) {
  for (const workspace of staleBuilds()) {
    log(`Compilando ${workspace}...`);
    await run('npm', ['run', 'build', '-w', workspace], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** Builds the API when its sources changed since its last build (only the API: the API benchmarks need nothing else). */
export async function buildApiIfStale(log) {
  if (!staleBuilds().includes('api')) return;
  log('Compilando la API...');
  await run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * The environment of the production API under a benchmark: over `databaseUrl` on `port`, its admin's password
 * `password`, without demo data, request lines off (BENCH_LOG_LEVEL, else warn: the bare server logs nothing), and
 * BENCH_KEPT_ANSWERS passed on as KEPT_ANSWERS (0: the API computes every answer, as the bare server does); `env` last.
 */
export function apiEnvironment(databaseUrl, port, password, env = {}) {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    ADMIN_PASSWORD: password,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DEMO_DATA: '0',
    ...(process.env.BENCH_KEPT_ANSWERS === undefined ? {} : { KEPT_ANSWERS: process.env.BENCH_KEPT_ANSWERS }),
    ...env,
  };
}

/**
 * The production API (api/dist/main.js, or another build's `main`) on a free port (apiEnvironment); resolves once it
 * answers. `stop(api.child)` ends it.
 */
export async function startApi(databaseUrl, password, env = {}, main = path.join(ROOT, 'api/dist/main.js')) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = start(process.execPath, [main], apiEnvironment(databaseUrl, port, password, env), `${baseUrl}/api/public/sitio`);
  try {
    await server.ready;
  } catch (error) {
    await stop(server.child);
    throw error;
  }
  return { ...server, baseUrl };
}

/** Starts a server and waits (up to `waitSeconds`) for `readyUrl` to answer. */
export function start(command, args, env, readyUrl, waitSeconds = 60) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const ready = (async () => {
    for (let i = 0; i < waitSeconds * 5; i++) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} terminó con ${child.exitCode}`);
      try {
        const res = await fetch(readyUrl);
        if (res.status < 500) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${args.join(' ')} no respondió`);
  })();
  return { child, ready };
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The session cookie of an admin login. */
export async function login(baseUrl, usuario, contrasena) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usuario, contrasena }),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (ms) PostgreSQL's backends serving the database of `url` have used so far, by process id (this
 * connection's own excepted). With `before` (an earlier answer): the time used since then by the backends, a backend
 * started since then counted whole (a pool that closed idle connections pays for opening them again).
 */
export async function databaseCpuMs(url, before) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const now = new Map(rows.map((row) => [row.pid, cpuMs(row.pid)]));
    if (!before) return now;
    let used = 0;
    for (const [pid, ms] of now) used += ms - (before.get(pid) ?? 0);
    return used;
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; answers the peak in MB. */
export function watchMemory(pid, everyMs = 100) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now > peak) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function load(baseUrl, paths, headers, seconds, connections) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
}
