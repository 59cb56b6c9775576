#!/usr/bin/env node
/**
 * `npm test`: every check of every workspace (docs/testing.md). Lint, typecheck and the build start together; then
 * the unit tests, on a machine left to them (jsdom tests are CPU-bound); then the API tests (under a zone west of UTC
 * on this Node, and one east of it on the current LTS), the browser tests and the version-skew and deploy checks side
 * by side, since those mostly wait on servers and browsers. Each step's output goes to .test-results/<step>.log and
 * is printed when it fails. Ends with the cases of every runner in one line:
 * `N passed, N failed`. Uses DATABASE_URL when set, else one embedded PostgreSQL for the whole run.
 * `npm test -- <step> ...` runs only the named steps.
 */
import path from 'node:path';
import { freePort, ROOT, startEmbeddedPostgres } from '@camping/dev-database/database';
import { ltsNode } from './test/lts-node.mjs';
import { runSteps, together } from './test/scheduler.mjs';
import { add, EMPTY, summaryLine } from './test/tally.mjs';

const DEPLOYED = ['@camping/contracts', 'api', 'shell', 'mf-public', 'mf-calendar', 'mf-reservations', 'mf-clients', 'mf-reports'];
const WORKERS = '--maxWorkers=2';
// The two API passes and the browser tests run side by side on a machine of two cores: one worker per API pass.
const API_WORKERS = '--maxWorkers=1';

/** Fetched once, when a step first needs it. */
let lts;
const ltsNodeOnce = () => (lts ??= ltsNode());

const STEPS = {
  lint: {
    run: async (step) => {
      await step.exec('node', ['scripts/complete-lockfile.mjs', '--check']);
      await step.exec('npx', ['eslint', '--max-warnings', '0', '.']);
    },
  },
  // One `tsc -b` over the solution (tsconfig.json): each library is checked once, the apps against its declarations.
  typecheck: { run: (step) => step.exec('npx', ['tsc', '-b']) },
  // What runs or is deployed; the libraries' declarations come from the typecheck.
  build: { run: (step) => step.exec('npm', ['run', 'build', ...DEPLOYED.flatMap((workspace) => ['-w', workspace])]) },
  // Every front-end workspace's unit, component and contract tests: one jest run (jest.config.js).
  unit: { needs: ['build'], after: ['lint', 'typecheck'], run: (step) => step.jest([WORKERS]) },
  // Dates must never shift with the server's zone: the whole API suite under San Luis (west of UTC) on this Node,
  // and under Tokyo (east of it) on the current LTS.
  api: {
    needs: ['build'],
    after: ['unit'],
    run: async (step) =>
      together(
        step.jest(['-c', 'api/jest.config.js', API_WORKERS], { label: 'san-luis', env: { TZ: 'America/Argentina/San_Luis' } }),
        ltsNodeOnce().then((node) =>
          step.jest(['-c', 'api/jest.config.js', API_WORKERS], { label: 'tokio', env: { TZ: 'Asia/Tokyo' }, node }),
        ),
      ),
  },
  // The browser tests' servers run on the current LTS.
  e2e: {
    needs: ['build'],
    after: ['unit'],
    run: async (step) => step.jest(['-c', 'e2e/jest.config.js', WORKERS], { env: { SERVER_NODE: await ltsNodeOnce() } }),
  },
  // Remotes are deployed apart (issue 20): the previous release's shell with today's remotes and the reverse, then
  // one remote's deploy pipeline against a local CDN.
  skew: {
    needs: ['build'],
    after: ['unit'],
    run: async (step) => {
      await step.checks('node', ['scripts/skew-test.mjs']);
      await step.checks('node', ['scripts/deploy-remote-ci.mjs']);
    },
  },
};

const print = (text) => process.stdout.write(`${text}\n`);

const names = Object.keys(STEPS);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !names.includes(name));
if (unknown.length) {
  process.stderr.write(
    `Paso desconocido: ${unknown.join(', ')}. Los pasos de npm test son: ${names.join(', ')} (p. ej. npm test -- unit api).\n`,
  );
  process.exit(2);
}
const chosen = asked.length ? names.filter((name) => asked.includes(name)) : names;

const started = Date.now();
// Fetched meanwhile, on a fresh machine the only download of the run.
if (chosen.includes('api') || chosen.includes('e2e')) ltsNodeOnce().catch(() => undefined);
const env = { ...process.env, FORCE_COLOR: '0' };
let stopDatabase = async () => undefined;
if (!env.DATABASE_URL) {
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'pg-test'), port: await freePort(), log: print });
  env.DATABASE_URL = cluster.adminUrl;
  stopDatabase = cluster.stop;
}
let results;
try {
  results = await runSteps(STEPS, chosen, { folder: path.join(ROOT, '.test-results'), cwd: ROOT, env, print });
} finally {
  await stopDatabase();
}

const STATUS = { passed: 'bien', failed: 'FALLÓ', 'not run': 'no se corrió' };
print('\nPasos:');
for (const { name, status, ms, tally } of results) {
  print(`  ${name.padEnd(10)} ${`${Math.round(ms / 1000)} s`.padStart(6)}  ${STATUS[status].padEnd(13)} ${summaryLine(tally)}`);
}
print(`  ${'total'.padEnd(10)} ${`${Math.round((Date.now() - started) / 1000)} s`.padStart(6)}`);
print(summaryLine(results.reduce((total, { tally }) => add(total, tally), EMPTY)));
process.exit(results.every(({ status }) => status === 'passed') ? 0 : 1);
