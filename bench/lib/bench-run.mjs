/**
 * What the production-server benchmarks (bench/hoy, bench/limpieza, bench/stay-account, bench/cash-up,
 * bench/idempotency) set up alike: their log, the day they lay data around, a fresh database under the production
 * API with a client on it, and its clean-up whatever happens.
 */
import pg from 'pg';
import { provisionTestDatabase } from '@camping/dev-database/database';
import { startApi, stop } from '../api/harness.mjs';
import { seedListsData } from '../lists/seed.mjs';

/** The administrator's password of the benchmarks' servers. */
export const PASSWORD = 'clave-del-benchmark';

export const log = (m) => process.stdout.write(`${m}\n`);

/** Today in the camping's time zone: the API reckons «hoy» there, so the data is laid around that day, not UTC's. */
export const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/San_Luis' }).format(new Date());

/** `iso` (YYYY-MM-DD) moved `n` days, counted in UTC so no clock change shifts it. */
export const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A size from the environment (BENCH_…), else the benchmark's own default. */
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);

/**
 * A fresh database `name` (a prefix: runs side by side get their own), the production API over it (admin's password
 * PASSWORD) and a pg client on it; `work({ database, server, baseUrl, client })` runs with them and its answer is
 * returned. Afterwards, even when it throws: the client ends, the server stops and the database is dropped, so a
 * failed run leaves nothing behind.
 */
export async function withApiAndDatabase(name, work) {
  const database = await provisionTestDatabase(name, log);
  let server;
  const client = new pg.Client({ connectionString: database.url });
  try {
    server = await startApi(database.url, PASSWORD);
    await client.connect();
    return await work({ database, server, baseUrl: server.baseUrl, client });
  } finally {
    await client.end().catch(() => undefined);
    if (server) await stop(server.child);
    await database.release();
  }
}

/** The lists benchmark's 20,000 clients and `reservas` stays around today (bench/lists/seed.mjs); answers its counts. */
export function seedStays(databaseUrl, reservas) {
  return seedListsData(databaseUrl, { clientes: 20_000, reservas, today });
}

/** Runs a benchmark's `main`: its error's stack on stderr and exit code 1, so `npm run bench` stops on it. */
export function runBench(main) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
