/**
 * The stay's account on the real server (issue 32, «Charges»), at 1280 and 390 px: a 3-night cabin stay of
 * $ 100.000 with a $ 30.000 seña. In the Reservas detail, «Cuenta» takes «Leña» × 2 from the catalogue ($ 16.000)
 * and a discount of $ 6.000 with its reason; the total and the balance change on screen (the account's total, the
 * payments panel's balance) and in the API (the account's lines, the stay's `monto_total` and `saldo`). Then
 * Configuración's catalogue of extras, where an administrator adds one. Screenshots of the account and the catalogue.
 */
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Cuenta } from '@camping/contracts/schemas/cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { createGuest, readReserva } from '../support/api-data';
import { seriousA11yViolations } from '../support/axe';
import { elementShot, launchBrowser, loggedInPage, screenshot, viewShot, type ViewportName } from '../support/browser';

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, ' ');

async function freeCabin(request: APIRequestContext, entrada: string, salida: string): Promise<number> {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes[0].id;
}

/** «Leña» in the catalogue, once per server (the two widths share it). */
async function lena(request: APIRequestContext): Promise<Extra> {
  const { extras } = await (await request.get('/api/endpoints/extras')).json();
  const found = (extras as Extra[]).find((e) => e.nombre === 'Leña');
  if (found) return found;
  const response = await request.post('/api/endpoints/extras', { data: { nombre: 'Leña', precio: 8000, cobro: 'unico' } });
  expect(response.status()).toBe(201);
  return (await response.json()).extra;
}

async function bookWithSena(request: APIRequestContext, clienteId: number, offset: number): Promise<number> {
  const entrada = addDaysIso(todayIso(), offset);
  const salida = addDaysIso(entrada, 3);
  const response = await request.post('/api/endpoints/reservas.php', {
    data: {
      cliente_id: clienteId,
      hospedaje_id: await freeCabin(request, entrada, salida),
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_personas: 2,
      monto_total: 100000,
      sena_monto: 30000,
      sena_metodo_pago: 'transferencia',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

async function openDetail(page: Page, viewport: ViewportName, apellido: string, id: number): Promise<Locator> {
  await page.goto('/admin/reservas');
  await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(apellido);
  const row = page.locator(`[data-reserva-id="${id}"]`);
  await row.getByText('Pago parcial').first().waitFor();
  if (viewport === 'desktop') await row.click();
  else await row.getByRole('button', { name: `${apellido}, Huésped`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
  await dialog.waitFor();
  return dialog;
}

describe('the stay\'s account: charges and discounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 340],
    ['phone', 346],
  ] as Array<[ViewportName, number]>)('adds «Leña» × 2 and a discount with its reason: the total and the balance follow (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const extra = await lena(request);
    const guest = await createGuest(request, 'Cuenta');
    const id = await bookWithSena(request, guest.id, offset);

    const dialog = await openDetail(page, viewport, guest.apellido, id);
    const cuenta = dialog.getByRole('region', { name: 'Cuenta' });
    const saldo = dialog.locator('.pay-panel').getByTestId('pay-saldo');
    await cuenta.getByText('Según la reserva').waitFor();
    expect(await text(cuenta.getByTestId('cuenta-total'))).toBe('$ 100.000');
    expect(await text(saldo)).toBe('$ 70.000');

    // «Leña» × 2 from the catalogue: what it charges before it is sent.
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    const cargo = cuenta.getByRole('form', { name: 'Agregar cargo del catálogo' });
    await cargo.getByLabel('Extra').selectOption(String(extra.id));
    await cargo.getByLabel('Cantidad').fill('2');
    expect(await text(cargo.getByRole('status'))).toBe('Se cargan $ 16.000 (2 × $ 8.000)');
    await cargo.getByRole('button', { name: 'Agregar cargo' }).click();
    await page.getByText(MSG_CUENTA.cargoAgregado).first().waitFor();
    const lenaLine = cuenta.getByRole('listitem').filter({ hasText: 'Leña' });
    expect(await text(lenaLine)).toContain('2 × $ 8.000');
    expect(await text(lenaLine)).toContain('$ 16.000');
    await cuenta.getByTestId('cuenta-total').getByText('$ 116.000').waitFor();
    await saldo.getByText('$ 86.000').waitFor();

    // A discount with its reason.
    await cuenta.getByRole('button', { name: 'Agregar descuento' }).click();
    const descuento = cuenta.getByRole('form', { name: 'Agregar descuento' });
    await descuento.getByLabel('Motivo').fill('Cliente frecuente');
    await descuento.getByLabel('Monto ($)').fill('6000');
    expect(await text(descuento.getByRole('status'))).toBe('Descuento de $ 6.000: la cuenta queda en $ 110.000');
    await descuento.getByRole('button', { name: 'Aplicar descuento' }).click();
    await page.getByText(MSG_CUENTA.descuentoAplicado).first().waitFor();
    await cuenta.getByTestId('cuenta-total').getByText('$ 110.000').waitFor();
    await saldo.getByText('$ 80.000').waitFor();
    expect(await text(cuenta.getByRole('listitem').filter({ hasText: 'Cliente frecuente' }))).toContain('− $ 6.000');
    expect(await text(dialog.getByText('Monto total').locator('..'))).toContain('$ 110.000');

    // The API says the same.
    const answer: Cuenta = await (await request.get(`/api/endpoints/cuenta?reserva_id=${id}`)).json();
    expect(answer.lineas.map((l) => [l.tipo, l.concepto, l.monto, l.registrado_por])).toEqual([
      ['alojamiento', 'Alojamiento', 100000, 'admin'],
      ['extra', 'Leña', 16000, 'admin'],
      ['descuento', 'Descuento', 6000, 'admin'],
    ]);
    expect(answer.lineas[2].motivo).toBe('Cliente frecuente');
    expect(answer.totales).toMatchObject({ cargos: 116000, descuentos: 6000, total: 110000, pagado: 30000, saldo: 80000 });
    expect(await readReserva(request, id)).toMatchObject({ monto_total: 110000, descuento: 6000, saldo: 80000, cargos_adicionales: 16000 });

    expect(await seriousA11yViolations(page, '[role="dialog"] .acct-panel')).toEqual([]);
    await cuenta.scrollIntoViewIfNeeded();
    await viewShot(page, 'cuenta-cargos');
    await elementShot(page, '[role="dialog"] .acct-panel', 'cuenta-cargos-seccion');
    // The forms, open, as the clerk fills them.
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    await cuenta.getByRole('form', { name: 'Agregar cargo del catálogo' }).waitFor();
    await elementShot(page, '[role="dialog"] .acct-panel', 'cuenta-agregar-cargo');
    await page.context().close();
  }, 120_000);

  it.each([
    ['desktop', 'Salida tardía'],
    ['phone', 'Ropa de cama'],
  ] as Array<[ViewportName, string]>)('Configuración keeps the catalogue of extras; an administrator adds one (%s)', async (viewport, nombre) => {
    const page = await loggedInPage(browser, viewport);
    await lena(page.context().request);
    await page.goto('/admin/configuracion');
    const catalogo = page.getByRole('region', { name: 'Extras que se cobran aparte' });
    await catalogo.getByText('Leña').first().waitFor();
    const form = catalogo.getByRole('form', { name: 'Agregar un extra' });
    await form.getByLabel('Nombre').fill(nombre);
    await form.getByLabel('Precio ($)').fill('15000');
    await form.getByLabel('Se cobra').selectOption('unico');
    await form.getByRole('button', { name: 'Agregar extra' }).click();
    await page.getByText(MSG_CUENTA.extraCreado).first().waitFor();
    await catalogo.getByRole('list', { name: 'Extras del catálogo' }).getByText(nombre).waitFor();
    const { extras } = await (await page.context().request.get('/api/endpoints/extras')).json();
    expect(extras).toContainEqual(expect.objectContaining({ nombre, precio: 15000, cobro: 'unico', activo: true }));
    expect(await seriousA11yViolations(page, '.mfc-extras-card')).toEqual([]);
    await screenshot(page, 'configuracion-extras', { fromTop: true });
    await elementShot(page, '.mfc-extras-card', 'configuracion-extras-catalogo');
    await page.context().close();
  }, 90_000);
});
