/** One server on one fresh database for the whole browser run. */
const { chromiumPath } = require('./chromium-path');
const { startServer } = require('./server');

module.exports = async function globalSetup() {
  chromiumPath();
  const { provisionTestDatabase, freePort } = require('@camping/dev-database/database');
  const database = await provisionTestDatabase('camping_test_e2e');
  const server = await startServer({ databaseUrl: database.url, port: await freePort() });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATABASE_URL = database.url;
  globalThis.__e2eStop = async () => {
    await server.stop();
    await database.release();
  };
};
