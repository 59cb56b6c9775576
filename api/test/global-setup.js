/**
 * A fresh database for each jest worker (DATABASE_URL's server, else an embedded PostgreSQL): test files run two at a
 * time, and each file empties the tables it writes to, so two files never share one (test/worker-database.js).
 */
module.exports = async function globalSetup(globalConfig) {
  const { provisionTestDatabases } = require('@camping/dev-database/database');
  const workers = globalConfig.maxWorkers;
  const databases = await provisionTestDatabases('camping_test_api', workers);
  databases.urls.forEach((url, index) => {
    process.env[`TEST_DATABASE_URL_${index + 1}`] = url;
  });
  globalThis.__releaseTestDatabases = databases.release;
};
