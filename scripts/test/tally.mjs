/**
 * How many cases a run passed, failed and skipped: jest's JSON report, or the `ok` / `not ok` lines (TAP) a check
 * script prints (scripts/skew-test.mjs, scripts/deploy-remote-ci.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';

export const EMPTY = { passed: 0, failed: 0, skipped: 0 };

export function add(a, b) {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** A jest `--json --outputFile` report; a file that failed to load counts as one failed case. */
export function fromJestReport(file) {
  if (!existsSync(file)) return EMPTY;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** TAP lines: `ok N - what` and `not ok N - what`. */
export function fromTapLines(output) {
  return {
    passed: output.match(/^ok \d+/gm)?.length ?? 0,
    failed: output.match(/^not ok \d+/gm)?.length ?? 0,
    skipped: 0,
  };
}

/** `N passed, N failed`, then `, N skipped` when any were. */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
