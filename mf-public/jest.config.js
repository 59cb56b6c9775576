const { domPreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);
module.exports = {
  ...preset,
  moduleNameMapper: {
    // rspack's require.context does not exist under jest: the media folders become a fake context.
    'media/assets-(portadas|galerias)$': '<rootDir>/src/testing/fake-asset-contexts.ts',
    ...preset.moduleNameMapper,
  },
};
