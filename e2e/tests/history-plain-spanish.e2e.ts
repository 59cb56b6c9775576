/**
 * Historial in plain Spanish on the real server (issue 37, item 1): a dormi stay moved from one unit to another reads
 * «cambió la unidad de Dormi 0 a Dormi 1» (not «N.º 9 a N.º 10»), its row names the guest, the unit and the dates
 * beside the reservation's number, the booking says «1 persona», the user column keeps a name on one line, and a
 * range upside down shows its error alone. Screenshots at 1280 and 390 px.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, type ViewportName } from '../support/browser';

async function freeDormis(request: APIRequestContext, entrada: string, salida: string) {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=2&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes as Array<{ id: number; numero: number }>;
}

const ar = (iso: string) => iso.split('-').reverse().join('/');

describe('Historial in plain Spanish (issue 37)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 3310],
    ['phone', 3318],
  ] as Array<[ViewportName, number]>)('names units, guests and fields as the screens do (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const entrada = addDaysIso(todayIso(), offset);
    const salida = addDaysIso(entrada, 2);
    const [from, to] = await freeDormis(request, entrada, salida);
    const guest = await createGuest(request, 'Historia');
    const created = await request.post('/api/endpoints/reservas.php', {
      data: { cliente_id: guest.id, hospedaje_id: from.id, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 1, monto_total: 48000 },
    });
    expect(created.status()).toBe(201);
    const id: number = (await created.json()).id;
    expect((await request.put('/api/endpoints/reservas.php', { data: { id, hospedaje_id: to.id } })).status()).toBe(200);

    await page.goto('/admin/historial');
    await page.getByRole('heading', { level: 1, name: 'Historial de cambios' }).waitFor();
    const rows = page.locator('.hist-table tr').filter({ hasText: guest.apellido });
    const move = rows.filter({ hasText: `cambió la unidad de Dormi ${from.numero} a Dormi ${to.numero}` });
    await move.waitFor();
    await move.getByText(`· ${guest.apellido}, Huésped · Dormi ${to.numero} · ${ar(entrada)} al ${ar(salida)}`).waitFor();
    await move.getByRole('link', { name: `Reserva N.º ${id}` }).waitFor();
    const alta = rows.filter({ hasText: `creó la reserva (Dormi ${from.numero} para ${guest.apellido}, Huésped` });
    expect(await alta.textContent()).toContain('1 persona,');
    expect(await page.locator('.hist-table').textContent()).not.toMatch(/N\.º \d+ a N\.º \d+|el campo [a-z_]+_[a-z_]+/);

    // A user name stays on one line (it broke «recepcion» in two at 1280).
    const user = move.locator('.hist-user');
    const oneLine = await user.evaluate((cell) => {
      const style = getComputedStyle(cell);
      const range = document.createRange();
      range.selectNodeContents(cell);
      return style.whiteSpace === 'nowrap' && range.getClientRects().length === 1;
    });
    expect(oneLine).toBe(true);
    await screenshot(page, 'historial-nombres');

    // A range upside down: its error alone, neither the rows nor «Sin cambios registrados» under it.
    for (const [label, iso] of [['Desde', addDaysIso(todayIso(), 2)], ['Hasta', todayIso()]]) {
      await page.getByLabel(label).fill('');
      await page.getByLabel(label).pressSequentially(ar(iso).replace(/\//g, ''));
    }
    await page.getByRole('alert').filter({ hasText: 'La fecha desde no puede ser posterior a hasta' }).waitFor();
    expect(await page.getByText('Sin cambios registrados').count()).toBe(0);
    expect(await page.locator('.hist-table').count()).toBe(0);
    await screenshot(page, 'historial-rango-invertido');
    await page.context().close();
  });
});
