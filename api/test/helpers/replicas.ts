/**
 * Two or more real API processes (the built api/dist/main.js, as `npm start` runs it) on one fresh database, the way
 * replicas run behind the proxy. `npm test` builds before the API tests; run alone, build first:
 * `npm run build -w api && cd api && npx jest test/replicas.e2e-spec.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { untilListening } from '@camping/dev-database/server';
import { TEST_ADMIN } from './test-app';

const API_ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(API_ROOT, 'dist/main.js');

export interface Replica {
  baseUrl: string;
  /** The process id: for what only /proc tells (resident memory) and for signals. */
  pid: number;
  stop: () => Promise<void>;
}

/** The newest source the build compiles (specs beside the code are not built). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (!entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The build's own record of its last run: `tsc -b` rewrites only the outputs whose source changed (main.js may be
 * older than an edited module), but writes this file on every build that compiled anything.
 */
const BUILD_INFO = path.join(API_ROOT, 'dist', 'tsconfig.build.tsbuildinfo');

/** Refuses to test a missing or stale build: the processes would run code other than the one under test. */
export function assertFreshBuild(): void {
  const hint = 'ejecute "npm run build -w api" antes de esta prueba (npm test lo hace)';
  if (!existsSync(MAIN) || !existsSync(BUILD_INFO)) throw new Error(`Falta api/dist/main.js: ${hint}`);
  const built = Math.max(statSync(MAIN).mtimeMs, statSync(BUILD_INFO).mtimeMs);
  if (newestSource(path.join(API_ROOT, 'src')) > built) throw new Error(`api/dist está desactualizado: ${hint}`);
}

/** A statement on the database at `url`, as another process (psql, the user CLI) would run it. */
export async function queryDatabase<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A database of its own on the test server, dropped by `drop`. */
export async function createDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL no está definida: la fija test/global-setup.js');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One API process behind a proxy (TRUST_PROXY), so tests choose the visitor's address with X-Forwarded-For. */
/** `env` is added last (e.g. DATABASE_STATEMENT_TIMEOUT_MS for the outage tests). */
export async function startReplica(databaseUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const output: Buffer[] = [];
  const stdout: Buffer[] = [];
  const child = spawn(process.execPath, [MAIN], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      ADMIN_USER: TEST_ADMIN.usuario,
      ADMIN_PASSWORD: TEST_ADMIN.contrasena,
      TRUST_PROXY: 'loopback',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout.push(chunk);
    output.push(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  let baseUrl: string;
  try {
    baseUrl = await untilListening(child, stdout, { timeoutMs: 60_000 });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`La API no inició: ${(error as Error).message}\n${Buffer.concat(output)}`, { cause: error });
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
