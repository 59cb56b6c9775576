/**
 * «Hoy» on the real server (issue 17): a morning at the front desk. Two arrivals are checked in, a departure owing
 * money is checked out after the balance warning, an arrival that never came is marked «No se presentó»; the API
 * answers the same states. The day is kept in the URL; the print view is rendered (A4 sheet with boxes to tick).
 * Screenshots at 1280 and 390 px, and the print view (`hoy-impresion-1280`). Then a guest in house stays one more
 * night (issue 32): «Extender estadía», the new amount by the list applied (`extender-estadia-*`).
 */
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG, confirmarSalidaConSaldoMessage, salidaConSaldoMessage } from '@camping/contracts/messages';
import { createGuest, freeUnits, readReserva } from '../support/api-data';
import { loggedInPage, screenshot, viewShot, type ViewportName } from '../support/browser';
import { browserAndDatabase } from '../support/browser-and-database';

/** Free cabins and dormis over [entrada, salida): ids, those of the list first. */
async function book(request: APIRequestContext, clienteId: number, hospedajeId: number, noches: number, monto = 100000): Promise<number> {
  const response = await request.post('/api/endpoints/reservas', {
    data: {
      cliente_id: clienteId,
      hospedaje_id: hospedajeId,
      fecha_entrada: todayIso(),
      fecha_salida: addDaysIso(todayIso(), noches),
      cantidad_personas: 2,
      monto_total: monto,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const text = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/\s/g, ' ');

describe('«Hoy» on the real server', () => {
  const suite = browserAndDatabase();

  it('a morning: two check-ins, a check-out with the balance warning, a no-show, the print view', async () => {
    const page = await loggedInPage(suite.browser, 'desktop');
    const request = page.context().request;
    const hoy = todayIso();
    const [u1, u2, u3, u4] = await freeUnits(request, addDaysIso(hoy, -2), addDaysIso(hoy, 3));
    const ana = await createGuest(request, 'Llegauno');
    const beto = await createGuest(request, 'Llegados');
    const carla = await createGuest(request, 'Saliente');
    const dario = await createGuest(request, 'Ausente');
    const llegada1 = await book(request, ana.id, u1, 2);
    const llegada2 = await book(request, beto.id, u2, 1, 48000);
    const ausente = await book(request, dario.id, u4, 3);
    // A stay that began two days ago and leaves today, checked in then, owing $ 90.000: written as it would be stored.
    const {
      rows: [{ id: saliente }],
    } = await suite.db.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
         monto_total, checkin_at, checkin_por)
       SELECT $1, h.id, h.tipo_hospedaje_id, $3::date, $4::date, 3, 90000, now() - interval '2 days', 'admin'
       FROM hospedajes h WHERE h.id = $2 RETURNING id`,
      [carla.id, u3, addDaysIso(hoy, -2), hoy],
    );

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Hoy', exact: true }).click();
    await page.waitForURL(/\/admin\/hoy\?fecha=\d{4}-\d{2}-\d{2}$/);
    expect(new URL(page.url()).searchParams.get('fecha')).toBe(hoy);
    const llegadas = page.getByRole('region', { name: /^Llegadas/ });
    const salidas = page.getByRole('region', { name: /^Salidas/ });
    const row = (id: number) => page.locator(`.fd-screen [data-reserva-id="${id}"]`).first();
    await row(llegada1).waitFor();
    // The admin bar with «Hoy» still fits 1280 px: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hoy-manana');

    // Two arrivals checked in, through the guests form (issue 36): the client is the titular, with its document.
    for (const id of [llegada1, llegada2]) {
      await llegadas.locator(`[data-reserva-id="${id}"]`).getByRole('button', { name: 'Registrar ingreso' }).click();
      const ingreso = page.getByRole('dialog', { name: 'Registrar ingreso' });
      await ingreso.getByRole('button', { name: 'Guardar y registrar ingreso' }).click();
      await ingreso.waitFor({ state: 'detached' });
      await row(id).getByText(/^Ingresó \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · admin$/).waitFor();
      expect(await readReserva(request, id)).toMatchObject({ checkin_por: 'admin', checkout_at: null, no_show: false });
    }

    // The departure owes money: «Registrar salida» asks first, then warns with what is still owed.
    await salidas.locator(`[data-reserva-id="${saliente}"]`).getByRole('button', { name: 'Registrar salida' }).click();
    const confirm = page.getByRole('dialog', { name: 'Registrar salida' });
    await confirm.waitFor();
    expect((await confirm.innerText()).replace(/\s/g, ' ')).toContain(
      confirmarSalidaConSaldoMessage(formatARSCents(90000)).replace(/\s/g, ' '),
    );
    await screenshot(page, 'hoy-salida-con-saldo');
    await confirm.getByRole('button', { name: 'Registrar salida' }).click();
    await page.getByText(salidaConSaldoMessage(formatARSCents(90000)).replace(/\s/g, ' ')).or(page.getByText(/Queda un saldo de/)).first().waitFor();
    await row(saliente).getByText(/^Salió /).waitFor();
    expect(await readReserva(request, saliente)).toMatchObject({ estado: 'finalizada', checkout_por: 'admin', saldo: 90000 });

    // The guest who never came: confirmed, then the stay is cancelled and its nights free.
    await llegadas.locator(`[data-reserva-id="${ausente}"]`).getByRole('button', { name: 'No se presentó' }).click();
    const noShow = page.getByRole('dialog', { name: 'No se presentó' });
    await noShow.getByText(MSG.confirmarNoShow).waitFor();
    await noShow.getByRole('button', { name: 'Marcar «No se presentó»' }).click();
    await row(ausente).getByText(/^No se presentó · admin$/).waitFor();
    expect(await readReserva(request, ausente)).toMatchObject({ no_show: true, estado: 'cancelada' });
    expect(await freeUnits(request, hoy, addDaysIso(hoy, 3))).toContain(u4);
    await screenshot(page, 'hoy-despues');

    // The URL keeps the day: tomorrow and back.
    await page.getByRole('button', { name: 'Día siguiente' }).click();
    await page.waitForURL(new RegExp(`fecha=${addDaysIso(hoy, 1)}$`));
    await page.getByText('Ingresos, salidas y ausencias se registran en el día de hoy.').waitFor();
    await page.reload();
    await page.getByText('Ingresos, salidas y ausencias se registran en el día de hoy.').waitFor();
    await page.getByRole('button', { name: 'Volver a hoy' }).click();
    await page.waitForURL(new RegExp(`fecha=${hoy}$`));
    await row(llegada1).waitFor();

    // The print view: only the sheet, arrivals (the no-show left out) and departures, each with a box to tick.
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.fd-print');
    // Today's sheet, once today's answer replaced tomorrow's (kept on screen while it loads, never printed).
    await sheet.locator('h1', { hasText: formatDateAR(hoy) }).waitFor();
    expect(await page.locator('.admin-navbar').isVisible()).toBe(false);
    expect(await page.locator('.fd-summary').isVisible()).toBe(false);
    const printed = (await sheet.innerText()).replace(/\s/g, ' ');
    for (const guest of [ana, beto, carla]) expect(printed).toContain(guest.apellido);
    expect(printed).not.toContain(dario.apellido);
    expect(await sheet.locator('.fd-print-box').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'hoy-impresion');
    await page.emulateMedia({ media: 'screen' });
    expect(await text(page, '[data-testid="fd-camping"]')).toMatch(/personas · \d+ de 72 parcelas$/);
    await page.context().close();
    // A whole morning in one test: minutes on a busy machine.
  }, 180_000);

  it('on a phone the day fits the screen, with its actions', async () => {
    const page = await loggedInPage(suite.browser, 'phone');
    await page.goto(`/admin/hoy?fecha=${todayIso()}`);
    await page.getByRole('heading', { name: 'Hoy', level: 1 }).waitFor();
    await page.getByRole('region', { name: /^Llegadas/ }).waitFor();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await screenshot(page, 'hoy-manana');
    await page.context().close();
  }, 120_000);

  it.each(['desktop', 'phone'] as ViewportName[])(
    'a guest in house stays one more night: «Extender estadía», the amount by the list applied (%s)',
    async (viewport) => {
      const page = await loggedInPage(suite.browser, viewport);
      const request = page.context().request;
      const hoy = todayIso();
      const [unit] = await freeUnits(request, addDaysIso(hoy, -2), addDaysIso(hoy, 2));
      const guest = await createGuest(request, 'Prolonga');
      // Three nights from two days ago, checked in then, at the list's price of today; $ 50.000 paid.
      const {
        rows: [{ tipo }],
      } = await suite.db.query('SELECT tipo_hospedaje_id AS tipo FROM hospedajes WHERE id = $1', [unit]);
      const precio = await request.get(`/api/endpoints/hospedajes.php?precio=true&tipo_hospedaje_id=${tipo}&cantidad_personas=2&metodo_pago=efectivo`);
      expect(precio.ok()).toBe(true);
      const noche: number = (await precio.json()).precio;
      const {
        rows: [{ id }],
      } = await suite.db.query(
        `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
           monto_total, metodo_pago, checkin_at, checkin_por)
         SELECT $1, h.id, h.tipo_hospedaje_id, $3::date, $4::date, 2, $5, 'efectivo', now() - interval '2 days', 'admin'
         FROM hospedajes h WHERE h.id = $2 RETURNING id`,
        [guest.id, unit, addDaysIso(hoy, -2), addDaysIso(hoy, 1), 3 * noche],
      );
      const pago = await request.post('/api/endpoints/pagos', { data: { reserva_id: id, monto: 50000, metodo_pago: 'efectivo' } });
      expect(pago.status()).toBe(201);
      const flat = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, ' ');
      const ars = (amount: number) => formatARSCents(amount).replace(/\s/g, ' ');

      await page.goto(`/admin/hoy?fecha=${hoy}`);
      const row = page.getByRole('region', { name: /^En el complejo/ }).locator(`[data-reserva-id="${id}"]`);
      await row.getByRole('button', { name: 'Extender estadía' }).click();
      const dialog = page.getByRole('dialog', { name: 'Extender estadía' });
      const field = dialog.getByLabel('Nueva fecha de salida');
      expect(await field.inputValue()).toBe(formatDateAR(addDaysIso(hoy, 2)));

      // The booked departure is refused, in Spanish, with nothing to send.
      await field.fill(formatDateAR(addDaysIso(hoy, 1)));
      await dialog.getByRole('alert').getByText(`La nueva fecha de salida debe ser posterior a la salida reservada (${formatDateAR(addDaysIso(hoy, 1))}).`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Aplicar monto nuevo' }).count()).toBe(0);
      await viewShot(page, 'extender-estadia-fecha-rechazada');

      // One night more: the rule's answer, by the list.
      await field.fill(formatDateAR(addDaysIso(hoy, 2)));
      const apply = dialog.getByRole('button', { name: 'Aplicar monto nuevo' });
      await dialog.locator('button:enabled', { hasText: 'Aplicar monto nuevo' }).waitFor();
      const amount = await flat(dialog.getByTestId('stay-change-amount'));
      expect(amount).toContain(`Antes: ${ars(3 * noche)}`);
      expect(amount).toContain(`Según las tarifas: ${ars(4 * noche)}`);
      expect(amount).toContain(`4 noches × ${ars(noche)}`);
      expect(await flat(dialog.getByTestId('stay-change-paid'))).toBe(ars(50000));
      expect(await flat(dialog.getByTestId('stay-change-outcomes'))).toContain(`Aplicar monto nuevo: ${ars(4 * noche)} · saldo ${ars(4 * noche - 50000)}`);
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await viewShot(page, 'extender-estadia-dialogo');
      // On a phone the dialog scrolls inside itself: its end, with «Volver», gets a picture of its own.
      const scrolled = await page.evaluate(() => {
        const content = document.querySelector('.dialog-content');
        if (!content || content.scrollHeight <= content.clientHeight) return false;
        content.scrollTop = content.scrollHeight;
        return true;
      });
      if (scrolled) await viewShot(page, 'extender-estadia-dialogo-final');

      await apply.click();
      await page.getByText(MSG.reservaActualizada, { exact: true }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText(`${formatDateAR(addDaysIso(hoy, -2))} → ${formatDateAR(addDaysIso(hoy, 2))} (4 noches)`).waitFor();
      expect(await readReserva(request, id)).toMatchObject({ fecha_salida: addDaysIso(hoy, 2), monto_total: 4 * noche, total_pagado: 50000 });
      await page.context().close();
    },
    120_000,
  );
});
