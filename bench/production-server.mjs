/**
 * The production server (api/dist/main.js, which serves the shell and the remotes) on a scratch database, for the
 * benchmarks that load the public pages in a browser (bench/lighthouse, bench/bundles). `--url=` of those skips it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));

export async function startProductionServer(databaseName) {
  const { provisionTestDatabase } = await import('@camping/dev-database/database');
  const { startServer } = require(path.join(ROOT, 'e2e/support/server.js'));
  const database = await provisionTestDatabase(databaseName);
  const server = await startServer({ databaseUrl: database.url, env: { LOG_LEVEL: 'error' } });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      await database.release();
    },
  };
}
