const { domPreset, remotePreset } = require('../jest.preset.js');

const preset = domPreset(__dirname);
module.exports = remotePreset(__dirname, {
  ...preset,
  moduleNameMapper: {
    // The media tables are made by the build (scripts/media-table-loader.mjs): under jest they come from a fake.
    '/content/media\\.json\\?portadas$': '<rootDir>/src/testing/fake-media-tables.ts',
    '/content/media\\.json\\?alojamientos$': '<rootDir>/src/testing/fake-lodging-table.ts',
    '(^|/)assets-paginas$': '<rootDir>/src/testing/fake-media-tables.ts',
    ...preset.moduleNameMapper,
  },
});
