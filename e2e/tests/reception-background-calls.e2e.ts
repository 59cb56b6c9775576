/**
 * Issue 37, item 7: no call a receptionist may not make is made in the background. A new reception account logs in
 * with its temporary password through the site's login (the forced «Cambiar contraseña» dialog: nothing but that
 * dialog may ask the server anything it refuses), changes it, then goes through every screen of reception's bar.
 * Every answer is listened to: none may be a 403 (an admin-only call, or one the temporary password blocks).
 */
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, loggedInPage, newPage, waitForPreloader } from '../support/browser';

jest.setTimeout(180_000);

const RECEPTION_SCREENS: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/admin/calendario', ready: '[data-remote="mf-calendar"]' },
  { path: '/admin/calendario/planilla', ready: '.plan-row' },
  { path: '/admin/hoy', ready: '[data-remote="mf-reservations"]' },
  { path: '/admin/limpieza', ready: '[data-remote="mf-reservations"]' },
  { path: '/admin/reserva-rapida', ready: '[data-remote="mf-reservations"]' },
  { path: '/admin/reservas', ready: '[data-remote="mf-reservations"]' },
  { path: '/admin/caja', ready: '[data-remote="mf-reports"]' },
  { path: '/admin/clientes', ready: '[data-remote="mf-clients"]' },
  { path: '/admin/precios', ready: '[data-remote="mf-clients"]' },
  { path: '/admin/canales', ready: '[data-remote="mf-clients"]' },
  { path: '/admin/configuracion', ready: '[data-remote="mf-clients"]' },
];

/** Every refused API answer the page receives, as «GET /api/endpoints/…». */
function listenForRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) {
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return refused;
}

/** Until the page has asked for nothing for a while: the screens' first calls and the bar's badge are answered. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe('a receptionist’s background calls (issue 37)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('makes no refused call under the forced password change nor on any screen of reception', async () => {
    const admin = await loggedInPage(browser, 'desktop');
    const usuario = `recep${Date.now().toString(36)}bg`;
    const created = await admin.context().request.post('/api/endpoints/usuarios', { data: { usuario, rol: 'recepcion' } });
    expect(created.ok()).toBe(true);
    const temporal = ((await created.json()) as { contrasena_temporal: string }).contrasena_temporal;
    await admin.context().close();

    const page = await newPage(browser, 'desktop');
    const refused = listenForRefusals(page);
    await page.goto('/');
    await waitForPreloader(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Usuario').fill(usuario);
    await page.getByLabel('Contraseña').fill(temporal);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.waitFor();
    await settle(page);
    expect(refused).toEqual([]);

    await dialog.getByLabel('Contraseña temporal').fill(temporal);
    await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('el mate de la tarde');
    await dialog.getByLabel('Repita la contraseña nueva').fill('el mate de la tarde');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await dialog.waitFor({ state: 'detached' });

    for (const screen of RECEPTION_SCREENS) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await settle(page);
    }
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
