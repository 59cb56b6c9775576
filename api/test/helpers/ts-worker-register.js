/**
 * Lets a worker thread started by code under test load TypeScript (jest compiles the test's own modules, but a worker
 * thread is a fresh Node that jest never sees). Only the parse pool uses it, and only when the API runs from its .ts
 * sources (ical-parse-pool.ts); the built API runs the compiled worker. Same swc settings as jest.preset.js.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
