#!/usr/bin/env node
/**
 * `npm test -- skew` (issue 20): remotes and the shell are deployed apart, so each must work with the other's
 * previous release. Builds the shell and the remotes of the previous release (the last tag before HEAD, else the
 * merge base with main, else HEAD~1; SKEW_BASE overrides) in a temporary git worktree that borrows this checkout's
 * node_modules, then serves the old shell with the current remotes, and the current shell with the old remotes,
 * each from the current server, and opens every remote's main screen in Chromium: no fallback, no page error.
 * Then `npm run build` must have run (the current builds are used as they are).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, provisionTestDatabase, ROOT } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';
import { E2E_ADMIN, startServer } from '@camping/dev-database/server';
import remotesTable from '@camping/federation/remotes.json' with { type: 'json' };
import { smokeTest } from './deploy-remote.mjs';

const REMOTES = remotesTable.remotes.map((remote) => remote.workspace);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
const log = (message) => process.stdout.write(`[skew] ${message}\n`);

function baseRevision() {
  if (process.env.SKEW_BASE) return process.env.SKEW_BASE;
  try {
    return git('describe', '--tags', '--abbrev=0', 'HEAD^');
  } catch {
    // No release tag yet.
  }
  try {
    const mergeBase = git('merge-base', 'HEAD', 'main');
    if (mergeBase !== git('rev-parse', 'HEAD')) return mergeBase;
  } catch {
    // No main branch here.
  }
  return 'HEAD~1';
}

/**
 * The old tree uses this checkout's packages, except its own workspaces: npm's links to them are relative, so copied
 * as they are they point into the old tree.
 */
function borrowNodeModules(tree) {
  const link = (from, to) => {
    for (const entry of readdirSync(from)) {
      if (entry === '.bin' || entry === '.package-lock.json') continue;
      const source = path.join(from, entry);
      const target = path.join(to, entry);
      const stats = lstatSync(source);
      if (stats.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
      else if (entry.startsWith('@')) {
        mkdirSync(target);
        link(source, target);
      } else symlinkSync(source, target);
    }
  };
  mkdirSync(path.join(tree, 'node_modules'));
  link(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  for (const workspace of ['shell', ...REMOTES]) {
    const own = path.join(ROOT, workspace, 'node_modules');
    const old = path.join(tree, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(tree, workspace)) && !existsSync(old)) symlinkSync(own, old);
  }
}

/** A STATIC_ROOT whose shell and remotes come from the trees chosen. */
function staticRoot(folder, shellTree, remotesTree) {
  for (const [workspace, tree] of [['shell', shellTree], ...REMOTES.map((remote) => [remote, remotesTree])]) {
    mkdirSync(path.join(folder, workspace), { recursive: true });
    symlinkSync(path.join(tree, workspace, 'dist'), path.join(folder, workspace, 'dist'));
  }
  return folder;
}

async function smokeWith(label, root) {
  const database = await provisionTestDatabase('camping_test_skew');
  const server = await startServer({ databaseUrl: database.url, port: await freePort(), env: { STATIC_ROOT: root }, quiet: true });
  try {
    await smokeTest(server.baseUrl, REMOTES, E2E_ADMIN);
    log(`${label}: cada remoto muestra su pantalla principal`);
  } finally {
    await server.stop();
    await database.release();
  }
}

const started = Date.now();
const base = baseRevision();
const work = mkdtempSync(path.join(tmpdir(), 'camping-skew-'));
const tree = path.join(work, 'anterior');
log(`versión anterior: ${base} (${git('rev-parse', '--short', base)})`);
git('worktree', 'add', '--detach', tree, base);
try {
  borrowNodeModules(tree);
  const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  for (const workspace of ['shell', ...REMOTES]) {
    await run(process.execPath, [rspack, 'build', '--mode', 'production'], { cwd: path.join(tree, workspace), stdio: ['ignore', 'ignore', 'inherit'] });
  }
  log(`compilada la versión anterior (${Math.round((Date.now() - started) / 1000)} s)`);
  await smokeWith('shell anterior con los remotos actuales', staticRoot(path.join(work, 'shell-anterior'), tree, ROOT));
  await smokeWith('shell actual con los remotos anteriores', staticRoot(path.join(work, 'remotos-anteriores'), ROOT, tree));
} finally {
  git('worktree', 'remove', '--force', tree);
  rmSync(work, { recursive: true, force: true });
}
log(`bien en ${Math.round((Date.now() - started) / 1000)} s`);
