/** The server and database of this jest worker (support/global-setup.js), where its test files find them. */
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${worker}`];
process.env.E2E_DATABASE_URL = process.env[`E2E_DATABASE_URL_${worker}`];
