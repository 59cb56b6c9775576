#!/usr/bin/env node
/**
 * Planning grid benchmark (issue 18; figures in docs/calendar.md). Loads 22,000 reservations (2,000 touching a
 * 62-day window, 20,000 outside it) into a fresh database, starts the production server and opens
 * /admin/calendario/planilla on that window (22 units × 62 days) in Chromium, 1280 px. It checks that the window's
 * data is ONE request of the window only, times the first render (from the window's response to the painted grid,
 * median of several reloads) and records every long task (> 50 ms) while a bar is dragged across the window and
 * down the rows (the drag is then cancelled with Escape). Prints, never asserts (targets: < 200 ms, no long task).
 * It also traces as many more reloads (apart: tracing slows the page) for the main thread's CPU time over the same
 * interval, a figure the machine's load inflates far less than the wall time, for comparing builds.
 *   npm run bench -- planilla   (BENCH_RUNS=7)
 * STATIC_ROOT (the server's: a folder holding other builds of the shell and remotes) measures those builds, for A/B.
 */
// Functions passed to page.evaluate / addInitScript run in the page.
/* global window, document, requestAnimationFrame */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, provisionTestDatabase } from '@camping/dev-database/database';
import { buildStale, login, median, startApi, stop } from '../api/harness.mjs';
import { PASSWORD, addDays, log, today } from '../lib/bench-run.mjs';
import { seedPlanningData } from './seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** In the page before anything runs: long tasks, and the frame in which the grid's bars are first on screen. */
function instrument(expectedBars) {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    if (document.querySelectorAll('.plan-bar').length >= expectedBars) {
      window.__barsAt = performance.now();
      // The next frame starts after the one that painted them. The mark finds that moment in a trace.
      requestAnimationFrame(() => {
        window.__paintedAt = performance.now();
        performance.mark('planilla-pintada');
      });
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function firstRender(page, url, blank = true) {
  // A fresh document each time (the same URL with a hash would not reload).
  if (blank) await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.__paintedAt !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const response = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/endpoints/reservas?desde='));
    return {
      ms: window.__paintedAt - response.responseEnd,
      request: response.responseEnd - response.requestStart,
      bytes: response.transferSize,
      longTasks: window.__longTasks.filter((t) => t.start >= response.responseEnd).map((t) => Math.round(t.duration)),
    };
  });
}

/** Trace events that are the main thread's CPU time, by what they are. */
const CPU_KINDS = { UpdateLayoutTree: 'estilo', Layout: 'layout', PrePaint: 'prepintura', Paint: 'pintura', MinorGC: 'gc', MajorGC: 'gc' };

/**
 * One traced reload: the renderer main thread's CPU time (`tdur`) in the tasks between the window's response and
 * the frame after the bars, and how much of it went to style, layout, pre-paint, paint and garbage collection.
 */
async function mainThreadCpu(browser, page, url) {
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] });
  const { ms } = await firstRender(page, url, false);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = events.find((e) => e.name === 'planilla-pintada');
  const thread = (e) => `${e.pid}:${e.tid}`;
  const end = mark.ts;
  const start = end - ms * 1000;
  const out = { total: 0, estilo: 0, layout: 0, prepintura: 0, pintura: 0, gc: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || thread(e) !== thread(mark) || e.ts >= end || e.ts + (e.dur ?? 0) <= start) continue;
    const spent = (e.tdur ?? e.dur) / 1000;
    if (e.name === 'ThreadControllerImpl::RunTask') out.total += spent;
    if (CPU_KINDS[e.name]) out[CPU_KINDS[e.name]] += spent;
  }
  return out;
}

async function dragAcross(page) {
  const bar = page.locator('.plan-row[data-unit-id]').nth(3).locator('.plan-bar').first();
  const box = await bar.boundingBox();
  const scroller = await page.locator('.plan-scroll').boundingBox();
  const x0 = box.x + 8;
  const y0 = box.y + box.height / 2;
  const started = await page.evaluate(() => performance.now());
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 10, y0, { steps: 2 });
  // Right to the edge (the grid scrolls itself), down the rows, and back.
  await page.mouse.move(scroller.x + scroller.width - 8, y0, { steps: 60 });
  await page.waitForTimeout(1500);
  await page.mouse.move(scroller.x + scroller.width - 8, y0 + 300, { steps: 30 });
  await page.mouse.move(scroller.x + 160, y0 + 300, { steps: 60 });
  await page.waitForTimeout(1000);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const ended = await page.evaluate(() => performance.now());
  return page.evaluate(
    ([from, to]) => window.__longTasks.filter((t) => t.start >= from && t.start <= to).map((t) => Math.round(t.duration)),
    [started, ended],
  );
}

async function main() {
  await buildStale(log);
  const database = await provisionTestDatabase('camping_bench_planilla', log);
  let server;
  try {
    server = await startApi(database.url, PASSWORD);
    const { baseUrl } = server;
    const desde = addDays(today, 30);
    const seeded = await seedPlanningData(database.url, desde);
    log(`Datos: ${seeded.total} reservas, ${seeded.ventana} en la ventana ${desde} – ${seeded.hasta} (22 unidades × 62 días)`);
    const cookie = await login(baseUrl, 'admin', PASSWORD);

    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-AR', timezoneId: 'America/Argentina/San_Luis' });
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: baseUrl }]);
      await context.addInitScript(instrument, 22 * 31);
      const page = await context.newPage();
      const requests = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/endpoints/reservas')) requests.push(new URL(req.url()).search);
      });
      const url = `${baseUrl}/admin/calendario/planilla#desde=${desde}&dias=62`;
      const renders = [];
      for (let i = 0; i < RUNS + 1; i++) {
        requests.length = 0;
        renders.push(await firstRender(page, url));
      }
      const windowRequests = [...requests];
      const warm = renders.slice(1);
      const times = warm.map((r) => r.ms);
      const cpu = [];
      for (let i = 0; i < RUNS; i++) cpu.push(await mainThreadCpu(browser, page, url));
      const cpuMedian = Object.fromEntries(Object.keys(cpu[0]).map((k) => [k, Math.round(median(cpu.map((c) => c[k])))]));
      const bars = await page.locator('.plan-bar').count();
      const dragTasks = await dragAcross(page);
      const result = {
        date: new Date().toISOString(),
        reservas: seeded,
        barras: bars,
        pedidosDeLaVentana: windowRequests,
        primerRender: { frioMs: Math.round(renders[0].ms), medianaMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) },
        cpuHiloPrincipalMs: cpuMedian,
        respuesta: { medianaMs: Math.round(median(warm.map((r) => r.request))), bytes: warm[0].bytes },
        tareasLargasAlRender: warm.map((r) => r.longTasks),
        tareasLargasAlArrastrar: dragTasks,
      };
      log(`Pedidos de reservas al abrir la planilla: ${windowRequests.length} (${windowRequests.join(', ')})`);
      log(`${bars} barras dibujadas; respuesta de la ventana: mediana ${result.respuesta.medianaMs} ms, ${result.respuesta.bytes} bytes`);
      log(
        `Primer render (respuesta → grilla pintada): frío ${result.primerRender.frioMs} ms, mediana ${result.primerRender.medianaMs} ms, ` +
          `máx ${result.primerRender.maxMs} ms (${RUNS} recargas; objetivo < 200 ms)`,
      );
      log(`Tareas largas durante el render: ${JSON.stringify(result.tareasLargasAlRender)}`);
      log(
        `CPU del hilo principal en ese intervalo (${RUNS} recargas trazadas aparte): mediana ${cpuMedian.total} ms ` +
          `(estilo ${cpuMedian.estilo}, layout ${cpuMedian.layout}, prepintura ${cpuMedian.prepintura}, pintura ${cpuMedian.pintura}, GC ${cpuMedian.gc}); ` +
          `carga del equipo ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      log(
        `Arrastre a lo ancho y alto de la ventana: ${dragTasks.length} tareas largas` +
          (dragTasks.length ? ` (máx ${Math.max(...dragTasks)} ms)` : '') +
          ' (objetivo: ninguna > 50 ms)',
      );
      mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
      writeFileSync(path.join(ROOT, 'bench', 'results', 'planilla.json'), JSON.stringify(result, null, 2));
    } finally {
      await browser.close();
    }
  } finally {
    if (server) await stop(server.child);
    await database.release();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
