#!/usr/bin/env node
/**
 * `npm test`: every check of every workspace, in the order a failure is cheapest to find: lint, typecheck, build,
 * unit and component tests, API tests against PostgreSQL (under a zone west and one east of UTC, because dates
 * must never shift), browser tests against the real server, then version skew and one remote's deploy. Uses
 * DATABASE_URL when set, else an embedded PostgreSQL. `npm test -- <step> ...` runs only the named steps.
 */
import { run } from '@camping/dev-database/run';

const UNIT_WORKSPACES = [
  '@camping/contracts',
  '@camping/ui',
  '@camping/federation',
  'shell',
  'mf-public',
  'mf-calendar',
  'mf-reservations',
  'mf-clients',
  'mf-reports',
];
const API_TIME_ZONES = ['America/Argentina/San_Luis', 'Asia/Tokyo'];

const STEPS = {
  lint: async () => {
    await run('node', ['scripts/complete-lockfile.mjs', '--check']);
    await run('npx', ['eslint', '--max-warnings', '0', '.']);
  },
  typecheck: () => run('npm', ['run', 'typecheck', '--workspaces', '--if-present']),
  build: () => run('npm', ['run', 'build', '--workspaces', '--if-present']),
  unit: async () => {
    for (const workspace of UNIT_WORKSPACES) await run('npm', ['run', 'test', '-w', workspace]);
  },
  api: async () => {
    for (const tz of API_TIME_ZONES) {
      process.stdout.write(`\n== Pruebas de la API con TZ=${tz} ==\n`);
      await run('npm', ['run', 'test', '-w', 'api'], { env: { ...process.env, TZ: tz } });
    }
  },
  e2e: () => run('npm', ['run', 'test', '-w', 'e2e']),
  // Remotes are deployed apart (issue 20): the previous release's shell with today's remotes and the reverse, then
  // one remote's deploy pipeline against a local CDN.
  skew: async () => {
    await run('node', ['scripts/skew-test.mjs']);
    await run('node', ['scripts/deploy-remote-ci.mjs']);
  },
};

const requested = process.argv.slice(2).filter((arg) => arg in STEPS);
const steps = requested.length ? requested : Object.keys(STEPS);

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  process.stdout.write(`\n==== ${step} ====\n`);
  try {
    await STEPS[step]();
  } catch (error) {
    process.stderr.write(`\nFalló el paso "${step}": ${error.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`==== ${step}: bien (${Math.round((Date.now() - stepStarted) / 1000)} s) ====\n`);
}
process.stdout.write(`\nTodas las pruebas pasaron en ${Math.round((Date.now() - started) / 1000)} s.\n`);
