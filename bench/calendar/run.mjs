#!/usr/bin/env node
/**
 * Benchmark: the month view with 2,000 reservations in the month, time from data to painted calendar (target
 * < 300 ms on the project's machine). Builds a page with the calendar's real components and stylesheets, opens it in
 * Debian's Chromium and prints the median of several runs. Prints, never asserts.
 *
 *   node bench/calendar/run.mjs [--runs 15] [--count 2000]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { chromiumPath } = require('../../e2e/support/chromium-path.js');
const { LAUNCH_ARGS } = { LAUNCH_ARGS: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] };

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const OUT = path.join(ROOT, 'bench', 'results', 'calendar-harness');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? Number(process.argv[i + 1]) : fallback;
}
const RUNS = arg('runs', 15);
const COUNT = arg('count', 2000);
const ANCHOR = '2026-01-15';

/** Builds the page with the calendar remote's own rules (bench/calendar/rspack.config.ts). */
function build() {
  const result = spawnSync('npx', ['rspack', 'build', '-c', path.join(HERE, 'rspack.config.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`No se pudo compilar la página de prueba:\n${result.stdout}`);
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p90: at(0.9), min: sorted[0], max: sorted[sorted.length - 1] };
}

const fmt = (ms) => `${ms.toFixed(0).padStart(4)} ms`;

async function main() {
  const started = Date.now();
  build();
  console.log(`Página de prueba compilada en ${Date.now() - started} ms (${path.relative(ROOT, OUT)})`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
  const scenarios = [
    { name: `${COUNT} reservas de camping (todas visibles, el peor caso)`, tipo: 3, show: 3 },
    { name: `${COUNT} reservas de los cuatro tipos, filtro Cabañas`, tipo: 'mixed', show: 1 },
  ];
  const results = [];
  try {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage({ viewport, locale: 'es-AR', timezoneId: 'America/Argentina/San_Luis' });
      await page.goto(pathToFileURL(path.join(OUT, 'index.html')).href);
      await page.waitForFunction(() => Boolean(globalThis.__calendarBench));
      for (const scenario of scenarios) {
        const options = { count: COUNT, tipo: scenario.tipo, show: scenario.show, anchor: ANCHOR };
        for (let i = 0; i < 3; i++) await page.evaluate((o) => globalThis.__calendarBench.run(o), options); // warm-up
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate((o) => globalThis.__calendarBench.run(o), options));
        const painted = summary(runs.map((r) => r.paintedMs));
        const render = summary(runs.map((r) => r.renderMs));
        results.push({ viewport: viewport.width, scenario: scenario.name, painted, render, drawn: runs[0].drawn, more: runs[0].more });
        console.log(
          `${String(viewport.width).padStart(4)} px · ${scenario.name}\n` +
            `         datos → pintado: mediana ${fmt(painted.median)}  p90 ${fmt(painted.p90)}  (mín ${fmt(painted.min)}, máx ${fmt(painted.max)})\n` +
            `         render + commit: mediana ${fmt(render.median)}  · ${runs[0].drawn} barras dibujadas, ${runs[0].more} enlaces "+N más"`,
        );
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', 'calendar-month.json');
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, count: COUNT, results }, null, 2));
  console.log(`Objetivo: < 300 ms de datos a pintado (no se verifica). Resultados en ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
