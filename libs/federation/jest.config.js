module.exports = require('../../jest.preset.js').nodePreset(__dirname);
