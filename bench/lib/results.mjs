/** What the benchmarks keep of a run: autocannon's figures as they print them, the machine's load, the result file. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';

/** An autocannon run (harness `load`) as the benchmarks print and keep it: mean req/s, p50, p99, failed answers. */
export function summarizeLoad(run) {
  return { rps: Math.round(run.requests.average), p50: run.latency.p50, p99: run.latency.p99, errores: run.non2xx + run.errors };
}

/** The machine's load average (1, 5 and 15 min) from /proc (Linux): a busy machine explains a slow run. */
export function machineLoad() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/**
 * Writes `{ date, ...fields }` to bench/results/<name>-<date>.json (the date's `:` and `.` as `-`, so every run keeps
 * its own file and they sort by time); answers the result written.
 */
export function writeResult(name, fields) {
  const result = { date: new Date().toISOString(), ...fields };
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}-${result.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}
