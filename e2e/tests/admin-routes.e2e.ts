/**
 * The admin route table in the browser (libs/federation/routes.json, issue 34): a receptionist opening an
 * administrators' screen gets «No tiene permiso para ver esta pantalla.» inside the layout, and neither the page's
 * HTML nor the browser asks for that screen's remote; a deep link (/admin/reservas/:id) reaches its remote. At 1280
 * and 390 px.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, loggedInPage, newContext, screenshot, type ViewportName } from '../support/browser';

const CLAVE = 'rutas-seguras-2026';

/** A reception account made by the administrator, its temporary password replaced: a page signed in as it. */
async function clerk(browser: Browser, admin: APIRequestContext, usuario: string, viewport: ViewportName): Promise<Page> {
  const created = await admin.post('/api/endpoints/usuarios', { data: { usuario, rol: 'recepcion' } });
  expect(created.status()).toBe(201);
  const temporal = (await created.json()).contrasena_temporal as string;
  const page = await (await newContext(browser, viewport)).newPage();
  const request = page.context().request;
  expect((await request.post('/api/auth/login', { data: { usuario, contrasena: temporal } })).status()).toBe(200);
  expect((await request.post('/api/auth/contrasena', { data: { contrasena_actual: temporal, contrasena_nueva: CLAVE } })).status()).toBe(200);
  return page;
}

describe('admin routes by role', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await loggedInPage(browser);
  });
  afterAll(async () => {
    await admin.context().close();
    await browser.close();
  });

  it.each(['desktop', 'phone'] as const)('refuses reception an admin-only screen inside the layout, loading none of it (%s)', async (viewport) => {
    const page = await clerk(browser, admin.context().request, `rutas-${viewport}`, viewport);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const response = await page.goto('/admin/reportes');
    expect(await response?.text()).not.toContain('/remotes/mf-reports/');
    await page.getByRole('alert').filter({ hasText: 'No tiene permiso para ver esta pantalla.' }).waitFor();
    await page.getByRole('button', { name: viewport === 'phone' ? 'Abrir menú' : 'Cerrar Sesión' }).waitFor();
    await screenshot(page, `admin-sin-permiso-${viewport}`);
    expect(asked.filter((url) => url.includes('/remotes/mf-reports/'))).toEqual([]);
    // A deep link reception may open reaches its remote.
    await page.goto('/admin/reservas/999999');
    await page.locator('[data-remote="mf-reservations"]').waitFor();
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as const)("shows an administrator's bar from the table, every entry in words (%s)", async (viewport) => {
    const signed = await loggedInPage(browser, viewport);
    await signed.goto('/admin/calendario');
    await signed.locator('[data-remote="mf-calendar"]').waitFor();
    if (viewport === 'phone') await signed.getByRole('button', { name: 'Abrir menú' }).click();
    const nav = signed.getByRole('navigation', { name: 'Administración' });
    for (const label of ['Calendario', 'Hoy', 'Limpieza', 'Reserva Rápida', 'Reservas', 'Caja', 'Clientes', 'Precios', 'Canales', 'Reportes', 'Historial', 'Usuarios', 'Configuración', 'Módulos']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'attached' });
    }
    await screenshot(signed, `admin-barra-${viewport}`);
    await signed.context().close();
  });

  it('keeps --admin-nav-h equal to the bar as it grows or shrinks with the width (what sticks under it keeps clear)', async () => {
    const signed = await loggedInPage(browser, 'desktop');
    await signed.goto('/admin/reserva-rapida');
    await signed.locator('[data-remote="mf-reservations"]').waitFor();
    const read = () =>
      signed.evaluate(() => ({
        bar: Math.ceil(document.querySelector('.admin-navbar')!.getBoundingClientRect().height),
        variable: getComputedStyle(document.querySelector('.admin-shell')!).getPropertyValue('--admin-nav-h').trim(),
      }));
    for (const width of [1280, 1000, 1600]) {
      await signed.setViewportSize({ width, height: 800 });
      await signed.waitForFunction(() => {
        const bar = Math.ceil(document.querySelector('.admin-navbar')!.getBoundingClientRect().height);
        return getComputedStyle(document.querySelector('.admin-shell')!).getPropertyValue('--admin-nav-h').trim() === `${bar}px`;
      });
      const { bar, variable } = await read();
      expect(variable).toBe(`${bar}px`);
    }
    await signed.context().close();
  });
});
