/**
 * The public site as a visitor uses it (spec sections 1, 2 and 9): the bar and its menu, the galleries and their
 * full-screen view, the WhatsApp bubble, scroll-to-top, video, map, robots.txt and the sitemap. Every page's tags and
 * accessibility: public-site-pages.e2e.ts.
 */
import type { Browser } from 'playwright-core';
import { PUBLIC_PAGES as PAGES } from '../support/public-pages';
import { openPublicPage as open, sitio } from '../support/public-site';
import { launchBrowser, loggedInPage, newPage, viewShot } from '../support/browser';

describe('public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("has the hero text and a 'Reservar Ahora' that opens the business WhatsApp in a new tab", async () => {
    const page = await newPage(browser);
    await open(page, '/');
    const { whatsapp } = await sitio(page);
    const hero = page.getByRole('region', { name: 'Tu escape perfecto a la naturaleza' });
    await hero.getByRole('heading', { level: 1, name: 'Tu escape perfecto a la naturaleza' }).waitFor();
    const button = hero.getByRole('link', { name: 'Reservar Ahora' });
    await expect(button.getAttribute('href')).resolves.toMatch(new RegExp(`^https://wa\\.me/${whatsapp}\\?text=`));
    await expect(button.getAttribute('target')).resolves.toBe('_blank');
    await expect(button.getAttribute('rel')).resolves.toContain('noopener');
    // No network here: the new tab's request to wa.me is what proves it opened.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', (r) => r.url().startsWith(`https://wa.me/${whatsapp}`)),
      button.click(),
    ]);
    await tab.close();
    await page.context().close();
  });

  it('goes everywhere from the bar, scrolling to the home sections from another page', async () => {
    const page = await newPage(browser);
    await open(page, '/camping');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const inView = (id: string) =>
      page.waitForFunction((target) => {
        const rect = document.getElementById(target)?.getBoundingClientRect();
        return !!rect && rect.top >= -2 && rect.top < window.innerHeight / 2;
      }, id);
    const steps: Array<[string, string, string | null]> = [
      ['Sobre Nosotros', '/#about', 'about'],
      ['Cabañas', '/cabanas', null],
      ['Servicios', '/#servicios', 'servicios'],
      ['Dormis', '/dormis', null],
      ['Contacto', '/#contact', 'contact'],
      ['Camping', '/camping', null],
      ['Inicio', '/', null],
    ];
    for (const [label, target, section] of steps) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
      if (section) await inView(section);
      else await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.getByRole('heading', { level: 1, name: 'Tu escape perfecto a la naturaleza' }).waitFor();
    // The logo goes home too.
    await page.goto('/dormis');
    await nav.getByRole('link', { name: 'Camping y Cabañas, inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it("takes the 'scrolled' style past 50 px and shows scroll-to-top past 300 px", async () => {
    const page = await newPage(browser);
    await open(page, '/');
    const bar = page.getByTestId('public-navbar');
    expect(await bar.getAttribute('class')).not.toContain('scrolled');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(() => document.querySelector('[data-testid="public-navbar"]')!.classList.contains('scrolled'));
    expect(await page.getByRole('button', { name: 'Volver arriba' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.getByRole('button', { name: 'Volver arriba' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Volver arriba' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('opens and closes the menu at 390 px; choosing an item closes it', async () => {
    const page = await newPage(browser, 'phone');
    await open(page, '/');
    const menu = page.locator('#public-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.waitFor({ state: 'visible' });
    await viewShot(page, 'publico-menu-movil');
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('link', { name: 'Dormis' }).click();
    await page.waitForURL('**/dormis');
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it.each([
    ['/camping', 'camping', 40],
    ['/cabanas', 'cabañas', 7],
    ['/dormis', 'dormis', 5],
  ])('%s shows its gallery of %s (%i pictures) after the placeholders, and its video', async (path, name, count) => {
    const page = await newPage(browser);
    await open(page, '/');
    // Arriving inside the site (no preloader) shows the 400 ms placeholders first.
    await page.evaluate(() => {
      const w = window as unknown as { sawSkeleton: boolean };
      w.sawSkeleton = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="gallery-loading"]')) w.sawSkeleton = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: name === 'cabañas' ? 'Cabañas' : name[0].toUpperCase() + name.slice(1), exact: true }).click();
    const gallery = page.getByRole('list', { name: `Galería de ${name}` });
    // The gallery's pictures are asked for when it nears the screen (issue 34): scroll to it as a visitor does.
    await page.getByRole('heading', { name: 'Galería', exact: true }).scrollIntoViewIfNeeded();
    await gallery.waitFor();
    expect(await gallery.getByRole('listitem').count()).toBe(count);
    expect(await page.evaluate(() => (window as unknown as { sawSkeleton: boolean }).sawSkeleton)).toBe(true);
    const alts = await gallery.locator('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('loading')]));
    expect(alts.every(([alt, loading]) => !!alt && alt.length > 5 && loading === 'lazy')).toBe(true);
    const video = page.locator('video');
    expect(await video.evaluate((v) => v.textContent?.trim())).toBe('Tu navegador no soporta el elemento de video.');
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('type')))).toEqual(['video/webm', 'video/mp4']);
    expect(path).toBe(new URL(page.url()).pathname);
    await page.context().close();
  });

  it('opens a picture full screen with scroll locked, and closes it by ×, Escape and a click', async () => {
    const page = await newPage(browser);
    await open(page, '/cabanas');
    await page.getByRole('heading', { name: 'Galería', exact: true }).scrollIntoViewIfNeeded();
    const thumb = page.getByRole('button', { name: /^Ampliar:/ }).nth(2);
    const locked = () => page.evaluate(() => document.body.classList.contains('scroll-locked'));
    const overlay = page.getByTestId('gallery-overlay');
    for (const how of ['×', 'Escape', 'click'] as const) {
      await thumb.click();
      await overlay.waitFor();
      expect(await locked()).toBe(true);
      if (how === '×') {
        await viewShot(page, 'publico-galeria-ampliada');
        await overlay.getByRole('button', { name: 'Cerrar' }).click();
      } else if (how === 'Escape') await page.keyboard.press('Escape');
      else await overlay.click({ position: { x: 40, y: 200 } });
      await overlay.waitFor({ state: 'detached' });
      expect(await locked()).toBe(false);
      expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await page.context().close();
  });

  it('reveals the WhatsApp bubble on hover, hides it 300 ms after leaving, closes it on an outside click', async () => {
    const page = await newPage(browser);
    // 12:00 in San Luis: within the reception hours (BUSINESS_HOURS, 08:00-20:00 by default), so «En línea».
    await page.clock.setFixedTime(new Date('2026-11-23T15:00:00Z'));
    await open(page, '/');
    const { whatsapp } = await sitio(page);
    const button = page.getByRole('button', { name: 'Abrir chat de WhatsApp' });
    const bubble = page.getByTestId('whatsapp-bubble');
    await button.hover();
    await bubble.waitFor();
    await bubble.getByText('En línea').waitFor();
    await expect(bubble.getByRole('link', { name: 'Reservar Ahora' }).getAttribute('href')).resolves.toMatch(
      new RegExp(`^https://wa\\.me/${whatsapp}\\?`),
    );
    await viewShot(page, 'publico-burbuja-whatsapp');
    await page.mouse.move(200, 300);
    // Within the 300 ms grace period the bubble stays (read at once: a fixed wait here is late on a loaded machine).
    expect(await bubble.isVisible()).toBe(true);
    await bubble.waitFor({ state: 'detached', timeout: 5000 });
    await button.focus();
    await button.click();
    await bubble.waitFor();
    await page.mouse.click(300, 300);
    await bubble.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as const)(
    "says «Respondemos a la brevedad», not «En línea», outside the reception hours (%s)",
    async (viewport) => {
      const page = await newPage(browser, viewport);
      expect((await sitio(page)).horario_atencion).toEqual({ desde: '08:00', hasta: '20:00' });
      // 23:00 in San Luis.
      await page.clock.setFixedTime(new Date('2026-11-24T02:00:00Z'));
      await open(page, '/');
      await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click();
      const bubble = page.getByTestId('whatsapp-bubble');
      await bubble.getByText('Respondemos a la brevedad').waitFor();
      expect(await bubble.getByText('En línea').count()).toBe(0);
      await viewShot(page, 'publico-burbuja-whatsapp-fuera-de-horario');
      await page.context().close();
    },
  );

  it('on a touch screen a tap opens the bubble and the bubble leads to WhatsApp', async () => {
    const page = await newPage(browser, 'phone');
    await open(page, '/camping');
    await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).tap();
    const bubble = page.getByTestId('whatsapp-bubble');
    await bubble.waitFor();
    await expect(bubble.getByRole('link', { name: 'Reservar Ahora' }).getAttribute('target')).resolves.toBe('_blank');
    await page.locator('h1').tap();
    await bubble.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows no floating button on admin screens', async () => {
    const page = await loggedInPage(browser);
    await page.goto('/admin');
    await page.waitForURL('**/admin/calendario');
    await page.getByRole('navigation', { name: 'Administración' }).waitFor();
    expect(await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).count()).toBe(0);
    await page.context().close();
  });

  it('embeds the configured map on /contact with the configured contact data', async () => {
    const page = await newPage(browser);
    await open(page, '/contact');
    const data = await sitio(page);
    const frame = page.getByTestId('map-frame');
    await expect(frame.getAttribute('src')).resolves.toBe(data.mapa_url);
    await expect(frame.getAttribute('title')).resolves.toContain('Mapa');
    await expect(page.getByTestId('contact-phone').textContent()).resolves.toBe(data.telefono);
    await expect(page.getByTestId('contact-email').textContent()).resolves.toBe(data.email);
    await expect(page.getByTestId('contact-address').textContent()).resolves.toBe(data.direccion);
    await page.context().close();
  });

  it('serves robots.txt and sitemap.xml for search engines', async () => {
    const page = await newPage(browser);
    const robots = await page.context().request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Disallow: \/admin[\s\S]*Sitemap: http:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await page.context().request.get('/sitemap.xml')).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`${new URL(path, sitemap.match(/<loc>(.*?)<\/loc>/)![1]).href}</loc>`);
    await page.context().close();
  });
});
