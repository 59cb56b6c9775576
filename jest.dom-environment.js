/**
 * jsdom plus the web APIs Node already has and jsdom lacks (fetch, Response, TextEncoder, structuredClone...), so
 * components and the API client run in tests as in a browser; under the project's own time zone when it names one.
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { runsInItsTimeZone } = require('./jest.time-zone.js');

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'Blob',
      'structuredClone',
    ]) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}

module.exports = runsInItsTimeZone(DomEnvironment);
