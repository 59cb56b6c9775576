/** Node's test environment, under the project's own time zone when it names one (jest.time-zone.js). */
const { TestEnvironment } = require('jest-environment-node');
const { runsInItsTimeZone } = require('./jest.time-zone.js');

module.exports = runsInItsTimeZone(TestEnvironment);
