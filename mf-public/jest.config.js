const { domPreset, remotePreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);
module.exports = remotePreset(__dirname, {
  ...preset,
  moduleNameMapper: {
    // rspack's require.context and the page media loader do not exist under jest: the media come from fakes.
    'media/assets-portadas$': '<rootDir>/src/testing/fake-asset-contexts.ts',
    '(^|/)assets-paginas$': '<rootDir>/src/testing/fake-page-media.ts',
    // `media.json?portadas` is the bundler's way to a second module of the same file; jest reads the file.
    '^(.*/content/media\\.json)\\?portadas$': '$1',
    ...preset.moduleNameMapper,
  },
});
