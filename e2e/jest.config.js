/**
 * Browser tests: Debian's Chromium driven by playwright-core against the real production server, one server and
 * database per worker (support/global-setup.js), so files run side by side (docs/testing.md).
 */
module.exports = require('../jest.preset.js').nodePreset(__dirname, {
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testEnvironment: '<rootDir>/support/environment.js',
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  setupFiles: ['<rootDir>/support/worker-server.js'],
  testTimeout: 60000,
  maxWorkers: 3,
});
