#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark under bench/<name>/run.mjs, one after the other. They print figures; none of
 * them is a test. `npm run bench -- api` runs only the named ones.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '@camping/dev-database/run';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(here, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .filter((name) => !wanted.length || wanted.includes(name));

for (const name of benches) {
  process.stdout.write(`\n==== bench/${name} ====\n`);
  await run(process.execPath, [path.join(here, name, 'run.mjs')]);
}
