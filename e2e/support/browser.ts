/** Chromium (Debian's, via playwright-core) with the project's launch flags, pages and screenshots. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chromiumPath } = require('./chromium-path') as { chromiumPath: () => string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { E2E_ADMIN } = require('./server') as { E2E_ADMIN: { usuario: string; contrasena: string } };

export { E2E_ADMIN };

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = path.resolve(__dirname, '../artifacts/screenshots');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL no está definida: la fija support/global-setup.js');
  return url;
}

/** The browsers this test file launched and has not closed: a failing test saves what their pages show. */
const openBrowsers = new Set<Browser>();

/** The language a browser was launched in; its pages' contexts get the same locale. */
export type BrowserLanguage = 'es-AR' | 'en-US';
const browserLanguages = new WeakMap<Browser, BrowserLanguage>();

/**
 * Chromium speaking Argentine Spanish, as the complex's computers do; `'en-US'` for the tests that prove a screen does
 * not depend on it (the date field, issue 34). On Linux Chromium takes its UI locale from the environment and --lang.
 */
export async function launchBrowser(language: BrowserLanguage = 'es-AR'): Promise<Browser> {
  const [lang, region] = language.split('-');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...LAUNCH_ARGS, `--lang=${language}`],
    env: { ...process.env, LANG: `${lang}_${region}.UTF-8`, LANGUAGE: `${lang}_${region}:${lang}` },
  });
  browserLanguages.set(browser, language);
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

export const FAILURE_DIR = path.resolve(__dirname, '../artifacts/failures');

/**
 * Saves every open page as artifacts/failures/<test file>--<test>--<n>.png, called by support/environment.js when a
 * test fails: what the screen showed at the failure, without a gallery on every run.
 */
async function savePagesOnFailure(testName: string): Promise<void> {
  const file = path.basename(expect.getState().testPath ?? 'prueba', '.e2e.ts');
  const slug = `${file}--${testName}`.normalize('NFD').replace(/[^\w-]+/g, '-').slice(0, 150);
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  mkdirSync(FAILURE_DIR, { recursive: true });
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(FAILURE_DIR, `${slug}--${index + 1}.png`), timeout: 5000 }).catch(() => undefined),
    ),
  );
}
(globalThis as { __savePagesOnFailure?: (testName: string) => Promise<void> }).__savePagesOnFailure = savePagesOnFailure;

export async function newContext(browser: Browser, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[viewport],
    locale: browserLanguages.get(browser) ?? 'es-AR',
    timezoneId: 'America/Argentina/San_Luis',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
}

export async function newPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<Page> {
  const context = await newContext(browser, viewport);
  return context.newPage();
}

/**
 * The screenshot gallery (`npm run screenshots`, docs/testing.md): every screen at 1280 and 390 px in
 * artifacts/screenshots/, for a person to look at when a screen changes. `npm test` takes none (its assertions check
 * the screens); a failing test saves what its pages showed instead (support/environment.js).
 */
export const GALLERY = process.env.E2E_GALLERY === '1';

function galleryFile(page: Page, name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`);
}

/** Until the entry animations of dialogs, toasts and menus have played (a spinner's endless turn is not waited for). */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The whole page for the gallery, as artifacts/screenshots/<name>-<width>.png. `fromTop`: scrolled back to the top
 * first, so sticky bars are drawn where a person sees them.
 */
export async function screenshot(page: Page, name: string, { fromTop = false } = {}): Promise<void> {
  if (!GALLERY) return;
  if (fromTop) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  await page.screenshot({ path: galleryFile(page, name), fullPage: true });
}

/** What is on screen (a dialog over the page, a toast, an open menu) for the gallery: fixed layers stay where they are. */
export async function viewShot(page: Page, name: string): Promise<void> {
  if (!GALLERY) return;
  await animationsDone(page);
  await page.screenshot({ path: galleryFile(page, name) });
}

/** One part of the screen for the gallery (the quote box...). */
export async function elementShot(page: Page, selector: string, name: string): Promise<void> {
  if (!GALLERY) return;
  await page.locator(selector).screenshot({ path: galleryFile(page, name) });
}

/**
 * The public preloader covers the page for 2 s on every load; tests wait for it to leave, and for the app to have
 * taken over a page sent prerendered (docs/public-site.md, «Prerendered pages»): until then its buttons are drawn only.
 */
export async function waitForPreloader(page: Page): Promise<void> {
  await page.locator('#preloader').waitFor({ state: 'detached', timeout: 8000 });
  await page.locator('#pagina-prerenderizada').waitFor({ state: 'detached', timeout: 15000 });
}

/** Logs in through the real modal, as a receptionist would. */
export async function loginThroughModal(page: Page, contrasena = E2E_ADMIN.contrasena): Promise<void> {
  await page.goto('/');
  await waitForPreloader(page);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Usuario').fill(E2E_ADMIN.usuario);
  await page.getByLabel('Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** A signed-in context without the UI, for tests about other screens. */
export async function loggedInPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<Page> {
  const context = await newContext(browser, viewport);
  const response = await context.request.post('/api/auth/login', { data: E2E_ADMIN });
  if (!response.ok()) throw new Error(`No se pudo iniciar sesión para la prueba: ${response.status()}`);
  return context.newPage();
}
