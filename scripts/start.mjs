#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or stale, starts the embedded PostgreSQL when DATABASE_URL is unset, and
 * serves the API, the shell and every remote from one Node process on http://localhost:3000 (PORT).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staleBuilds } from '@camping/dev-database/builds';
import { ROOT, ensureDatabase, redact, startEmbeddedPostgres } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';

const log = (message) => process.stdout.write(`${message}\n`);

async function main() {
  // A local .env, when present, fills in what the environment does not set.
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const stale = staleBuilds();
  if (stale.length) {
    log(`Compilando: ${stale.join(', ')}`);
    for (const workspace of stale) await run('npm', ['run', 'build', '-w', workspace]);
  }

  const env = { ...process.env };
  let stopDatabase = async () => undefined;
  if (!env.DATABASE_URL) {
    const port = Number(env.EMBEDDED_PG_PORT ?? 5433);
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'pg'), port, log });
    stopDatabase = cluster.stop;
    env.DATABASE_URL = await ensureDatabase(cluster.adminUrl, 'camping');
    env.DEMO_DATA ??= '1';
    log(`PostgreSQL embebido: ${redact(env.DATABASE_URL)}`);
  }

  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('exit', async (code) => {
    await stopDatabase().catch(() => undefined);
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  process.stderr.write(`No se pudo iniciar: ${error.message}\n`);
  process.exit(1);
});
