/**
 * Runs the steps of `npm test` side by side as far as they allow: a step starts once the steps it `needs` have
 * passed and those it comes `after` have ended, counting only the steps chosen for this run. Each step's output goes
 * to its own log (printed whole when the step fails), so the steps' outputs never interleave.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { add, EMPTY, fromJestReport, fromTapLines } from './tally.mjs';

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * One step's context: the commands it runs write to its logs (one per `label`, so commands run side by side do not
 * interleave), and what they counted adds up in `tally`.
 */
class StepRun {
  constructor(name, folder, { cwd, env }) {
    this.name = name;
    this.folder = folder;
    this.cwd = cwd;
    this.env = env;
    this.logs = new Map();
    this.tally = EMPTY;
  }

  logFor(label) {
    const file = path.join(this.folder, label ? `${this.name}-${label}.log` : `${this.name}.log`);
    if (!this.logs.has(file)) this.logs.set(file, createWriteStream(file));
    return this.logs.get(file);
  }

  /** Runs a command to its end, its output into the step's log; rejects on a non-zero exit. */
  exec(command, args, { env = {}, cwd = this.cwd, label } = {}) {
    const log = this.logFor(label);
    log.write(`\n$ ${[command, ...args].join(' ')}\n`);
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd, env: { ...this.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output.push(chunk);
          log.write(chunk);
        });
      }
      child.on('error', reject);
      child.on('close', (code, signal) => {
        const text = Buffer.concat(output).toString();
        if (code === 0) resolve(text);
        else reject(new Error(`${path.basename(command)} ${args.join(' ')} terminó con ${signal ?? code}`, { cause: text }));
      });
    });
  }

  /** A jest run (on `node`, else this Node) whose cases count in the total; its JSON report is kept beside the log. */
  async jest(args, { node = process.execPath, label, ...options } = {}) {
    const report = path.join(this.folder, `${label ? `${this.name}-${label}` : this.name}.json`);
    const jest = path.join(this.cwd, 'node_modules/jest/bin/jest.js');
    try {
      await this.exec(node, [jest, ...args, '--json', `--outputFile=${report}`], { ...options, label });
    } finally {
      this.tally = add(this.tally, fromJestReport(report));
    }
  }

  /** A check script printing `ok` / `not ok` lines (TAP), each one a case of the total. */
  async checks(command, args, options = {}) {
    try {
      this.tally = add(this.tally, fromTapLines(await this.exec(command, args, options)));
    } catch (error) {
      this.tally = add(this.tally, fromTapLines(String(error.cause ?? '')));
      throw error;
    }
  }

  /** Closes the logs; answers their files. */
  async close() {
    await Promise.all([...this.logs.values()].map((log) => new Promise((resolve) => log.end(resolve))));
    return [...this.logs.keys()];
  }
}

/** Runs every task side by side and waits for all of them, failing with the first failure (no task left running). */
export async function together(...tasks) {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Runs `chosen` (names of `steps`, in the table's order). Answers each step's result: status (passed, failed or
 * not run), time and tally. `print` receives progress lines.
 */
export async function runSteps(steps, chosen, { folder, cwd, env, print }) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const results = new Map();
  const finished = new Map();
  const ended = (name) => finished.get(name) ?? Promise.resolve();

  const start = async (name) => {
    const step = steps[name];
    const needs = (step.needs ?? []).filter((other) => chosen.includes(other));
    const after = (step.after ?? []).filter((other) => chosen.includes(other));
    await Promise.all([...needs, ...after].map(ended));
    const missing = needs.filter((other) => results.get(other).status !== 'passed');
    if (missing.length) {
      results.set(name, { status: 'not run', ms: 0, tally: EMPTY, reason: `falló ${missing.join(', ')}` });
      print(`- ${name}: no se corre (falló ${missing.join(', ')})`);
      return;
    }
    const run = new StepRun(name, folder, { cwd, env });
    const started = Date.now();
    print(`▶ ${name}`);
    let error;
    try {
      await step.run(run);
    } catch (caught) {
      error = caught;
    }
    const logs = await run.close();
    // A step with no cases of its own (lint, typecheck, build) is one check; a failure always counts as one.
    let tally = run.tally;
    if (error && tally.failed === 0) tally = add(tally, { ...EMPTY, failed: 1 });
    if (!error && tally.passed + tally.skipped === 0) tally = { ...EMPTY, passed: 1 };
    const result = { status: error ? 'failed' : 'passed', ms: Date.now() - started, tally };
    results.set(name, result);
    if (!error) {
      print(`✔ ${name} (${seconds(result.ms)})`);
      return;
    }
    print(`✘ ${name} (${seconds(result.ms)}): ${error.message}`);
    for (const log of logs) {
      print(`--- ${path.relative(cwd, log)} ---\n${readFileSync(log, 'utf8')}\n--- fin de ${path.relative(cwd, log)} ---`);
    }
  };

  // Every step's promise exists before any step looks for the ones it waits for.
  for (const name of chosen) finished.set(name, Promise.resolve().then(() => start(name)));
  await Promise.all(finished.values());
  return chosen.map((name) => ({ name, ...results.get(name) }));
}
