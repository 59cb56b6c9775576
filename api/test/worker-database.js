/** Each jest worker's own database (test/global-setup.js), where every test file of that worker finds it. */
process.env.TEST_DATABASE_URL = process.env[`TEST_DATABASE_URL_${process.env.JEST_WORKER_ID ?? '1'}`];
