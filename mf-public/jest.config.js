module.exports = require('../jest.preset.js').domPreset(__dirname);
