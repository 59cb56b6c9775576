/**
 * «Cambiar titular» on the real server (issue 37 item 6): from a reservation's detail the clerk searches another
 * client, chooses it and confirms; the detail and the list show the new holder, the history says who changed it, and
 * the client the stay left can then be deleted. Screenshots at 1280 and 390 px (`cambiar-titular-*`).
 */
import type { Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { titularCambiadoMessage } from '@camping/contracts/messages-titular';
import { createGuest, readReserva } from '../support/api-data';
import { launchBrowser, loggedInPage, viewShot, type ViewportName } from '../support/browser';

describe('«Cambiar titular» on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each<ViewportName>(['desktop', 'phone'])('passes a stay to another client from its detail (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const [duplicado, titular] = [await createGuest(request, 'Duplicado'), await createGuest(request, 'Titular')];
    const created = await request.post('/api/endpoints/reservas', {
      data: { cliente_id: duplicado.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: addDaysIso(todayIso(), 40), fecha_salida: addDaysIso(todayIso(), 42), cantidad_personas: 2, monto_total: 20000 },
    });
    expect(created.status()).toBe(201);
    const id: number = (await created.json()).id;

    await page.goto(`/admin/reservas/${id}`);
    const detail = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
    await detail.getByText(`Reserva #${id}`).waitFor();
    await detail.getByRole('button', { name: 'Cambiar titular' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar titular' });
    await dialog.getByLabel('Buscar cliente').fill(titular.apellido);
    await dialog.getByRole('radio', { name: new RegExp(titular.apellido) }).check();
    await viewShot(page, 'cambiar-titular');
    await dialog.getByRole('button', { name: `Pasar a nombre de ${titular.apellido}, Huésped` }).click();
    await page.getByText(titularCambiadoMessage(id, `${titular.apellido}, Huésped`)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByText(`${titular.apellido}, Huésped`).waitFor();
    expect((await readReserva(request, id)).cliente_id).toBe(titular.id);
    // The client it left holds no stay now: it can be deleted.
    expect((await request.delete(`/api/endpoints/clientes?id=${duplicado.id}`)).status()).toBe(200);
    await page.context().close();
  });
});
