/**
 * Staff accounts and the history (issue 17) on the real server: an administrator creates a reception account in
 * «Usuarios» and reads its temporary password; the new clerk must change it before anything else, then sees only
 * what reception may use; the administrator finds the clerk's changes in «Historial», and disabling the account
 * ends the clerk's session at once. Screenshots at 1280 and 390.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, loggedInPage, newContext, screenshot, viewShot, type ViewportName } from '../support/browser';

jest.setTimeout(180_000); // two browsers and two accounts per viewport

describe('Usuarios and Historial', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['desktop', 'phone'] as ViewportName[])(
    'creates a clerk who must change the temporary password, records what they do, and disabling ends their session (%s)',
    async (viewport) => {
      const usuario = `recep${Date.now().toString(36)}${viewport[0]}`;
      const admin = await loggedInPage(browser, viewport);
      await admin.goto('/admin/usuarios');
      await admin.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
      await admin.getByRole('textbox', { name: 'Usuario', exact: true }).fill(usuario);
      await admin.getByLabel('Rol').selectOption('recepcion');
      await admin.getByRole('button', { name: 'Crear usuario' }).click();
      const temporal = (await admin.getByTestId('contrasena-temporal').textContent())!.trim();
      expect(temporal).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      await viewShot(admin, 'usuarios-temporal');
      await admin.getByRole('button', { name: 'Listo' }).click();
      const cuenta = admin.getByRole('listitem').filter({ hasText: usuario });
      await cuenta.getByText('Contraseña temporal').waitFor();
      await screenshot(admin, 'usuarios');

      // The clerk: the temporary password opens only the change dialog.
      const clerk = await (await newContext(browser, viewport)).newPage();
      const login = await clerk.context().request.post('/api/auth/login', { data: { usuario, contrasena: temporal } });
      expect((await login.json()).usuario.debe_cambiar_contrasena).toBe(true);
      await clerk.goto('/admin/calendario');
      const dialog = clerk.getByRole('dialog', { name: 'Cambiar contraseña' });
      await dialog.waitFor();
      await viewShot(clerk, 'cambiar-contrasena-obligatorio');
      await dialog.getByLabel('Contraseña temporal').fill(temporal);
      await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('password123');
      await dialog.getByLabel('Repita la contraseña nueva').fill('password123');
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await dialog.getByText('Esa contraseña está entre las más usadas').waitFor();
      await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('el mate de la mañana');
      await dialog.getByLabel('Repita la contraseña nueva').fill('el mate de la mañana');
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await dialog.waitFor({ state: 'detached' });
      await clerk.locator('[data-remote="mf-calendar"]').waitFor();

      // Reception's bar: no Reportes, Historial or Usuarios.
      const nav = clerk.getByRole('navigation', { name: 'Administración' });
      if (viewport === 'phone') await clerk.getByRole('button', { name: 'Abrir menú' }).click();
      await nav.getByRole('link', { name: 'Reservas' }).waitFor();
      for (const name of ['Reportes', 'Historial', 'Usuarios']) expect(await nav.getByRole('link', { name }).count()).toBe(0);
      if (viewport === 'phone') await clerk.getByRole('button', { name: 'Cerrar menú' }).click();

      // The clerk registers a client; the administrator finds it in the history under the clerk's name.
      const documento = `${Date.now() % 1e8}`.padStart(8, '3');
      const created = await clerk.context().request.post('/api/endpoints/clientes', {
        data: { nombre: 'Historia', apellido: 'Registrada', documento, telefono: '2664000222' },
      });
      expect(created.status()).toBe(201);
      await admin.goto('/admin/historial');
      await admin.getByRole('heading', { level: 1, name: 'Historial de cambios' }).waitFor();
      await admin.getByRole('textbox', { name: 'Usuario', exact: true }).fill(usuario);
      // The filter applies after a pause in typing: wait for the clerk's own row.
      await admin.locator('.hist-table tr').filter({ hasText: usuario }).filter({ hasText: 'creó el cliente Registrada, Historia' }).waitFor();
      await admin.locator('.hist-table tr').filter({ hasText: usuario }).filter({ hasText: 'cambió la contraseña' }).waitFor();
      await screenshot(admin, 'historial');

      // Disabling ends the clerk's session at once.
      await admin.goto('/admin/usuarios');
      await admin.getByRole('listitem').filter({ hasText: usuario }).getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByRole('dialog', { name: `Desactivar ${usuario}` }).getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByRole('listitem').filter({ hasText: usuario }).getByText('Desactivado').waitFor();
      expect((await clerk.context().request.get('/api/auth/me')).status()).toBe(401);

      await clerk.context().close();
      await admin.context().close();
    },
  );
});
