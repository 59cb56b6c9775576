/**
 * Payments on the real server (issue 16): from the Reservas detail modal (1280 and 390 px) a seña is recorded, then
 * the rest, the balance reaches zero and the status turns «Pagada» (`completo` in the API); the list's column and
 * its «Con saldo pendiente» / «Pagadas» filter follow. From the calendar's detail panel, a booking made with its seña
 * is paid off. Screenshots of every step at both widths.
 */
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { addDaysIso, monthRange, todayIso } from '@camping/contracts/dates';
import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { createGuest, readReserva } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, viewShot, type ViewportName } from '../support/browser';

async function freeCabin(request: APIRequestContext, entrada: string, salida: string): Promise<number> {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes[0].id;
}

async function book(request: APIRequestContext, clienteId: number, entrada: string, extra: Record<string, unknown> = {}): Promise<number> {
  const salida = addDaysIso(entrada, 2);
  const response = await request.post('/api/endpoints/reservas.php', {
    headers: { 'Content-Type': 'application/json' },
    data: {
      cliente_id: clienteId,
      hospedaje_id: await freeCabin(request, entrada, salida),
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_personas: 2,
      monto_total: 100000,
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, ' ');

/** The form's amount, method and submit; then waits for the toast of the saved payment. */
async function recordPayment(page: Page, panel: Locator, monto: string | 'saldo', metodo: string): Promise<void> {
  const form = panel.getByRole('form', { name: 'Registrar pago' });
  if (monto === 'saldo') await form.getByRole('button', { name: 'Completar saldo' }).click();
  else await form.getByLabel('Monto').fill(monto);
  await form.getByLabel('Método de pago').selectOption(metodo);
  await form.getByRole('button', { name: 'Registrar pago' }).click();
  await page.getByText(MSG.pagoCreado).first().waitFor();
}

describe('payments on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 300],
    ['phone', 306],
  ] as Array<[ViewportName, number]>)('records a seña and the rest from the Reservas detail: balance 0, «Pagada» (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Pagos');
    const id = await book(request, guest.id, addDaysIso(todayIso(), offset));

    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
    const row = page.locator(`[data-reserva-id="${id}"]`);
    await row.getByText('Sin pagos').waitFor();
    if (viewport === 'desktop') await row.click();
    else await row.getByRole('button', { name: `${guest.apellido}, Huésped`, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
    await dialog.waitFor();
    const panel = dialog.locator('.pay-panel');
    await panel.getByText('Todavía no hay pagos registrados.').waitFor();
    expect(await text(panel.getByTestId('pay-saldo'))).toBe('$ 100.000');

    // A seña by transfer: partial, the balance left.
    await recordPayment(page, panel, '30000', 'transferencia');
    await panel.getByText('Pago parcial').waitFor();
    expect(await text(panel.getByTestId('pay-saldo'))).toBe('$ 70.000');
    const item = panel.getByRole('listitem').first();
    expect(await text(item)).toContain(todayIso().split('-').reverse().join('/'));
    expect(await text(item)).toContain('Transferencia');
    expect(await text(item)).toContain('$ 30.000');
    expect(await readReserva(request, id)).toMatchObject({ total_pagado: 30000, saldo: 70000, estado_pago: 'parcial' });
    await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'pagos-sena');

    // More than the balance is refused on the spot, in Spanish.
    const form = panel.getByRole('form', { name: 'Registrar pago' });
    await form.getByLabel('Monto').fill('70000.01');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await form.getByRole('alert').filter({ hasText: MSG.pagoExcedeTotal }).waitFor();
    // Under the amount it refers to, tied to it for a screen reader (react-hook-form, issue 34).
    expect(await form.getByLabel('Monto').getAttribute('aria-invalid')).toBe('true');
    await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await viewShot(page, 'pagos-excede-saldo');

    // The rest in cash: balance 0, «Pagada».
    await recordPayment(page, panel, 'saldo', 'efectivo');
    await panel.getByText('Reserva pagada en su totalidad.').waitFor();
    await panel.locator('.badge', { hasText: 'Pagada' }).waitFor();
    expect(await text(panel.getByTestId('pay-saldo'))).toBe('$ 0');
    expect(await panel.getByRole('listitem').count()).toBe(2);
    expect(await readReserva(request, id)).toMatchObject({ total_pagado: 100000, saldo: 0, estado_pago: 'completo' });
    await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'pagos-completo');

    // The list follows: «Pagada» in the row, in «Pagadas» and not «Con saldo pendiente».
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await row.getByText('Pagada').waitFor();
    // On a phone the filters fold behind «Filtros» (issue 37).
    if (viewport === 'phone') await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('group', { name: 'Filtrar por pago' });
    await filters.getByRole('button', { name: 'Con saldo pendiente' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText(MSG.sinReservasBusqueda).first().waitFor();
    await filters.getByRole('button', { name: 'Pagadas' }).click();
    await row.waitFor();
    await screenshot(page, 'pagos-lista-pagadas', { fromTop: true });
    await page.context().close();
  });

  it.each([
    ['desktop', 312],
    ['phone', 318],
  ] as Array<[ViewportName, number]>)('a booking made with its seña is paid off from the calendar panel (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Calpagos');
    const entrada = addDaysIso(todayIso(), offset);
    const id = await book(request, guest.id, entrada, { sena_monto: 25000, sena_metodo_pago: 'transferencia' });
    expect(await readReserva(request, id)).toMatchObject({ total_pagado: 25000, estado_pago: 'parcial' });

    await page.goto(`/admin/calendario#fecha=${entrada}&vista=semana&tipo=cabanas`);
    await page.locator('[data-remote="mf-calendar"] .rbc-calendar').waitFor();
    await page.locator(`.rbc-event[data-reserva-id="${id}"]`).first().click();
    const dialog = page.getByRole('dialog', { name: `Detalles de la Reserva #${id}` });
    await dialog.waitFor();
    const panel = dialog.locator('.pay-panel');
    await panel.getByText('Seña').first().waitFor();
    expect(await text(panel.getByTestId('pay-saldo'))).toBe('$ 75.000');

    await recordPayment(page, panel, 'saldo', 'tarjeta');
    await panel.getByText('Reserva pagada en su totalidad.').waitFor();
    expect(await readReserva(request, id)).toMatchObject({ total_pagado: 100000, saldo: 0, estado_pago: 'completo' });
    await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'calendario-pagos');
    await page.context().close();
  });

  it.each([
    ['desktop', 342],
    ['phone', 348],
  ] as Array<[ViewportName, number]>)(
    'a seña on a hold confirms it, the receipt goes by WhatsApp, and the rest makes it «Pagada» (%s)',
    async (viewport, offset) => {
      const page = await loggedInPage(browser, viewport);
      const request = page.context().request;
      const guest = await createGuest(request, 'Retpago');
      const id = await book(request, guest.id, addDaysIso(todayIso(), offset), { es_prereserva: true });
      expect(await readReserva(request, id)).toMatchObject({ estado: 'pendiente', estado_pago: 'pendiente' });

      await page.goto('/admin/reservas#pre-reservas');
      await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
      const row = page.locator(`[data-reserva-id="${id}"]`);
      await row.getByText(/^Pre-reserva · vence /).waitFor();
      if (viewport === 'desktop') await row.click();
      else await row.getByRole('button', { name: `${guest.apellido}, Huésped`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
      const panel = dialog.locator('.pay-panel');
      await panel.getByText('Todavía no hay pagos registrados.').waitFor();

      // The seña arrives by transfer: the hold becomes a booking, and the receipt is one click away.
      await recordPayment(page, panel, '30000', 'transferencia');
      await panel.getByText('Pago parcial').waitFor();
      expect(await readReserva(request, id)).toMatchObject({ estado: 'activa', vence_el: null, total_pagado: 30000, estado_pago: 'parcial' });
      const receipt = panel.getByRole('link', { name: 'Enviar recibo por WhatsApp' });
      await receipt.waitFor();
      const href = decodeURIComponent((await receipt.getAttribute('href'))!);
      expect(href).toMatch(/^https:\/\/wa\.me\/5492664550000\?text=/);
      expect(href.replace(/\s/g, ' ')).toContain('Pagado: $ 30.000');
      expect(href.replace(/\s/g, ' ')).toContain('Saldo a pagar: $ 70.000');
      await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'prereserva-sena-recibo');

      await recordPayment(page, panel, 'saldo', 'efectivo');
      await panel.getByText('Reserva pagada en su totalidad.').waitFor();
      expect(await readReserva(request, id)).toMatchObject({ estado: 'activa', total_pagado: 100000, saldo: 0, estado_pago: 'completo' });
      expect(decodeURIComponent((await receipt.getAttribute('href'))!)).toContain('La estadía está totalmente paga.');
      await page.context().close();
    },
  );

  it.each([
    ['desktop', 330],
    ['phone', 336],
  ] as Array<[ViewportName, number]>)('Reserva Rápida saves the seña with the booking (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const apellido = `Sena${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}${viewport[0]}`;
    const entrada = addDaysIso(todayIso(), offset);

    await page.goto('/admin/reserva-rapida');
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    await page.getByLabel(/^Documento/).fill(`${(Date.now() % 1e7) + (viewport === 'desktop' ? 11 : 22)}`.padStart(8, '3'));
    await page.getByLabel(/^Nombre/).fill('Lía');
    await page.getByLabel(/^Apellido/).fill(apellido);
    await page.getByLabel(/^Teléfono/).fill('2664123123');
    await page.getByLabel(/^Fecha entrada/).fill(entrada);
    await page.getByLabel(/^Fecha salida/).fill(addDaysIso(entrada, 2));
    await page.getByLabel(/^Tipo de hospedaje/).selectOption({ label: 'Cabañas' });
    await page.waitForFunction(() => {
      const select = document.querySelector<HTMLSelectElement>('#qr-numero');
      return Boolean(select && !select.disabled && select.options.length > 1);
    });
    const numero = page.getByLabel(/^Número de hospedaje/);
    await numero.selectOption((await numero.locator('option').nth(1).getAttribute('value'))!);
    await page.getByLabel(/^Personas/).selectOption('2');
    await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('#qr-monto')?.value) > 0);
    const total = Number(await page.locator('#qr-monto').inputValue());

    await page.getByLabel('Seña recibida ($)').fill(String(total + 1));
    await page.getByRole('button', { name: 'Crear Reserva' }).click();
    await page.getByText(MSG.pagoExcedeTotal).first().waitFor();
    await page.getByLabel('Seña recibida ($)').fill('20000');
    await page.getByLabel('Método de la seña').selectOption('transferencia');
    await page.getByText(/^Saldo a cobrar: \$/).waitFor();
    await page.getByLabel('Seña recibida ($)').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'reserva-rapida-sena');
    await page.getByRole('button', { name: 'Crear Reserva' }).click();
    await page.getByText(MSG.reservaCreada).first().waitFor();

    const found = await request.get(`/api/endpoints/reservas.php?search=${apellido}`);
    const [reserva] = await found.json();
    expect(reserva).toMatchObject({ total_pagado: 20000, saldo: total - 20000, estado_pago: 'parcial' });
    const pagos = await (await request.get(`/api/endpoints/pagos?reserva_id=${reserva.id}`)).json();
    expect(pagos.pagos).toEqual([expect.objectContaining({ monto: 20000, metodo_pago: 'transferencia', observaciones: 'Seña' })]);
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('Reportes shows what was collected this month by payment date, as the API counts it (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Cobros');
    const id = await book(request, guest.id, addDaysIso(todayIso(), viewport === 'desktop' ? 342 : 348));
    const pago = await request.post('/api/endpoints/pagos', {
      headers: { 'Content-Type': 'application/json' },
      data: { reserva_id: id, monto: 12345.5, metodo_pago: 'tarjeta', observaciones: 'Seña con tarjeta' },
    });
    expect(pago.status()).toBe(201);
    // The screen opens on the current month; the API is asked the same, after the screen has loaded.
    const { desde, hasta } = monthRange(todayIso());

    await page.goto('/admin/reportes');
    const section = page.getByRole('region', { name: 'Cobros por fecha de pago' });
    await section.getByText('Seña con tarjeta').first().waitFor();
    const shown = await text(section.locator('[data-fact="cobrado"]'));
    const fromApi = (
      await (await request.get(`/api/endpoints/pagos?reporte_cobros&fecha_inicio=${desde}&fecha_fin=${hasta}`)).json()
    ).estadisticas.totalCobrado as number;
    expect(shown).toBe(formatARSCents(fromApi).replace(/\s/g, ' '));
    expect(fromApi).toBeGreaterThanOrEqual(12345.5);
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'reportes-cobros');
    const monthly = page.getByRole('region', { name: 'Reservado y cobrado por mes' });
    await monthly.locator('[data-fact="cobrado"]').waitFor();
    await monthly.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'reportes-reservado-cobrado');
    await page.context().close();
  });
});
