/** One fresh database for the whole API test run (DATABASE_URL's server, else an embedded PostgreSQL). */
module.exports = async function globalSetup() {
  const { provisionTestDatabase } = require('@camping/dev-database/database');
  const database = await provisionTestDatabase('camping_test_api');
  process.env.TEST_DATABASE_URL = database.url;
  globalThis.__releaseTestDatabase = database.release;
};
