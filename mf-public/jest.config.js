const { domPreset, remotePreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);
module.exports = remotePreset(__dirname, {
  ...preset,
  moduleNameMapper: {
    // rspack's require.context does not exist under jest: the media folders become a fake context.
    'media/assets-(portadas|galerias)$': '<rootDir>/src/testing/fake-asset-contexts.ts',
    // `media.json?portadas` is the bundler's way to a second module of the same file; jest reads the file.
    '^(.*/content/media\\.json)\\?portadas$': '$1',
    ...preset.moduleNameMapper,
  },
});
