/** Contracts are pure TypeScript: compiled by swc, run under a fixed zone west of UTC (see docs/testing.md). */
module.exports = require('../../jest.preset.js').nodePreset(__dirname);
