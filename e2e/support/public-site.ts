/** What the public site's browser tests share: opening a page as a visitor, walking it to its end, the site's data. */
import type { Page } from 'playwright-core';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { waitForPreloader } from './browser';

/** The admin area's remotes: a visitor of the public site downloads none of their code. */
export const ADMIN_REMOTES = ['mf-calendar', 'mf-reservations', 'mf-clients', 'mf-reports'];

/** Opens a public page and waits for the preloader to leave and the app to take the page over. */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPreloader(page);
}

/** Scrolls through the page so every scroll animation has played and every picture has loaded (screenshots and axe see the final page). */
export async function revealAll(page: Page): Promise<void> {
  const blocks = page.locator('.pub-reveal');
  for (let i = 0; i < (await blocks.count()); i++) {
    await blocks.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((n) => document.querySelectorAll('.pub-reveal')[n].classList.contains('pub-revealed'), i);
  }
  // Lazy pictures load as they come near the viewport: walk past each one and wait for it.
  const lazy = page.locator('img[loading="lazy"]');
  for (let i = 0; i < (await lazy.count()); i += 4) {
    await lazy.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((n) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].slice(n, n + 4);
      return imgs.every((img) => img.complete && img.naturalWidth > 0);
    }, i);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top the bar fades back from its 'scrolled' style (250 ms).
  await page.waitForFunction(() => {
    const bar = document.querySelector('[data-testid="public-navbar"]');
    return !!bar && !bar.classList.contains('scrolled') && getComputedStyle(bar).backgroundColor === 'rgba(14, 34, 21, 0.7)';
  });
  // The reveal transition lasts 1000 ms.
  await page.waitForFunction(() => [...document.querySelectorAll('.pub-reveal')].every((e) => getComputedStyle(e).opacity === '1'));
}

/** The site's contact data and settings, as the API serves them to the public pages. */
export async function sitio(page: Page): Promise<Sitio> {
  return (await page.context().request.get('/api/public/sitio')).json();
}
