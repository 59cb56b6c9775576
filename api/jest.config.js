/**
 * API tests: unit specs beside the code and e2e specs in test/, all against a real PostgreSQL, a database per
 * worker (test/global-setup.js).
 */
module.exports = require('../jest.preset.js').nodePreset(__dirname, {
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  setupFiles: ['<rootDir>/test/worker-database.js'],
  testTimeout: 30000,
});
