/**
 * Messages that name what the screen names, and one name per unit (issue 37, items 2 and 9), on the real server at
 * 1280 and 390 px: Reserva Rápida lists dormis as «Dormi N» under the type «Dormis» and never keeps an «obligatorio»
 * under the amount it computes; Canales' block form without a unit says «El campo hospedaje es obligatorio»; the edit
 * modal says a dormi's capacity first for 5 people, with no price confirmation.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, type ViewportName } from '../support/browser';

const MONTO_SE_CALCULA = 'El monto total se calcula al completar las fechas, el hospedaje y las personas';

async function freeDormis(request: APIRequestContext, entrada: string, salida: string) {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=2&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes as Array<{ id: number; numero: number }>;
}

describe('messages and unit names as the screens say them (issue 37)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 3330],
    ['phone', 3338],
  ] as Array<[ViewportName, number]>)('Reserva Rápida, Canales and the edit modal (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const entrada = addDaysIso(todayIso(), offset);
    const salida = addDaysIso(entrada, 2);

    // Reserva Rápida: the amount's message says what it waits for, and goes once the amount is computed.
    await page.goto('/admin/reserva-rapida');
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Crear Reserva' }).click();
    await page.getByText(MONTO_SE_CALCULA).waitFor();
    expect(await page.getByText('El campo monto total es obligatorio').count()).toBe(0);
    await page.getByLabel(/^Fecha entrada/).fill(entrada);
    await page.getByLabel(/^Fecha salida/).fill(salida);
    await page.getByLabel(/^Tipo de hospedaje/).selectOption({ label: 'Dormis' });
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#qr-numero')?.options.length ?? 0) > 1);
    const units = (await page.locator('#qr-numero option').allInnerTexts()).slice(1);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit).toMatch(/^Dormi \d+ \(hasta 4 personas\)$/);
    await page.locator('#qr-numero').selectOption({ index: 1 });
    await page.getByLabel(/^Personas/).selectOption('2');
    await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('#qr-monto')?.value) > 0);
    await page.getByText(MONTO_SE_CALCULA).waitFor({ state: 'detached' });
    await screenshot(page, 'reserva-rapida-dormi', { fromTop: true });
    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();

    // Canales: a block without a unit names the field by its label.
    await page.goto('/admin/canales');
    const blocks = page.getByRole('region', { name: 'Bloqueos de mantenimiento' });
    await blocks.waitFor();
    await blocks.getByRole('button', { name: 'Bloquear' }).click();
    await blocks.getByRole('alert').filter({ hasText: 'El campo hospedaje es obligatorio' }).waitFor();
    expect(await blocks.getByLabel('Hospedaje').locator('option').allInnerTexts()).toContain('Dormi 0');
    await blocks.scrollIntoViewIfNeeded();
    await screenshot(page, 'canales-bloqueo-sin-hospedaje');

    // The edit modal: 5 people in a 4-bed dormi is refused for its capacity, before any price is asked.
    const [dormi] = await freeDormis(request, entrada, salida);
    const guest = await createGuest(request, 'Capacidad');
    const created = await request.post('/api/endpoints/reservas.php', {
      data: { cliente_id: guest.id, hospedaje_id: dormi.id, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4, monto_total: 88000 },
    });
    expect(created.status()).toBe(201);
    const id: number = (await created.json()).id;
    await page.goto(`/admin/reservas/${id}`);
    const detail = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
    await detail.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Editar Reserva #${id}` });
    await edit.waitFor();
    expect(await edit.textContent()).toContain(`Dormi ${dormi.numero}`);
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#edit-hospedaje')?.options.length ?? 0) > 0);
    await edit.getByLabel(/^Personas/).fill('5');
    const capacity = 'La cantidad de personas (5) supera la capacidad del hospedaje (4)';
    await edit.getByText(capacity).waitFor();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await page.getByRole('dialog', { name: 'Confirmar cambio de la estadía' }).count()).toBe(0);
    expect(await page.getByText(/No se encontró precio/).count()).toBe(0);
    await edit.getByText(capacity).scrollIntoViewIfNeeded();
    await screenshot(page, 'editar-reserva-capacidad');
    await page.context().close();
  });
});
