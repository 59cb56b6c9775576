/** Calendars break at midnight: every test also runs under a zone east of UTC (docs/testing.md). */
module.exports = require('../jest.preset.js').remotePreset(__dirname, undefined, { alsoIn: 'Asia/Tokyo' });
