/**
 * Issue 37, item 3, on the real server: while a stay is dragged in the Planilla over a unit whose nights another
 * stay holds, the drop preview turns red and names that stay («Ocupado por Apellido, Nombre (N.º id)») before the
 * drop; over free nights it is plain again; the hover summary never shows while dragging. At 1280 and 390 px;
 * screenshots (E2E_GALLERY=1): planilla-arrastre-ocupado.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest } from '../support/api-data';
import { launchBrowser, loggedInPage, viewShot, type ViewportName } from '../support/browser';
import { openGrid, units } from '../support/planilla';

jest.setTimeout(120_000);

const BASE = addDaysIso(todayIso(), 6 * 365 + 40 + (Date.now() % 50) * 20);

async function book(request: APIRequestContext, hospedajeId: number, entrada: string, salida: string) {
  const guest = await createGuest(request, 'Arrastre');
  const response = await request.post('/api/endpoints/reservas', {
    data: { cliente_id: guest.id, hospedaje_id: hospedajeId, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2, monto_total: 150000 },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).id as number, apellido: guest.apellido };
}

describe('dragging in the Planilla names the stay in the way (issue 37)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([['desktop', 0], ['phone', 40]] as Array<[ViewportName, number]>)('turns the preview red before the drop (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const { cabins } = await units(request);
    const desde = addDaysIso(BASE, offset);
    const moving = await book(request, cabins[1].id, addDaysIso(desde, 1), addDaysIso(desde, 3));
    const inTheWay = await book(request, cabins[2].id, addDaysIso(desde, 2), addDaysIso(desde, 4));
    await openGrid(page, desde);
    const bar = page.locator(`.plan-bar[data-reserva-id="${moving.id}"]`);
    await bar.waitFor();
    const start = (await bar.boundingBox())!;
    const target = (await page.locator(`.plan-row[data-unit-id="${cabins[2].id}"] .plan-lane`).boundingBox())!;
    const from = { x: start.x + Math.min(20, start.width / 3), y: start.y + start.height / 2 };

    // Hover first: the summary shows; pressed and dragged, it goes and stays gone.
    await page.mouse.move(from.x, from.y);
    await page.locator('.plan-tip').waitFor();
    await page.mouse.down();
    await page.mouse.move(from.x + 6, from.y + 2, { steps: 3 });
    await page.mouse.move(from.x, target.y + target.height / 2, { steps: 10 });
    const preview = page.locator('.plan-drop');
    await page.locator('.plan-drop.plan-drop-clash').waitFor();
    expect(await preview.textContent()).toContain(`Ocupado por ${inTheWay.apellido}, Huésped (N.º ${inTheWay.id})`);
    expect(await page.locator('.plan-tip').count()).toBe(0);
    await viewShot(page, 'planilla-arrastre-ocupado');

    // Back over its own cabin: free (the stay itself is not in its own way).
    await page.mouse.move(from.x, from.y, { steps: 10 });
    await page.waitForFunction(() => !document.querySelector('.plan-drop')?.classList.contains('plan-drop-clash'));
    expect(await preview.textContent()).not.toContain('Ocupado');
    expect(await page.locator('.plan-tip').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await page.context().close();
  });
});
