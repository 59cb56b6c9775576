#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G power emulation, slow 4G, 4x CPU slowdown) against the production server for
 * the public pages `/` and `/camping`. Prints the four category scores and the JavaScript the page downloaded, as
 * transferred and as gzip would send it. Results are kept in bench/results/.
 *
 *   node bench/lighthouse/run.mjs                      # builds nothing; starts api/dist/main.js on a scratch database
 *   node bench/lighthouse/run.mjs --url=http://localhost:3000   # an already running server
 *   node bench/lighthouse/run.mjs --runs=3             # median of several runs per page
 *
 * Needs `npm run build` first, Chromium (/usr/bin/chromium or CHROME_PATH) and PostgreSQL (DATABASE_URL, else the
 * embedded one). Targets of issue 34 (react-router-dom back): performance >= 93, LCP <= 1.2 s; accessibility, best
 * practices and SEO 100; JavaScript at most 150 KB gzip on `/` and on `/camping`. TBT is printed, not judged.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from '../production-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const PAGES = ['/', '/camping'];
const TARGETS = { performance: 93, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200 };
const JS_GZIP_KB = { '/': 150, '/camping': 150 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const runs = Math.max(1, Number(args.runs ?? 1));

function chromePath() {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) throw new Error(`No encuentro Chromium en ${candidate}: sudo apt-get install -y chromium`);
  return candidate;
}

/** Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine: such a run is repeated. */
async function runLighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`Corrida fallida (${error.message}); se repite.`);
    }
  }
}

function runLighthouse(url) {
  const cli = require.resolve('lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse terminó con código ${code}`));
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Scripts the page downloaded: bytes on the wire, and what gzip makes of each (the server may not compress). */
async function javascriptBytes(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  let transferred = 0;
  let gzip = 0;
  for (const script of scripts) {
    transferred += script.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { count: scripts.length, transferredKb: transferred / 1024, gzipKb: gzip / 1024 };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const server = args.url ? { baseUrl: args.url.replace(/\/$/, ''), stop: async () => undefined } : await startProductionServer('camping_bench_lighthouse');
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const rows = [];
  try {
    for (const page of PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const report = await runLighthouseWithRetry(`${server.baseUrl}${page}`);
        const scores = Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]));
        const js = await javascriptBytes(report);
        const metrics = {
          lcpMs: report.audits['largest-contentful-paint']?.numericValue,
          tbtMs: report.audits['total-blocking-time']?.numericValue,
          cls: report.audits['cumulative-layout-shift']?.numericValue,
          fcpMs: report.audits['first-contentful-paint']?.numericValue,
        };
        const failed = Object.values(report.categories)
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => report.audits[r.id]))
          .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id);
        samples.push({ scores, js, metrics, failed });
        writeFileSync(path.join(resultsDir, `lighthouse${page === '/' ? '-inicio' : page.replace(/\//g, '-')}.json`), JSON.stringify(report));
      }
      const pick = (f) => median(samples.map(f));
      rows.push({
        page,
        performance: pick((s) => s.scores.performance),
        accessibility: pick((s) => s.scores.accessibility),
        'best-practices': pick((s) => s.scores['best-practices']),
        seo: pick((s) => s.scores.seo),
        jsFiles: samples[0].js.count,
        jsKb: pick((s) => s.js.transferredKb),
        jsGzipKb: pick((s) => s.js.gzipKb),
        lcpMs: pick((s) => s.metrics.lcpMs),
        tbtMs: pick((s) => s.metrics.tbtMs),
        cls: pick((s) => s.metrics.cls),
        belowPar: [...new Set(samples.flatMap((s) => s.failed))],
      });
    }
  } finally {
    await server.stop();
  }

  const pad = (v, n) => String(v).padStart(n);
  console.log(`\nLighthouse ${require('lighthouse/package.json').version}, preset móvil, ${runs} corrida(s) por página (mediana)\n`);
  console.log('página     rendim.  accesib.  buenas p.  SEO   JS (archivos, transferido, gzip)   LCP      TBT     CLS');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(10)} ${pad(r.performance, 6)}  ${pad(r.accessibility, 8)}  ${pad(r['best-practices'], 9)}  ${pad(r.seo, 4)}   ` +
        `${pad(r.jsFiles, 3)} archivos, ${pad(r.jsKb.toFixed(0), 4)} KB, ${pad(r.jsGzipKb.toFixed(0), 4)} KB gzip   ` +
        `${pad((r.lcpMs / 1000).toFixed(1), 4)} s  ${pad(r.tbtMs.toFixed(0), 4)} ms  ${r.cls.toFixed(3)}`,
    );
    if (r.belowPar.length) console.log(`           auditorías por debajo de 0,9: ${r.belowPar.join(', ')}`);
  }
  const misses = rows.flatMap((r) => [
    ...['performance', 'accessibility', 'best-practices', 'seo'].filter((k) => r[k] < TARGETS[k]).map((k) => `${r.page} ${k} ${r[k]} < ${TARGETS[k]}`),
    ...(r.lcpMs > TARGETS.lcpMs ? [`${r.page} LCP ${(r.lcpMs / 1000).toFixed(1)} s > ${TARGETS.lcpMs / 1000} s`] : []),
    ...(r.jsGzipKb > JS_GZIP_KB[r.page] ? [`${r.page} JavaScript ${r.jsGzipKb.toFixed(0)} KB gzip > ${JS_GZIP_KB[r.page]} KB`] : []),
  ]);
  console.log(misses.length ? `\nFuera de objetivo:\n  ${misses.join('\n  ')}` : '\nTodos los objetivos cumplidos.');
  writeFileSync(path.join(resultsDir, 'lighthouse-resumen.json'), JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2));
}

main().catch((error) => {
  console.error(`No se pudo medir: ${error.message}`);
  process.exit(1);
});

