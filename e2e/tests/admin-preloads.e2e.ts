/**
 * An admin page announces in its HTML the files its code will ask for (docs/api.md, «Pages»), on the real server and
 * the real builds: every announced URL answers (no stale names after a rebuild), a cold load fetches each of them once
 * (the browser uses the preloaded copy, /api/auth/me included, instead of asking again) and fetches no script or
 * style that was not announced before the list's first page is asked for. An anonymous visitor gets no remote code announced.
 */
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, loggedInPage, newPage } from '../support/browser';

/** The `<link rel="preload">` URLs of a page's HTML. */
function announced(html: string): string[] {
  return [...html.matchAll(/<link rel="preload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
}

/** The scripts the HTML loads itself (the shell's entry). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
}

const pathOf = (request: Request) => {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
};

describe('admin page preloads', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('announces only files that exist, each fetched once, and every script the screen needs', async () => {
    const page = await loggedInPage(browser);
    const html = await (await page.context().request.get('/admin/reservas')).text();
    const urls = announced(html);
    expect(urls).toEqual(expect.arrayContaining(['/api/auth/me', '/remotes.json', '/remotes/mf-reservations/mf-manifest.json', '/remotes/mf-reservations/remoteEntry.js']));
    for (const url of urls) expect(`${url} ${(await page.context().request.get(url)).status()}`).toBe(`${url} 200`);

    // A cold load (this context has fetched nothing through the browser yet).
    const requested: string[] = [];
    page.on('request', (request) => requested.push(pathOf(request)));
    const listAnswered = page.waitForResponse((response) => response.url().includes('/api/endpoints/reservas?'));
    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await listAnswered;
    const loaded = [...requested];
    for (const url of urls) expect(`${url} ×${loaded.filter((path) => path === url).length}`).toBe(`${url} ×1`);
    const unannounced = loaded.filter((path) => /\.(js|css)$/.test(path) && !urls.includes(path) && !scriptsOf(html).includes(path));
    expect(unannounced).toEqual([]);
    await page.context().close();
  });

  it('announces no remote code to a visitor without a session, who gets the login', async () => {
    const page = await newPage(browser);
    const html = await (await page.context().request.get('/admin/reservas')).text();
    const urls = announced(html);
    expect(urls).toContain('/api/auth/me');
    expect(urls.filter((url) => url.startsWith('/remotes'))).toEqual([]);
    await page.context().close();
  });
});
