#!/usr/bin/env node
/**
 * Where the public site's JavaScript bytes go (issue 21). Loads `/` and `/camping` in Chromium (phone viewport, as
 * Lighthouse's mobile preset; no scrolling, no input) against the production server and lists every script the page
 * downloaded until the network is quiet: its build (shell or a remote), its size minified and as gzip -9 would send
 * it, and what it is made of (source maps of the build, bytes of minified code per package or feature folder).
 * Then, per build, every chunk with its size and largest parts. Gzip sizes are deterministic for a build; timings
 * are not measured here (bench/lighthouse does).
 *
 *   npm run bench -- bundles                      # starts api/dist/main.js on a scratch database
 *   node bench/bundles/run.mjs --url=http://localhost:3000
 *   node bench/bundles/run.mjs --builds            # also every chunk of every build, pages aside
 *
 * Needs `npm run build` (the shell and the remotes, with their source maps), Chromium and PostgreSQL (DATABASE_URL,
 * else the embedded one). Targets of issue 34 (react-router-dom back, docs/decisions.md): at most 150 KB gzip of
 * JavaScript on `/` and on `/camping`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from '../production-server.mjs';
import { groupsOfFile } from './source-map-sizes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');
const { chromiumPath } = require(path.join(ROOT, 'e2e/support/chromium-path.js'));
const REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'libs/federation/remotes.json'), 'utf8')).remotes;

const PAGES = [
  { path: '/', targetKb: 150 },
  { path: '/camping', targetKb: 150 },
];
/** The network is taken as quiet after this long with no request in flight and none started. */
const QUIET_MS = 2000;

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The build a URL's file comes from, and the file on disk (for its source map). */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const build = remote ? remote[1] : 'shell';
  const file = path.join(ROOT, build, 'dist', remote ? remote[2] : pathname.slice(1));
  return { build, file: existsSync(file) ? file : null, name: path.basename(pathname) };
}

/** Every script a page downloads until its network is quiet, with its body. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-AR' });
  const page = await context.newPage();
  let inFlight = 0;
  let lastActivity = Date.now();
  const bodies = [];
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts;
}

function topGroups(groups, count) {
  if (!groups) return '(sin source map)';
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)} %`)
    .join(', ');
}

/** A page's scripts: one row each, then the page's bytes per package or folder (gzip shared out by minified size). */
function reportPage(page, scripts) {
  const rows = scripts.map(({ url, body }) => {
    const { build, file, name } = builtFile(url);
    return { build, name, raw: body.length, gzip: gzipSize(body), groups: file ? groupsOfFile(file) : null };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  console.log(`\n## ${page.path}: ${rows.length} scripts, ${kb(raw)} KB minified, ${kb(total)} KB gzip (objetivo ${page.targetKb} KB)\n`);
  console.log('| build | file | KB | KB gzip | largest parts |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.build} | ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${topGroups(r.groups, 4)} |`);

  const byGroup = new Map();
  for (const r of rows) {
    if (!r.groups) continue;
    const fileTotal = [...r.groups.values()].reduce((a, b) => a + b, 0);
    for (const [group, n] of r.groups) {
      const key = `${r.build}: ${group}`;
      const entry = byGroup.get(key) ?? { raw: 0, gzip: 0 };
      entry.raw += n;
      entry.gzip += (r.gzip * n) / fileTotal;
      byGroup.set(key, entry);
    }
  }
  console.log(`\n${page.path} by part (gzip shared out by each file's minified bytes):\n`);
  console.log('| part | KB | ~KB gzip |');
  console.log('|---|---|---|');
  for (const [name, { raw: n, gzip }] of [...byGroup.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
    if (gzip >= 0.3) console.log(`| ${name} | ${kb(n)} | ${kb(gzip)} |`);
  }
  return { page: page.path, scripts: rows.length, rawKb: raw / 1024, gzipKb: total / 1024, targetKb: page.targetKb, files: rows.map(({ groups, ...r }) => r) };
}

/** Every chunk of every build on disk: the analysis per remote, whatever page loads it. */
function reportBuilds() {
  for (const build of ['shell', ...REMOTES.map((r) => r.workspace)]) {
    const dist = path.join(ROOT, build, 'dist');
    if (!existsSync(dist)) continue;
    const files = readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const body = readFileSync(path.join(dist, name));
        return { name, raw: body.length, gzip: gzipSize(body), groups: groupsOfFile(path.join(dist, name)) };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`\n## build ${build}: ${files.length} scripts, ${kb(total)} KB gzip in all\n`);
    console.log('| file | KB | KB gzip | largest parts |');
    console.log('|---|---|---|---|');
    for (const f of files) if (f.gzip >= 512) console.log(`| ${f.name} | ${kb(f.raw)} | ${kb(f.gzip)} | ${topGroups(f.groups, 4)} |`);
  }
}

async function main() {
  const server = args.url ? { baseUrl: args.url.replace(/\/$/, ''), stop: async () => undefined } : await startProductionServer('camping_bench_bundles');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const results = [];
  try {
    for (const page of PAGES) results.push(reportPage(page, await scriptsOf(browser, `${server.baseUrl}${page.path}`)));
  } finally {
    await browser.close();
    await server.stop();
  }
  if (args.builds) reportBuilds();
  console.log('\n| page | scripts | KB minified | KB gzip | target |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    const verdict = r.gzipKb <= r.targetKb ? 'met' : 'not met';
    console.log(`| ${r.page} | ${r.scripts} | ${r.rawKb.toFixed(1)} | ${r.gzipKb.toFixed(1)} | ≤ ${r.targetKb} KB: ${verdict} |`);
  }
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'bundles.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
}

main().catch((error) => {
  console.error(`No se pudo medir: ${error.message}`);
  process.exit(1);
});
