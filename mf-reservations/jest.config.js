const { domPreset, remotePreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);

module.exports = remotePreset(__dirname, {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
});
