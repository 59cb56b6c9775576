/** Browser tests: Debian's Chromium driven by playwright-core against the real production server. */
module.exports = require('../jest.preset.js').nodePreset(__dirname, {
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 1,
});
