/**
 * A remote that needs a newer shared library than the shell provides (issue 20): built against @camping/contracts
 * 1.1.0 while the shell provides 1.0.0. It must fail alone, with the Spanish fallback inside the admin layout, never
 * a blank page; the other remotes keep working. The remote is the real mf-reports build, served from another origin
 * with its share requirement raised, as a build from a newer tree would carry it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { serveFolder, type ServedFolder } from '@camping/dev-database/static-server';
import { launchBrowser, loggedInPage, screenshot } from '../support/browser';

const REPORTS_DIST = path.resolve(__dirname, '../../mf-reports/dist');

/** The copy of mf-reports as if built against @camping/contracts 1.1.0. */
function newerContractsBuild(target: string): void {
  cpSync(REPORTS_DIST, target, { recursive: true });
  const entry = path.join(target, 'remoteEntry.js');
  const code = readFileSync(entry, 'utf8');
  const raised = code.replace(/("@camping\/contracts\/[^"]+",[^}]*?)version:"1\.0\.0"/g, '$1version:"1.1.0"').replace(
    /("@camping\/contracts\/[^"]+",[^}]*?requiredVersion:)"\^1\.0\.0"/g,
    '$1"^1.1.0"',
  );
  if (!raised.includes('requiredVersion:"^1.1.0"')) throw new Error('remoteEntry.js no declara @camping/contracts como se esperaba');
  writeFileSync(entry, raised);
}

describe('a remote that needs a newer shared library', () => {
  let browser: Browser;
  let cdn: ServedFolder;
  let cdnRoot: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    cdnRoot = mkdtempSync(path.join(tmpdir(), 'e2e-newer-'));
    newerContractsBuild(path.join(cdnRoot, 'mf-reports', 'contracts-1.1.0'));
    cdn = await serveFolder(cdnRoot);
  });
  afterAll(async () => {
    await browser.close();
    await cdn.close();
    rmSync(cdnRoot, { recursive: true, force: true });
  });

  it('shows the fallback inside the layout and leaves the other remotes working', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const url = `${cdn.url}/mf-reports/contracts-1.1.0/mf-manifest.json`;
    expect((await request.put('/api/remotes/mf-reports', { data: { url } })).status()).toBe(200);
    try {
      await page.goto('/admin/reportes');
      await page.getByRole('heading', { name: 'No pudimos cargar esta sección' }).waitFor();
      await page.getByRole('navigation', { name: 'Administración' }).waitFor();
      await screenshot(page, 'remoto-libreria-nueva');

      await page.getByRole('link', { name: 'Clientes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
      expect(await page.getByText('No pudimos cargar esta sección').count()).toBe(0);
    } finally {
      expect((await request.post('/api/remotes/mf-reports/revert', { data: {} })).status()).toBe(200);
    }
    await page.goto('/admin/reportes');
    await page.getByRole('heading', { level: 1, name: /Reportes/ }).waitFor();
  });
});
