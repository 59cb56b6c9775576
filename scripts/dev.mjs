#!/usr/bin/env node
/**
 * `npm run dev`: the API with reload (on the embedded PostgreSQL unless DATABASE_URL is set) and every front-end's
 * dev server. The API's /remotes.json then points the shell at the remotes' dev servers (REMOTES_DEV=1).
 * Open the shell at http://localhost:3010; each remote also runs alone on its own port.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDatabase, startEmbeddedPostgres } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';

const table = JSON.parse(readFileSync(path.join(ROOT, 'libs/federation/remotes.json'), 'utf8'));
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) =>
    stream.write(chunk.toString().split('\n').filter(Boolean).map((line) => prefix + line).join('\n') + '\n');
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  children.push(child);
}

async function main() {
  const env = { REMOTES_DEV: '1', NODE_ENV: 'development' };
  if (!process.env.DATABASE_URL) {
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(ROOT, '.data', 'pg'), port: 5433, log: console.log });
    env.DATABASE_URL = await ensureDatabase(cluster.adminUrl, 'camping');
    env.DEMO_DATA = process.env.DEMO_DATA ?? '1';
  }
  await run('npm', ['run', 'build', '-w', '@camping/contracts']);
  start('api:tsc', 'npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  start('api', process.execPath, ['--watch', 'api/dist/main.js'], env);
  start('shell', 'npm', ['run', 'dev', '-w', 'shell']);
  for (const remote of table.remotes) start(remote.workspace, 'npm', ['run', 'dev', '-w', remote.workspace]);
  console.log(`\nShell: http://localhost:${table.shell.devPort}   API: http://localhost:${table.api.port}`);
  for (const remote of table.remotes) console.log(`${remote.workspace}: http://localhost:${remote.devPort}`);
}

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
main().catch((error) => {
  console.error(error.message);
  stopAll();
});
