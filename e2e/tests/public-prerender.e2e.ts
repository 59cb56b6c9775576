/**
 * Public pages drawn in their HTML (docs/public-site.md, «Prerendered pages»): every page shows before any script
 * runs, the drawing alone passes axe, and the app takes it over without anything moving.
 */
import type { Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { seriousA11yViolations } from '../support/axe';
import { PUBLIC_PAGES as PAGES } from '../support/public-pages';
import { baseUrl, launchBrowser, newPage, screenshot, VIEWPORTS, waitForPreloader } from '../support/browser';

describe('public pages drawn in their HTML', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows every page before any script runs, and the app takes it over without a shift (docs/public-site.md)', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const bare = await context.newPage();
    for (const { path, h1 } of PAGES) {
      await bare.goto(path);
      await bare.getByRole('heading', { level: 1, name: h1 }).waitFor();
      // The bar's links (in its folded menu at 390 px) and the footer's contact data are there, and the cover shows.
      await bare.locator('nav[aria-label="Navegación principal"] a[href="/cabanas"]').waitFor({ state: 'attached' });
      await bare.locator('footer address a[href^="tel:"]').waitFor();
      if (path !== '/contact') {
        await bare.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('main img')].some((img) => img.complete && img.naturalWidth > 0));
      }
    }
    await bare.goto('/camping');
    await screenshot(bare, 'publico-sin-scripts-camping');
    await context.close();

    // The drawing alone, as a visitor whose app's code never arrives keeps it, has no serious axe violation.
    const stuck = await newPage(browser, 'phone');
    await stuck.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    for (const path of ['/', '/camping']) {
      await stuck.goto(path);
      await stuck.locator('#preloader').waitFor({ state: 'detached', timeout: 8000 });
      expect(await stuck.locator('#pagina-prerenderizada').count()).toBe(1);
      expect(await seriousA11yViolations(stuck)).toEqual([]);
    }
    await stuck.context().close();

    const page = await newPage(browser, 'phone');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/camping');
    await waitForPreloader(page);
    expect(await page.locator('#contenido').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The app has the page now: a link of the bar moves without loading a page.
    await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Dormis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dormis' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    await page.context().close();
  });

  it('keeps what a visitor typed in the drawn quote form before the app took the page over (issue 34)', async () => {
    const page = await newPage(browser, 'phone');
    // The shell's code is held back until the visitor has typed: the drawn page is all there is meanwhile.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the held script holds it back.
    await page.goto('/cabanas', { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('#pagina-prerenderizada [data-testid="quote"]');
    const entrada = addDaysIso(todayIso(), 900 + Math.floor(Math.random() * 900));
    const salida = addDaysIso(entrada, 2);
    await drawn.getByLabel('Fecha de entrada').fill(formatDateAR(entrada));
    await drawn.getByLabel('Fecha de salida').fill(formatDateAR(salida));
    await drawn.getByLabel('Personas').selectOption('3');
    release();
    await waitForPreloader(page);

    const quote = page.getByTestId('quote');
    expect(await quote.getByLabel('Fecha de entrada').inputValue()).toBe(formatDateAR(entrada));
    expect(await quote.getByLabel('Fecha de salida').inputValue()).toBe(formatDateAR(salida));
    expect(await quote.getByLabel('Personas').inputValue()).toBe('3');
    // The app read them as its own: the answer is for those dates and people.
    await quote.getByText(`${formatDateAR(entrada)} al ${formatDateAR(salida)} · 2 noches · 3 personas`).waitFor();
    await screenshot(page, 'publico-cotizacion-tras-el-cambio');
    await page.context().close();
  });
});
