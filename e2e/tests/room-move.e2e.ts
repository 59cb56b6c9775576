/**
 * Room moves on the real server (issue 13): from the edit modal of Reservas and from the calendar's detail panel,
 * a cabin stay moves to another free unit after the changed stay's confirmation (issue 32; another cabin for the same
 * nights keeps the amount); a move onto a unit another receptionist booked meanwhile is refused in Spanish and
 * changes nothing. Screenshots of the edit modal with the move at 1280 and 390 px.
 */
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { createGuest, readReserva } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, type ViewportName } from '../support/browser';
import { answerStayChange } from '../support/stay-change';

async function freeCabins(request: APIRequestContext, entrada: string, salida: string) {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes as Array<{ id: number; numero: number }>;
}

async function book(request: APIRequestContext, clienteId: number, hospedajeId: number, entrada: string, salida: string): Promise<number> {
  const response = await request.post('/api/endpoints/reservas.php', {
    headers: { 'Content-Type': 'application/json' },
    data: { cliente_id: clienteId, hospedaje_id: hospedajeId, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4, monto_total: 140000 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** Waits until the unit select lists more than the own unit, and answers the option texts. */
async function moveChoices(page: Page, selector: string): Promise<string[]> {
  await page.waitForFunction((s) => (document.querySelector<HTMLSelectElement>(s)?.options.length ?? 0) > 1, selector);
  return page.locator(`${selector} option`).allInnerTexts();
}

/** On a phone the modal scrolls: what the screenshot is about goes mid-screen, clear of the toasts at the top. */
async function showCentered(locator: Locator): Promise<void> {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

async function unitGone(page: Page, selector: string, unitId: number): Promise<void> {
  await page.waitForFunction(
    ([s, value]) => !Array.from(document.querySelector<HTMLSelectElement>(s)?.options ?? []).some((o) => o.value === value),
    [selector, String(unitId)] as const,
  );
}

describe('room moves on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 230],
    ['phone', 236],
  ] as Array<[ViewportName, number]>)('moves a cabin stay from the edit modal; a unit taken meanwhile is refused (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Mudanza');
    const other = await createGuest(request, 'Mudanza');
    const entrada = addDaysIso(todayIso(), offset);
    const salida = addDaysIso(entrada, 3);
    const [own, taken, target] = await freeCabins(request, entrada, salida);
    const id = await book(request, guest.id, own.id, entrada, salida);

    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
    await page.getByRole('button', { name: new RegExp(`Editar reserva #${id} `) }).click();
    const edit = page.getByRole('dialog', { name: `Editar Reserva #${id}` });
    await edit.waitFor();
    const choices = await moveChoices(page, '#edit-hospedaje');
    expect(choices[0]).toBe(`Cabaña ${own.numero} (actual)`);
    expect(choices).toContain(`Cabaña ${taken.numero}`);
    expect(choices).toContain(`Cabaña ${target.numero}`);
    expect(choices.some((c) => c.startsWith('Dormi '))).toBe(true);

    // Chosen while free; another receptionist books it before Guardar: the server refuses, nothing changes.
    await edit.getByLabel(/^Hospedaje/).selectOption(String(taken.id));
    await edit.getByText(MSG.hospedajeDisponible).waitFor();
    await book(request, other.id, taken.id, entrada, salida);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    // The same nights in another cabin cost the same: the move alone is confirmed (issue 32).
    await answerStayChange(page, 'Confirmar cambio');
    await edit.locator('.rsv-alert', { hasText: MSG.hospedajeNoDisponible }).waitFor();
    // The clash refetches the free units: the taken one leaves the list and the choice goes back to the own unit.
    await unitGone(page, '#edit-hospedaje', taken.id);
    expect(await edit.getByLabel(/^Hospedaje/).inputValue()).toBe(String(own.id));
    await showCentered(edit.locator('.rsv-alert'));
    await screenshot(page, 'reservas-mudanza-rechazada', { fromTop: true });
    expect(await readReserva(request, id)).toMatchObject({ hospedaje_id: own.id, numero_hospedaje: own.numero });

    await edit.getByLabel(/^Hospedaje/).selectOption(String(target.id));
    await edit.getByText(MSG.hospedajeDisponible).waitFor();
    expect(await edit.locator('.rsv-alert').count()).toBe(0);
    await showCentered(edit.getByLabel(/^Hospedaje/));
    await screenshot(page, 'reservas-mudanza', { fromTop: true });
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await answerStayChange(page, 'Confirmar cambio');
    await edit.waitFor({ state: 'detached' });
    expect(await readReserva(request, id)).toMatchObject({
      hospedaje_id: target.id,
      numero_hospedaje: target.numero,
      tipo_hospedaje_id: 1,
      // Another cabin for the same nights: nothing priced changed, so the agreed amount stays (issue 32).
      monto_total: 140000,
      fecha_entrada: entrada,
      fecha_salida: salida,
    });
    await page.locator(`[data-reserva-id="${id}"]`).getByText(`Cabaña ${target.numero}`).first().waitFor();
    await page.context().close();
  });

  it('moves a cabin stay from the calendar detail panel, and refuses a unit taken meanwhile (1280)', async () => {
    const page = await loggedInPage(browser, 'desktop');
    const request = page.context().request;
    const guest = await createGuest(request, 'Mudanza');
    const other = await createGuest(request, 'Mudanza');
    const entrada = addDaysIso(todayIso(), 243);
    const salida = addDaysIso(entrada, 2);
    const [own, taken, target] = await freeCabins(request, entrada, salida);
    const id = await book(request, guest.id, own.id, entrada, salida);

    await page.goto(`/admin/calendario#fecha=${entrada}&vista=semana&tipo=cabanas`);
    await page.locator('[data-remote="mf-calendar"] .rbc-calendar').waitFor();
    await page.locator(`.rbc-event[data-reserva-id="${id}"]`).first().click();
    const dialog = page.getByRole('dialog', { name: `Detalles de la Reserva #${id}` });
    await dialog.waitFor();
    const choices = await moveChoices(page, '#cal-move-unit');
    expect(choices[0]).toBe(`Cabaña ${own.numero} (actual)`);

    await dialog.getByLabel('Cambiar hospedaje').selectOption(String(taken.id));
    await book(request, other.id, taken.id, entrada, salida);
    await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
    await answerStayChange(page, 'Confirmar cambio');
    await dialog.getByRole('alert').filter({ hasText: MSG.hospedajeNoDisponible }).waitFor();
    await unitGone(page, '#cal-move-unit', taken.id);
    expect(await dialog.getByRole('button', { name: 'Mover', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'calendario-mudanza-rechazada', { fromTop: true });
    expect((await readReserva(request, id)).hospedaje_id).toBe(own.id);

    await dialog.getByLabel('Cambiar hospedaje').selectOption(String(target.id));
    await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
    await answerStayChange(page, 'Confirmar cambio');
    await dialog.locator('.cal-detail-row', { hasText: 'Hospedaje' }).getByText(`Cabaña ${target.numero}`).waitFor();
    await screenshot(page, 'calendario-mudanza', { fromTop: true });
    expect(await readReserva(request, id)).toMatchObject({ hospedaje_id: target.id, monto_total: 140000 });
    await page.context().close();
  });
});
