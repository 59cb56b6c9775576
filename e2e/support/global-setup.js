/**
 * One server on a fresh database for each jest worker, so test files run side by side without seeing each other's
 * data (support/worker-server.js). The server runs on SERVER_NODE when set (npm test: the current Node LTS).
 */
const { chromiumPath } = require('./chromium-path');
const { startServer } = require('./server');

module.exports = async function globalSetup(globalConfig) {
  chromiumPath();
  const { provisionTestDatabases } = require('@camping/dev-database/database');
  const databases = await provisionTestDatabases('camping_test_e2e', globalConfig.maxWorkers);
  const started = await Promise.allSettled(
    databases.urls.map((databaseUrl) => startServer({ databaseUrl, node: process.env.SERVER_NODE })),
  );
  const servers = started.filter((result) => result.status === 'fulfilled').map((result) => result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await databases.release();
    throw failed.reason;
  }
  servers.forEach((server, index) => {
    process.env[`E2E_BASE_URL_${index + 1}`] = server.baseUrl;
    process.env[`E2E_DATABASE_URL_${index + 1}`] = databases.urls[index];
  });
  globalThis.__e2eStop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await databases.release();
  };
};
