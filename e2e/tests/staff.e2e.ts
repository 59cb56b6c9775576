/**
 * Staff accounts and the history (issue 17) on the real server: an administrator creates a reception account in
 * «Usuarios» and reads its temporary password; the new clerk must change it before anything else (the forced dialog
 * cannot be closed), then sees only what reception may use (no «Eliminar» of reservations or clients); the
 * administrator finds the clerk's changes in «Historial», changes the clerk's role there and back (effective at
 * once), is refused demoting themselves, and disabling the account ends the clerk's session at once. Screenshots at
 * 1280 and 390.
 */
import type { Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest } from '../support/api-data';
import { E2E_ADMIN, launchBrowser, loggedInPage, newContext, screenshot, viewShot, type ViewportName } from '../support/browser';

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
      await admin.getByLabel('Rol', { exact: true }).selectOption('recepcion');
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
      // A forced change has no × and Escape does nothing; «Cerrar Sesión» is the way out.
      expect(await dialog.getByRole('button', { name: 'Cerrar', exact: true }).count()).toBe(0);
      // Escape reaches the dialog once it listens: it has put the focus inside itself (after its Escape listener).
      await clerk.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
      await clerk.keyboard.press('Escape');
      // A dialog closes in the Escape's own keydown (Radix's listener, React's synchronous update): two frames later
      // it would already say data-state="closed" (its exit animation playing), or be gone.
      await clerk.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await clerk.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('data-state') ?? 'gone')).toBe('open');
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();
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

      // Reception books and edits but does not delete (the API answers 403): no «Eliminar» in Reservas nor Clientes.
      const guest = await createGuest(clerk.context().request, 'Recepcion');
      const entrada = addDaysIso(todayIso(), 40);
      const booked = await clerk.context().request.post('/api/endpoints/reservas', {
        data: {
          cliente_id: guest.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 2),
          cantidad_personas: 2, monto_total: 40000, metodo_pago: 'efectivo', descuento: 0,
        },
      });
      expect(booked.status()).toBe(201);
      const reservaId = (await booked.json()).id as number;
      await clerk.goto('/admin/reservas');
      await clerk.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
      const fila = clerk.locator(`[data-reserva-id="${reservaId}"]`);
      await fila.getByRole('button', { name: `Editar reserva #${reservaId}`, exact: false }).waitFor();
      expect(await fila.getByRole('button', { name: /Eliminar/ }).count()).toBe(0);
      await fila.getByRole('button', { name: `Ver reserva #${reservaId}`, exact: false }).click();
      const detalle = clerk.getByRole('dialog', { name: 'Detalles de la Reserva' });
      await detalle.getByRole('button', { name: 'Editar' }).waitFor();
      expect(await detalle.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
      await detalle.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
      await clerk.goto('/admin/clientes');
      await clerk.getByRole('searchbox', { name: 'Buscar clientes' }).fill(guest.apellido);
      await clerk.getByRole('button', { name: `Editar ${guest.apellido}, Huésped` }).waitFor();
      expect(await clerk.getByRole('button', { name: `Eliminar ${guest.apellido}, Huésped` }).count()).toBe(0);

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

      // The role is changed in place, confirmed first, and counts at once: the clerk reads the accounts as an
      // administrator, then no longer.
      await admin.goto('/admin/usuarios');
      const rolClerk = admin.getByLabel(`Rol de ${usuario}`);
      await rolClerk.selectOption('admin');
      const confirmar = admin.getByRole('dialog', { name: `Cambiar el rol de ${usuario}` });
      await confirmar.getByText('Pasa a Administración').waitFor();
      await viewShot(admin, 'usuarios-rol-confirmar');
      await confirmar.getByRole('button', { name: 'Cambiar rol' }).click();
      await confirmar.waitFor({ state: 'detached' });
      expect(await rolClerk.inputValue()).toBe('admin');
      expect((await clerk.context().request.get('/api/endpoints/usuarios')).status()).toBe(200);
      await rolClerk.selectOption('recepcion');
      await admin.getByRole('dialog', { name: `Cambiar el rol de ${usuario}` }).getByRole('button', { name: 'Cambiar rol' }).click();
      await admin.getByRole('dialog').waitFor({ state: 'detached' });
      expect((await clerk.context().request.get('/api/endpoints/usuarios')).status()).toBe(403);

      // An administrator cannot demote themselves: the API's words, and the select keeps the stored role.
      const rolPropio = admin.getByLabel(`Rol de ${E2E_ADMIN.usuario}`);
      await rolPropio.selectOption('recepcion');
      await admin.getByRole('dialog', { name: `Cambiar el rol de ${E2E_ADMIN.usuario}` }).getByRole('button', { name: 'Cambiar rol' }).click();
      await admin.getByText('No puede desactivar su propio usuario ni quitarse el rol de administrador').waitFor();
      await admin.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await rolPropio.inputValue()).toBe('admin');
      await viewShot(admin, 'usuarios-rol-rechazado');
      await screenshot(admin, 'usuarios-roles');

      // Disabling ends the clerk's session at once.
      await admin.getByRole('listitem').filter({ hasText: usuario }).getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByRole('dialog', { name: `Desactivar ${usuario}` }).getByRole('button', { name: 'Desactivar' }).click();
      await admin.getByRole('listitem').filter({ hasText: usuario }).getByText('Desactivado').waitFor();
      expect((await clerk.context().request.get('/api/auth/me')).status()).toBe(401);

      await clerk.context().close();
      await admin.context().close();
    },
  );
});
