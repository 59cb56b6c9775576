#!/usr/bin/env node
/**
 * `npm run user:create -w api -- --usuario X --rol staff` (docs/api.md): the password is typed when asked (hidden),
 * piped on standard input or given in USER_PASSWORD, never as an argument. Builds the API when its build is missing
 * or stale, uses DATABASE_URL (or a .env), else the embedded PostgreSQL of `npm start`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { staleBuilds } from '../../scripts/lib/builds.mjs';
import { ROOT, ensureDatabase, startEmbeddedPostgres } from '../../scripts/lib/database.mjs';
import { run } from '../../scripts/lib/run.mjs';

async function main() {
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  if (staleBuilds().includes('api')) await run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });

  let url = process.env.DATABASE_URL;
  let stop = async () => undefined;
  if (!url) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'pg'), port });
    stop = cluster.stop;
    url = await ensureDatabase(cluster.adminUrl, 'camping');
  }
  const { runCreateUser, CliError } = createRequire(import.meta.url)('../dist/cli/create-user.js');
  try {
    process.stdout.write(`${await runCreateUser(process.argv.slice(2), url, { env: process.env, stdin: process.stdin, prompt: process.stderr })}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof CliError ? error.message : `No se pudo crear el usuario: ${error.message}`}\n`);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  process.stderr.write(`No se pudo crear el usuario: ${error.message}\n`);
  process.exit(1);
});
