/**
 * The time until /admin/reservas shows its first row in Chromium, from the navigation's start (performance.timeOrigin,
 * the reference of the browser's own paint metrics; the wall clock around page.goto also counts the browser starting
 * the site's renderer process, reported apart).
 *
 * Cold: each load in a fresh browser context (empty cache, no compiled code kept), BENCH_COLD_RUNS times (median):
 * one cold load on a shared machine varies by ±300 ms. Warm: one context, a first load to fill its cache, then the
 * median of 3. With several servers (an earlier build, BENCH_LISTS_BEFORE) their cold loads alternate in the same
 * minutes, so a busy machine weighs on both alike.
 *
 * BENCH_LATENCY_MS adds that round trip to every request (Chromium's network emulation, no bandwidth limit): on
 * loopback a request costs no travel, which hides what loading in waves costs over a real connection.
 */
import { chromium } from 'playwright-core';
import { median } from '../api/harness.mjs';

/** Records, inside the page, when the first row of the list is on the page (ms since the navigation started). */
const FIRST_ROW_OBSERVER = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('tr[data-reserva-id]')) {
      globalThis.__primeraFila = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

async function newPage(browser, baseUrl, cookie) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-AR' });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  await page.addInitScript(FIRST_ROW_OBSERVER);
  if (LATENCY_MS > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  }
  return { context, page };
}

/** One load: ms from page.goto and from the navigation's start to the first row. */
async function load(page, baseUrl) {
  const started = performance.now();
  await page.goto(`${baseUrl}/admin/reservas`);
  await page.locator('tr[data-reserva-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
  return { goto: Math.round(performance.now() - started), inPage: Math.round(await page.evaluate(() => globalThis.__primeraFila)) };
}

async function warm(browser, baseUrl, cookie) {
  const { context, page } = await newPage(browser, baseUrl, cookie);
  try {
    const pageRequests = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/endpoints/reservas')) pageRequests.push(new URL(req.url()).search);
    });
    await load(page, baseUrl);
    const loads = [];
    for (let i = 0; i < 3; i++) loads.push(await load(page, baseUrl));
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/endpoints/reservas'))
        .reduce((sum, e) => sum + e.transferSize, 0),
    );
    return { loads, pedidos: [...new Set(pageRequests)], bytes };
  } finally {
    await context.close();
  }
}

/** `servers`: [{ baseUrl }], the first the build measured; each gets its figures. */
export async function firstPageInChromium(servers, cookie, coldRuns) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const cold = servers.map(() => []);
    for (let round = 0; round < coldRuns; round++) {
      for (const [i, server] of servers.entries()) {
        const { context, page } = await newPage(browser, server.baseUrl, cookie);
        try {
          cold[i].push(await load(page, server.baseUrl));
        } finally {
          await context.close();
        }
      }
    }
    const results = [];
    for (const [i, server] of servers.entries()) {
      const tibio = await warm(browser, server.baseUrl, cookie);
      results.push({
        frio: median(cold[i].map((l) => l.goto)),
        frio_desde_navegacion: median(cold[i].map((l) => l.inPage)),
        frio_muestras: cold[i].map((l) => l.inPage),
        tibio: median(tibio.loads.map((l) => l.goto)),
        tibio_desde_navegacion: median(tibio.loads.map((l) => l.inPage)),
        pedidos: tibio.pedidos,
        bytes: tibio.bytes,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
