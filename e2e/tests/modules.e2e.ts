/**
 * «Módulos» on the real server (issue 20): an administrator points the reports remote at a copy of its build on
 * another origin (a local folder standing for the CDN), the reports screen then loads from there and the screen
 * says which build this tab runs; a URL that is not a manifest is refused under its field; «Revertir» asks first
 * and goes back. Screenshots at 1280 and 390.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serveFolder, type ServedFolder } from '@camping/dev-database/static-server';
import { MSG } from '@camping/contracts/messages';
import { launchBrowser, loggedInPage, screenshot, viewShot } from '../support/browser';

const REPORTS_DIST = path.resolve(__dirname, '../../mf-reports/dist');

async function openModulos(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Módulos' }).click();
  await page.getByRole('heading', { level: 1, name: 'Módulos' }).waitFor();
  await page.getByRole('listitem', { name: /Reportes/ }).waitFor();
}

describe('Módulos', () => {
  let browser: Browser;
  let cdn: ServedFolder;
  let cdnRoot: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    cdnRoot = mkdtempSync(path.join(tmpdir(), 'e2e-cdn-'));
    cpSync(REPORTS_DIST, path.join(cdnRoot, 'mf-reports', 'nueva'), { recursive: true });
    cdn = await serveFolder(cdnRoot);
  });
  afterAll(async () => {
    await browser.close();
    await cdn.close();
    rmSync(cdnRoot, { recursive: true, force: true });
  });

  it('switches the reports remote to another origin, shows the loaded build, refuses a broken URL and reverts', async () => {
    const page = await loggedInPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/calendario');
    await openModulos(page);
    const card = page.getByRole('listitem', { name: /Reportes/ });
    await card.getByText('/remotes/mf-reports/mf-manifest.json').first().waitFor();
    await screenshot(page, 'modulos');

    // A URL that serves nothing is refused under the field, and nothing changes.
    await card.getByLabel('Nueva URL del mf-manifest.json').fill(`${cdn.url}/mf-reports/no-existe/mf-manifest.json`);
    await card.getByRole('button', { name: 'Cambiar URL' }).click();
    await card.getByText(MSG.remotoManifiestoInaccesible).waitFor();

    const url = `${cdn.url}/mf-reports/nueva/mf-manifest.json`;
    await card.getByLabel('Nueva URL del mf-manifest.json').fill(url);
    await card.getByRole('button', { name: 'Cambiar URL' }).click();
    await page.getByText(MSG.remotoActualizado).first().waitFor();
    await card.getByText(url).first().waitFor();
    expect((await (await page.context().request.get('/remotes.json')).json())['mf-reports']).toBe(url);

    // A new page load takes the reports remote from the CDN's origin (the CSP allows it).
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.url)) fromCdn.push(request.url());
    });
    await page.goto('/admin/reportes');
    await page.getByRole('heading', { level: 1, name: /Reportes/ }).waitFor();
    expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    await openModulos(page);
    const stamp = (await (await page.context().request.get('/api/remotes')).json()).remotos.find(
      (r: { name: string }) => r.name === 'mf-reports',
    ) as { version: string; commit: string };
    expect(stamp.version).toBe('1.0.0');
    await card.getByText(`Cargada en esta pestaña`).waitFor();
    await card.getByText(`${stamp.version} · ${stamp.commit}`).first().waitFor();
    expect(await card.getByText(`${stamp.version} · ${stamp.commit}`).count()).toBe(2);
    await screenshot(page, 'modulos-cambiado');

    await card.getByRole('button', { name: 'Revertir Reportes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revertir Reportes' });
    await dialog.waitFor();
    await viewShot(page, 'modulos-revertir');
    await dialog.getByRole('button', { name: 'Revertir' }).click();
    await page.getByText(MSG.remotoRevertido).first().waitFor();
    expect((await (await page.context().request.get('/remotes.json')).json())['mf-reports']).toBe('/remotes/mf-reports/mf-manifest.json');
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const page = await loggedInPage(browser, 'phone');
    await page.goto('/admin/modulos');
    await page.getByRole('heading', { level: 1, name: 'Módulos' }).waitFor();
    await page.getByRole('listitem', { name: /Reportes/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'modulos');
  });
});
