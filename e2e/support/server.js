/** The production server on a fresh database (libs/dev-database/server.mjs, shared with the contract tests). */
const { startServer, E2E_ADMIN } = require('@camping/dev-database/server');
const { ROOT } = require('@camping/dev-database/database');

module.exports = { startServer, E2E_ADMIN, ROOT };
