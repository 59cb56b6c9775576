module.exports = require('../jest.preset.js').remotePreset(__dirname);
