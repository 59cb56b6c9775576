const preset = require('../jest.preset.js').domPreset(__dirname);

// Waits of Testing Library get more room: the CI machine is shared, and a busy core must not fail a test.
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  testTimeout: 20000,
};
