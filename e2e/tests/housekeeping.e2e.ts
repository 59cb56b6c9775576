/**
 * «Limpieza» on the real server (issue 36): a guest checked out at «Hoy» leaves the unit sucia; an arrival to a unit
 * not ready is flagged at «Hoy» and in the Planilla; a housekeeping account on a 390 px phone lands on its list, moves
 * the unit to en limpieza and limpia with one tap each, and cannot open Reservas. Screenshots `limpieza-*`,
 * `hoy-limpieza-*`, `nueva-llegada-*`, `planilla-limpieza-*` at 1280 and 390 px.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest, freeUnits } from '../support/api-data';
import { loggedInPage, newContext, screenshot, viewShot, type ViewportName } from '../support/browser';
import { browserAndDatabase } from '../support/browser-and-database';

/** A housekeeping account with its own password, logged in on a page of `viewport`. */
async function housekeeper(browser: Browser, admin: APIRequestContext, viewport: ViewportName): Promise<Page> {
  const usuario = `limp${Date.now().toString(36)}${viewport[0]}`;
  const created = await admin.post('/api/endpoints/usuarios', { data: { usuario, rol: 'limpieza' } });
  expect(created.status()).toBe(201);
  const temporal = (await created.json()).contrasena_temporal as string;
  const page = await (await newContext(browser, viewport)).newPage();
  const request = page.context().request;
  expect((await request.post('/api/auth/login', { data: { usuario, contrasena: temporal } })).ok()).toBe(true);
  const changed = await request.post('/api/auth/contrasena', { data: { contrasena_actual: temporal, contrasena_nueva: 'escoba y trapo 2026' } });
  expect(changed.ok()).toBe(true);
  return page;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('«Limpieza» on the real server', () => {
  const suite = browserAndDatabase();

  it('a check-out makes the unit sucia; the phone list moves it to en limpieza and limpia; the role cannot open Reservas', async () => {
    const desk = await loggedInPage(suite.browser, 'desktop');
    const request = desk.context().request;
    const hoy = todayIso();
    const [saleId, llegaId] = await freeUnits(request, addDaysIso(hoy, -2), addDaysIso(hoy, 2));
    const carla = await createGuest(request, 'Limpiasale');
    const dario = await createGuest(request, 'Limpiallega');
    // A stay that began two days ago and leaves today, checked in, owing money; one arriving today to a unit left sucia.
    const {
      rows: [{ id: saliente }],
    } = await suite.db.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
         monto_total, checkin_at, checkin_por)
       SELECT $1, h.id, h.tipo_hospedaje_id, $3::date, $4::date, 2, 92000, now() - interval '2 days', 'admin'
       FROM hospedajes h WHERE h.id = $2 RETURNING id`,
      [carla.id, saleId, addDaysIso(hoy, -2), hoy],
    );
    const llega = await request.post('/api/endpoints/reservas', {
      data: { cliente_id: dario.id, hospedaje_id: llegaId, fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 2), cantidad_personas: 2, monto_total: 92000 },
    });
    expect(llega.status()).toBe(201);
    await suite.db.query(`UPDATE limpieza SET estado = 'limpia' WHERE id = $1`, [saleId]);
    await suite.db.query(`UPDATE limpieza SET estado = 'sucia' WHERE id = $1`, [llegaId]);

    // «Hoy»: the arrival's unit is flagged; the departure is checked out.
    await desk.goto(`/admin/hoy?fecha=${hoy}`);
    const llegadas = desk.getByRole('region', { name: /^Llegadas/ });
    await llegadas.locator(`[data-reserva-id="${(await llega.json()).id}"]`).getByText('Unidad sucia').waitFor();
    await screenshot(desk, 'hoy-limpieza');
    await desk.getByRole('region', { name: /^Salidas/ }).locator(`[data-reserva-id="${saliente}"]`).getByRole('button', { name: 'Registrar salida' }).click();
    // It owes money: «Registrar salida» asks first.
    await desk.getByRole('dialog', { name: 'Registrar salida' }).getByRole('button', { name: 'Registrar salida' }).click();
    await desk.locator(`.fd-screen [data-reserva-id="${saliente}"]`).first().getByText(/^Salió /).waitFor();
    const estado = async (id: number) => (await suite.db.query(`SELECT estado, cambiado_por FROM limpieza WHERE id = $1`, [id])).rows[0];
    expect(await estado(saleId)).toEqual({ estado: 'sucia', cambiado_por: 'admin' });

    // «Nueva llegada»: the free units first; the sucia arrival's unit is not offered.
    await desk.getByRole('button', { name: 'Nueva llegada' }).click();
    const walkIn = desk.getByRole('dialog', { name: 'Nueva llegada' });
    await walkIn.getByText('Libres esta noche').waitFor();
    await viewShot(desk, 'nueva-llegada');
    await walkIn.getByRole('button', { name: 'Camping' }).click();
    await desk.waitForURL(/\/admin\/reserva-rapida/);

    // The Planilla flags the arrival's unit.
    await desk.goto('/admin/calendario/planilla');
    await desk.locator(`.plan-row[data-unit-id="${llegaId}"] .plan-unit`).getByText('Sucia').waitFor();
    await screenshot(desk, 'planilla-limpieza');

    // The desk's list at 1280.
    await desk.goto('/admin/limpieza');
    await desk.getByRole('heading', { level: 1, name: 'Limpieza' }).waitFor();
    await desk.locator(`[data-unidad="${saleId}"]`).getByText('Ya salió').waitFor();
    expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
    await screenshot(desk, 'limpieza');

    // The housekeeper on a 390 px phone: /admin leads to its list, departures first, the arrival urgent.
    const phone = await housekeeper(suite.browser, request, 'phone');
    await phone.goto('/admin');
    await phone.waitForURL(/\/admin\/limpieza$/);
    const cards = phone.locator('.hk-unit');
    await cards.first().waitFor();
    const first = await cards.first().getAttribute('data-unidad');
    const departures = (await suite.db.query(`SELECT count(DISTINCT hospedaje_id)::int AS n FROM reservas WHERE fecha_salida = $1 AND hospedaje_id IS NOT NULL AND estado <> 'cancelada' AND NOT no_show`, [hoy])).rows[0].n;
    expect(departures).toBeGreaterThan(0);
    const order = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-unidad')));
    expect(order.indexOf(String(saleId))).toBeLessThan(departures);
    expect(first).not.toBeNull();
    const llegaCard = phone.locator(`[data-unidad="${llegaId}"]`);
    await llegaCard.getByText('Urgente').waitFor();
    expect(await noSideScroll(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'limpieza');

    const card = phone.locator(`[data-unidad="${saleId}"]`);
    await card.getByTestId('estado-unidad').getByText('Sucia').waitFor();
    await card.getByRole('button', { name: /^Empezar limpieza/ }).tap();
    await card.getByTestId('estado-unidad').getByText('En limpieza').waitFor();
    await card.getByRole('button', { name: /^Marcar limpia/ }).tap();
    await card.getByTestId('estado-unidad').getByText('Limpia').waitFor();
    expect((await estado(saleId)).estado).toBe('limpia');
    expect(await card.getByRole('button', { name: /Fuera de servicio/ }).count()).toBe(0);
    await viewShot(phone, 'limpieza-tocada');
    const history = await suite.db.query(`SELECT antes, despues FROM historial WHERE entidad = 'limpieza' AND entidad_id = $1 ORDER BY id DESC LIMIT 2`, [saleId]);
    expect(history.rows.reverse()).toEqual([
      { antes: { estado: 'sucia' }, despues: { estado: 'en_limpieza' } },
      { antes: { estado: 'en_limpieza' }, despues: { estado: 'limpia' } },
    ]);

    // Reservas is not for this role: the screen says so inside the layout, the API refuses it.
    await phone.goto('/admin/reservas');
    await phone.getByRole('alert').getByText('No tiene permiso para ver esta pantalla.').waitFor();
    expect(await phone.locator('[data-remote="mf-reservations"] .rsv-table, [data-remote="mf-reservations"] .rsv-cards').count()).toBe(0);
    expect((await phone.context().request.get('/api/endpoints/reservas')).status()).toBe(403);
    await screenshot(phone, 'limpieza-sin-permiso-reservas');
  });

  it('the desk puts a unit out of service from the list and back; a stay on those nights is refused in the dialog, at 1280 and 390 px', async () => {
    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      const desk = await loggedInPage(suite.browser, viewport);
      const request = desk.context().request;
      const hoy = todayIso();
      const [unidad] = await freeUnits(request, hoy, addDaysIso(hoy, 6));
      const guest = await createGuest(request, 'Limpiafuera');
      const booked = await request.post('/api/endpoints/reservas', {
        data: { cliente_id: guest.id, hospedaje_id: unidad, fecha_entrada: addDaysIso(hoy, 3), fecha_salida: addDaysIso(hoy, 5), cantidad_personas: 2, monto_total: 92000 },
      });
      expect(booked.status()).toBe(201);
      await desk.goto('/admin/limpieza');
      const card = desk.locator(`[data-unidad="${unidad}"]`);
      await card.getByRole('button', { name: 'Fuera de servicio…' }).click();
      const dialog = desk.getByRole('dialog');
      await dialog.getByLabel('Motivo').fill('Pérdida de agua en el baño');
      await dialog.getByLabel('Vuelve al servicio el').fill(addDaysIso(hoy, 4).split('-').reverse().join('/'));
      await dialog.getByRole('button', { name: 'Poner fuera de servicio' }).click();
      await dialog.getByRole('alert').getByText(/Hay una estadía en esas fechas/).waitFor();
      await viewShot(desk, 'limpieza-fuera-rechazado');
      await dialog.getByLabel('Vuelve al servicio el').fill(addDaysIso(hoy, 3).split('-').reverse().join('/'));
      await dialog.getByRole('button', { name: 'Poner fuera de servicio' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByTestId('estado-unidad').getByText('Fuera de servicio').waitFor();
      await screenshot(desk, 'limpieza-fuera-de-servicio');
      await card.getByRole('button', { name: 'Volver al servicio' }).click();
      await card.getByRole('button', { name: 'Fuera de servicio…' }).waitFor();

      // «Nueva llegada» and the Planilla's flag at this width too.
      await desk.goto(`/admin/hoy?fecha=${hoy}`);
      await desk.getByRole('region', { name: /^Llegadas/ }).waitFor();
      expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
      if (viewport === 'phone') await screenshot(desk, 'hoy-limpieza');
      await desk.getByRole('button', { name: 'Nueva llegada' }).click();
      await desk.getByRole('dialog', { name: 'Nueva llegada' }).getByText('Libres esta noche').waitFor();
      expect(await noSideScroll(desk)).toBeLessThanOrEqual(0);
      await viewShot(desk, 'nueva-llegada');
      await desk.goto('/admin/calendario/planilla');
      await desk.locator('.plan-row').first().waitFor();
      await screenshot(desk, 'planilla-limpieza');
    }
  });
});
