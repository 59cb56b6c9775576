#!/usr/bin/env node
/**
 * `npm test -- skew` (issue 20): remotes and the shell are deployed apart, so each must work with the other's
 * previous release. Builds the shell and the remotes of the previous release (the last tag before HEAD, else the
 * merge base with main, else HEAD~1; SKEW_BASE overrides) in a temporary git worktree that borrows this checkout's
 * node_modules, and keeps those builds by commit (node_modules/.cache/camping-skew/, the last base only), so an
 * unchanged base is not built again; a base whose front end is today's is not built at all. Then serves the old shell with the current remotes, and the current shell with
 * the old remotes, each from the current server, and opens every remote's main screen in Chromium: no fallback, no
 * page error; one case (a TAP line) per remote and pairing. `npm run build` must have run (the current builds are
 * used as they are).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provisionTestDatabase, ROOT } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';
import { E2E_ADMIN, startServer } from '@camping/dev-database/server';
import remotesTable from '@camping/federation/remotes.json' with { type: 'json' };
import { smokeFailures } from './deploy-remote.mjs';
import { tapReporter } from './test/tap.mjs';

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
  // The libraries' own node_modules too: libs/ui keeps a version of its own when the root's differs.
  for (const workspace of ['shell', ...REMOTES, ...FRONT_END_LIBS]) {
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

const CACHE = path.join(ROOT, 'node_modules/.cache/camping-skew');

/** The libraries the shell and the remotes are built from. */
const FRONT_END_LIBS = ['libs/contracts', 'libs/ui', 'libs/federation'];

/** What the shell's and the remotes' builds are made of. */
const FRONT_END_SOURCES = ['shell', ...REMOTES, ...FRONT_END_LIBS, 'package-lock.json', 'tsconfig.base.json'];

/** Whether the working tree's front end is the commit's (then the commit's builds would be today's). */
function sameFrontEnd(commit) {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', ...FRONT_END_SOURCES], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The previous release's builds (a tree with <workspace>/dist for the shell and every remote): from the cache when
 * this commit was built before, else built in a git worktree and kept, replacing any older commit's.
 */
async function previousBuilds(commit) {
  if (sameFrontEnd(commit)) {
    log('la versión anterior tiene el mismo front end que esta: sus compilaciones son las actuales');
    return ROOT;
  }
  const kept = path.join(CACHE, commit);
  if (existsSync(path.join(kept, 'complete'))) {
    log(`versión anterior ya compilada (${path.relative(ROOT, kept)})`);
    return kept;
  }
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'camping-skew-'));
  const tree = path.join(work, 'anterior');
  git('worktree', 'add', '--detach', tree, commit);
  try {
    borrowNodeModules(tree);
    const rspack = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
    for (const workspace of ['shell', ...REMOTES]) {
      await run(process.execPath, [rspack, 'build', '--mode', 'production'], { cwd: path.join(tree, workspace), stdio: ['ignore', 'ignore', 'inherit'] });
    }
    rmSync(CACHE, { recursive: true, force: true });
    for (const workspace of ['shell', ...REMOTES]) cpSync(path.join(tree, workspace, 'dist'), path.join(kept, workspace, 'dist'), { recursive: true });
    // Written last: a run stopped halfway leaves a folder without it, built again next time.
    mkdirSync(path.join(kept, 'complete'));
  } finally {
    git('worktree', 'remove', '--force', tree);
    rmSync(work, { recursive: true, force: true });
  }
  log(`compilada la versión anterior (${Math.round((Date.now() - started) / 1000)} s)`);
  return kept;
}

async function smokeWith(tap, label, root) {
  const database = await provisionTestDatabase('camping_test_skew');
  const server = await startServer({ databaseUrl: database.url, env: { STATIC_ROOT: root }, quiet: true });
  try {
    const failures = await smokeFailures(server.baseUrl, REMOTES, E2E_ADMIN);
    for (const remote of REMOTES) {
      const failure = failures.find((f) => f.remote === remote);
      if (failure) tap.notOk(`${label}: ${remote}`, failure.message);
      else tap.ok(`${label}: ${remote} muestra su pantalla principal`);
    }
  } finally {
    await server.stop();
    await database.release();
  }
}

const started = Date.now();
const base = baseRevision();
const commit = git('rev-parse', base);
log(`versión anterior: ${base} (${commit.slice(0, 7)})`);
const previous = await previousBuilds(commit);
const work = mkdtempSync(path.join(tmpdir(), 'camping-skew-'));
const tap = tapReporter();
try {
  await smokeWith(tap, 'shell anterior con los remotos actuales', staticRoot(path.join(work, 'shell-anterior'), previous, ROOT));
  await smokeWith(tap, 'shell actual con los remotos anteriores', staticRoot(path.join(work, 'remotos-anteriores'), ROOT, previous));
} finally {
  rmSync(work, { recursive: true, force: true });
  tap.end();
}
log(`${tap.failed ? 'falló' : 'bien'} en ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = tap.failed ? 1 : 0;
