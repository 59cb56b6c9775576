/**
 * Every public page as a visitor and a search engine get it (spec sections 1 and 9), at 1280 and 390 px: its title,
 * description, Open Graph tags and JSON-LD, no admin code downloaded, no serious axe violation once every scroll
 * animation has played. The longest walk of the public site, in a file of its own so it runs beside the rest
 * (public-site.e2e.ts).
 */
import type { Browser, Request } from 'playwright-core';
import { seriousA11yViolations } from '../support/axe';
import { PUBLIC_PAGES as PAGES } from '../support/public-pages';
import { ADMIN_REMOTES, openPublicPage as open, revealAll } from '../support/public-site';
import { launchBrowser, newPage, screenshot, type ViewportName } from '../support/browser';

describe('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['desktop', 'phone'] as ViewportName[])(
    'every page has its title, description, Open Graph, JSON-LD, no admin code, no serious axe violation (%s)',
    async (viewport) => {
      const page = await newPage(browser, viewport);
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(request.url()));
      const titles = new Set<string>();
      for (const { path, name, h1 } of PAGES) {
        await open(page, path);
        await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('es-AR');
        await page.waitForFunction(() => document.getElementById('datos-estructurados-complejo'));
        const meta = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
          ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
          ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
          jsonLd: JSON.parse(document.getElementById('datos-estructurados-complejo')!.textContent!),
        }));
        titles.add(meta.title);
        expect(meta.description?.length).toBeGreaterThan(60);
        expect(meta.title).toContain(meta.ogTitle!);
        expect(meta.ogUrl).toBe(new URL(path, page.url()).href);
        expect(meta.ogImage).toMatch(/^http/);
        expect(meta.jsonLd['@type']).toEqual(['Campground', 'LodgingBusiness']);
        await revealAll(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `publico-${name}`);
      }
      expect(titles.size).toBe(PAGES.length);
      await page.waitForLoadState('networkidle');
      for (const remote of ADMIN_REMOTES) expect(requests.filter((url) => url.includes(`/remotes/${remote}/`))).toEqual([]);
      await page.context().close();
    },
    // Every public page with axe, one after the other: more than one test's default minute on a loaded machine.
    180_000,
  );
});
