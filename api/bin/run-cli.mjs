/**
 * What the staff accounts' commands (`npm run user`, `npm run user:create`) share: a `.env` is read, and in a
 * development checkout the API is built when its build is missing or stale and, without DATABASE_URL, the embedded
 * PostgreSQL of `npm start` is used. That tooling (@camping/dev-database) is a dev dependency, so a production
 * install (`--omit=dev`) has neither and needs DATABASE_URL. The command itself is a function of the API's build
 * (`dist/cli/<file>`) that answers one Spanish line; its CliError is shown as it is, anything else after `failure`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The development tooling, or null where it is not installed (production). */
async function devTooling() {
  try {
    const [builds, database, run] = await Promise.all([
      import('@camping/dev-database/builds'),
      import('@camping/dev-database/database'),
      import('@camping/dev-database/run'),
    ]);
    return { ...builds, ...database, ...run };
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('@camping/dev-database')) return null;
    throw error;
  }
}

async function main({ file, command, failure }) {
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const dev = await devTooling();
  if (dev?.staleBuilds().includes('api')) await dev.run('npm', ['run', 'build', '-w', 'api'], { stdio: ['ignore', 'ignore', 'inherit'] });

  let url = process.env.DATABASE_URL;
  let stop = async () => undefined;
  if (!url) {
    if (!dev) throw new Error('falta DATABASE_URL (la base embebida solo existe en una instalación de desarrollo)');
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 5433);
    const cluster = await dev.startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'pg'), port });
    stop = cluster.stop;
    url = await dev.ensureDatabase(cluster.adminUrl, 'camping');
  }
  const cli = createRequire(import.meta.url)(`../dist/cli/${file}`);
  try {
    process.stdout.write(`${await cli[command](process.argv.slice(2), url, { env: process.env, stdin: process.stdin, prompt: process.stderr })}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof cli.CliError ? error.message : `${failure}: ${error.message}`}\n`);
    process.exitCode = 1;
  } finally {
    await stop();
  }
}

/** Runs `command` of `dist/cli/<file>` with this process's arguments; `failure` prefixes an unexpected error. */
export function runCli(options) {
  main(options).catch((error) => {
    process.stderr.write(`${options.failure}: ${error.message}\n`);
    process.exit(1);
  });
}
