const { domPreset, remotePreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);

// Waits of Testing Library get more room: the CI machine is shared, and a busy core must not fail a test.
module.exports = remotePreset(__dirname, {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  testTimeout: 20000,
});
