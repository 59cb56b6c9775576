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
  // Native date inputs follow the browser's language, not the page's: es-AR shows them DD/MM/YYYY.
  '--lang=es-AR',
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

export function launchBrowser(): Promise<Browser> {
  // On Linux Chromium takes its UI locale (the one native date inputs use) from the environment, with --lang.
  return chromium.launch({
    executablePath: chromiumPath(),
    args: LAUNCH_ARGS,
    env: { ...process.env, LANG: 'es_AR.UTF-8', LANGUAGE: 'es_AR:es' },
  });
}

export async function newContext(browser: Browser, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[viewport],
    locale: 'es-AR',
    timezoneId: 'America/Argentina/San_Luis',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
}

export async function newPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<Page> {
  const context = await newContext(browser, viewport);
  return context.newPage();
}

/** Saves a full-page screenshot as artifacts/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** What is on screen (a dialog over the page), not the whole page: fixed layers stay where they are. */
export async function viewShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // the dialog's and the toast's entry animations
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width}.png`) });
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
