/**
 * The server the remotes' contract tests talk to (docs/testing.md): api/dist on a fresh database with the demo data,
 * started once per jest run however many remotes it holds. Each remote's calls use data of their own (documents,
 * dates), so the remotes share it.
 */
module.exports = async function startContractServer() {
  const { provisionTestDatabase } = require('@camping/dev-database/database');
  const { startServer } = require('@camping/dev-database/server');
  const database = await provisionTestDatabase('camping_contract');
  try {
    const server = await startServer({
      databaseUrl: database.url,
      env: { DEMO_DATA: '1' },
      frontEnd: false,
      quiet: true,
    });
    process.env.CONTRACT_SERVER_URL = server.baseUrl;
    globalThis.__stopContractServer = async () => {
      await server.stop();
      await database.release();
    };
  } catch (error) {
    await database.release();
    throw error;
  }
};
