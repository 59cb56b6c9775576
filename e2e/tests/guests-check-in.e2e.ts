/**
 * Guests of a stay on the real server (issue 36), at 1280 and 390 px: at «Hoy» «Registrar ingreso» opens the guests
 * form with the client as titular; with the titular's document cleared it says what is missing and will not check in;
 * the clerk types it back, adds a second guest (a passport), the stay's vehicle and the arrival time, and checks in.
 * The API holds both guests, the vehicle and 14:30; the row's «Ficha» opens the registration card, whose PDF text is
 * read back (both guests, the vehicle, the signature line). At 1280 px the admin's «Registro de huéspedes» lists them
 * and its CSV carries them. Screenshots of the form, the missing data and the register.
 */
import { pdfText } from '@camping/dev-database/pdf-text';
import type { APIRequestContext, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { createGuest } from '../support/api-data';
import { elementShot, loggedInPage, viewShot, type ViewportName } from '../support/browser';
import { browserAndDatabase } from '../support/browser-and-database';

const plano = (text: string) => text.replace(/\s+/g, ' ');

async function stayForToday(request: APIRequestContext, clienteId: number): Promise<number> {
  const entrada = todayIso();
  const salida = addDaysIso(entrada, 2);
  for (const tipo of [2, 1]) {
    const libres = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=${tipo}&fecha_entrada=${entrada}&fecha_salida=${salida}`);
    const [unidad] = (await libres.json()).hospedajes ?? [];
    if (!unidad) continue;
    const res = await request.post('/api/endpoints/reservas', {
      data: { cliente_id: clienteId, hospedaje_id: unidad.id, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2, monto_total: 48000 },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).id;
  }
  throw new Error('No hay cabañas ni dormis libres hoy para la prueba');
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

describe('guests of a stay and the check-in (issue 36)', () => {
  const suite = browserAndDatabase();

  it.each(['desktop', 'phone'] as ViewportName[])('checks in two guests from «Hoy» and prints their card (%s)', async (viewport) => {
    const page = await loggedInPage(suite.browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Ficha');
    const id = await stayForToday(request, guest.id);
    const doc = `${30_000_000 + (Date.now() % 1_000_000)}`;

    await page.goto(`/admin/hoy?fecha=${todayIso()}`);
    const fila = page.getByRole('region', { name: /^Llegadas/ }).locator(`[data-reserva-id="${id}"]`);
    await fila.getByRole('button', { name: 'Registrar ingreso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar ingreso' });
    const titular = dialog.getByRole('group', { name: 'Titular' });
    await titular.waitFor();
    expect(await titular.getByLabel('Apellido').inputValue()).toBe(guest.apellido);

    // Without the titular's document (Configuración's default requirement) it says so and will not check in.
    await titular.getByLabel('Documento', { exact: true }).fill('');
    await dialog.getByTestId('guests-missing').getByText(`Titular (${guest.apellido}, Huésped): documento`).waitFor();
    const enviar = dialog.getByRole('button', { name: 'Guardar y registrar ingreso' });
    expect(await enviar.isDisabled()).toBe(true);
    await viewShot(page, `huespedes-faltan-datos-${viewport}`);

    await titular.getByLabel('Documento', { exact: true }).fill(doc);
    await titular.getByLabel('Nacionalidad').fill('Argentina');
    await titular.getByLabel('Fecha de nacimiento').fill('02/04/1980');
    await dialog.getByRole('button', { name: 'Agregar huésped' }).click();
    const segundo = dialog.getByRole('group', { name: 'Huésped 2' });
    await segundo.getByLabel('Nombre').fill('Luis');
    await segundo.getByLabel('Apellido').fill('Ferreyra');
    await segundo.getByLabel('Tipo de documento').selectOption('pasaporte');
    await segundo.getByLabel('Documento', { exact: true }).fill('UY123456');
    await segundo.getByLabel('Nacionalidad').fill('Uruguaya');
    expect(await dialog.getByRole('button', { name: 'Agregar huésped' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Modelo').fill('Kangoo');
    await dialog.getByLabel('Patente').fill('AE456FG');
    await dialog.getByLabel('Hora de llegada').fill('14:30');
    await dialog.getByTestId('guests-missing').getByText('Están los datos').waitFor();
    await noSideScroll(page);
    await viewShot(page, `huespedes-ingreso-${viewport}`);
    await enviar.click();
    await page.getByText(MSG.ingresoRegistrado, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await fila.getByText(/^Ingresó /).waitFor();

    const guardados = await (await request.get(`/api/endpoints/huespedes?reserva_id=${id}`)).json();
    expect(guardados).toMatchObject({ hora_llegada: '14:30', modelo_vehiculo: 'Kangoo', patente: 'AE456FG', faltantes: [] });
    expect(guardados.huespedes.map((h: { nombre: string; documento: string }) => [h.nombre, h.documento])).toEqual([
      ['Huésped', doc],
      ['Luis', 'UY123456'],
    ]);

    // The card, from the row's link (a new tab answered as a PDF), and its text.
    const link = fila.getByRole('link', { name: /Ficha de registro/ });
    const [respuesta] = await Promise.all([page.context().waitForEvent('response', (r) => r.url().includes('/huespedes/ficha')), link.click()]);
    expect(respuesta.headers()['content-type']).toBe('application/pdf');
    const pdf = await request.get(`/api/endpoints/huespedes/ficha?reserva_id=${id}`);
    const texto = plano(await pdfText(Buffer.from(await pdf.body())));
    expect(texto).toContain(`Ficha de registro · Reserva N.º ${id}`);
    expect(texto).toContain(`Titular ${guest.apellido}, Huésped DNI ${doc} Argentina 02/04/1980`);
    expect(texto).toContain('2. Ferreyra, Luis Pasaporte UY123456 Uruguaya');
    expect(texto).toContain('Kangoo · patente AE456FG');
    expect(texto).toContain('llegada 14:30');
    expect(texto).toContain('Firma del titular');

    // The admin's register lists both, and its CSV carries them.
    await page.goto('/admin/registro-huespedes');
    await page.getByRole('heading', { level: 1, name: 'Registro de huéspedes' }).waitFor();
    await page.getByText('Ferreyra, Luis').first().waitFor();
    await noSideScroll(page);
    await viewShot(page, `registro-huespedes-${viewport}`);
    const hoy = todayIso();
    const desde = `${hoy.slice(0, 8)}01`;
    const csv = await (await request.get(`/api/endpoints/registro-huespedes?desde=${desde}&hasta=${hoy}&formato=csv`)).text();
    expect(csv).toContain(`;${guest.apellido};Huésped;DNI;${doc};Argentina;02/04/1980;`);
    expect(csv).toContain(';Ferreyra;Luis;Pasaporte;UY123456;Uruguaya;');
    await page.context().close();
  });

  it('checks a guest in and another out from their bars in the Planilla (desktop)', async () => {
    const page = await loggedInPage(suite.browser, 'desktop');
    const request = page.context().request;
    const hoy = todayIso();
    const llega = await stayForToday(request, (await createGuest(request, 'Barra')).id);
    // A guest in since yesterday, leaving today (inserted: the API books no past nights), in a unit free those nights.
    const ayer = addDaysIso(hoy, -1);
    const libres = await (await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${ayer}&fecha_salida=${hoy}`)).json();
    const sale = await createGuest(request, 'Barra');
    const {
      rows: [{ id: saleId }],
    } = await suite.db.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total, checkin_at, checkin_por)
       VALUES ($1, $2, 1, $3::date, $4::date, 2, 0, now() - interval '1 day', 'admin') RETURNING id`,
      [sale.id, libres.hospedajes[0].id, ayer, hoy],
    );

    await page.goto(`/admin/calendario/planilla#desde=${ayer}&dias=14`);
    await page.locator(`.plan-bar[data-reserva-id="${llega}"]`).click();
    const detalle = page.getByRole('dialog', { name: `Detalles de la Reserva #${llega}` });
    await detalle.getByRole('region', { name: 'Huéspedes e ingreso' }).getByRole('button', { name: 'Registrar ingreso' }).click();
    const ingreso = page.getByRole('dialog', { name: 'Registrar ingreso' });
    await ingreso.getByRole('group', { name: 'Titular' }).waitFor();
    await viewShot(page, 'planilla-registrar-ingreso');
    await ingreso.getByRole('button', { name: 'Guardar y registrar ingreso' }).click();
    await page.getByText(MSG.ingresoRegistrado, { exact: true }).first().waitFor();
    await ingreso.waitFor({ state: 'detached' });
    expect((await (await request.get(`/api/endpoints/reservas.php?id=${llega}`)).json()).reserva.checkin_at).not.toBeNull();
    await page.keyboard.press('Escape');
    await detalle.waitFor({ state: 'hidden' });

    await page.locator(`.plan-bar[data-reserva-id="${saleId}"]`).click();
    const otro = page.getByRole('dialog', { name: `Detalles de la Reserva #${saleId}` });
    await otro.getByRole('button', { name: 'Registrar salida' }).click();
    const pregunta = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Registrar salida' }));
    await pregunta.getByRole('button', { name: 'Registrar salida' }).click();
    await page.getByText(MSG.salidaRegistrada, { exact: true }).first().waitFor();
    const salida = (await (await request.get(`/api/endpoints/reservas.php?id=${saleId}`)).json()).reserva;
    expect(salida).toMatchObject({ estado: 'finalizada' });
    expect(salida.checkout_at).not.toBeNull();
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('Configuración says what a check-in asks for (%s)', async (viewport) => {
    const page = await loggedInPage(suite.browser, viewport);
    await page.goto('/admin/configuracion');
    const quien = page.getByLabel('Al registrar el ingreso se piden los datos de…');
    await quien.waitFor();
    expect(await quien.inputValue()).toBe('titular');
    const datos = page.getByRole('group', { name: 'Datos que se piden al registrar el ingreso' });
    expect(await datos.getByLabel('Documento').isChecked()).toBe(true);
    expect(await datos.getByLabel('Nacionalidad').isChecked()).toBe(false);
    await datos.scrollIntoViewIfNeeded();
    await noSideScroll(page);
    await elementShot(page, '.mfc-settings-form', `configuracion-ingreso-${viewport}`);
    await page.context().close();
  });
});
