/**
 * One rule for a changed stay on the real server (issue 32): a Planilla resize re-prices after confirmation. A
 * 3-night cabin stay for 4 at $ 210.000, paid in full, is stretched to 4 nights; the confirmation shows $ 210.000 →
 * $ 280.000 with its breakdown, what was paid and the balance each choice leaves; «Aplicar monto nuevo» saves the
 * exit and the amount (balance $ 70.000). A second stretch answered «Volver» changes nothing. axe checks the
 * confirmation; screenshots of it at 1280 and 390 px.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest, readReserva } from '../support/api-data';
import { seriousA11yViolations } from '../support/axe';
import { launchBrowser, loggedInPage, viewShot, type ViewportName } from '../support/browser';
import { dayWidthOf, drag, openGrid, units } from '../support/planilla';
import { answerStayChange, stayChangeDialog } from '../support/stay-change';

/** Far from the other tests' windows (Planilla's start five years ahead), apart for each run. */
const BASE = addDaysIso(todayIso(), 7 * 365 + (Date.now() % 13) * 30);

/** 3 nights for 4 in a cabin at the seeded $ 70.000 a night, and the $ 210.000 paid. */
async function bookPaidStay(request: APIRequestContext, hospedajeId: number, entrada: string): Promise<number> {
  const guest = await createGuest(request, 'Cambio');
  const response = await request.post('/api/endpoints/reservas.php', {
    data: {
      cliente_id: guest.id,
      hospedaje_id: hospedajeId,
      fecha_entrada: entrada,
      fecha_salida: addDaysIso(entrada, 3),
      cantidad_personas: 4,
      monto_total: 210000,
      metodo_pago: 'efectivo',
    },
  });
  expect(response.status()).toBe(201);
  const id = (await response.json()).id as number;
  const pago = await request.post('/api/endpoints/pagos', { data: { reserva_id: id, monto: 210000, metodo_pago: 'efectivo' } });
  expect(pago.status()).toBe(201);
  return id;
}

/** Stretches the stay's bar by one day from its end: the grid scrolled so the end and the day after are in sight. */
async function stretchOneDay(page: Page, id: number): Promise<number> {
  const bar = page.locator(`.plan-bar[data-reserva-id="${id}"]`);
  await bar.scrollIntoViewIfNeeded();
  await page.evaluate((reserva) => {
    const scroller = document.querySelector<HTMLElement>('.plan-scroll');
    const el = document.querySelector<HTMLElement>(`.plan-bar[data-reserva-id="${reserva}"]`);
    if (scroller && el) scroller.scrollLeft += el.getBoundingClientRect().right - (scroller.getBoundingClientRect().left + 200);
  }, id);
  const before = (await bar.boundingBox())!;
  const handle = { x: before.x + before.width - 4, y: before.y + before.height / 2 };
  await drag(page, handle, { x: handle.x + (await dayWidthOf(page)), y: handle.y });
  return before.width;
}

/** Until the bar is drawn, saved, between `min` and `max` px wide. */
async function barSettled(page: Page, id: number, min: number, max: number): Promise<void> {
  await page.waitForFunction(
    ([reserva, lo, hi]) => {
      const el = document.querySelector(`.plan-bar[data-reserva-id="${reserva}"]`);
      const width = el?.getBoundingClientRect().width ?? -1;
      return el !== null && !el.classList.contains('saving') && width >= lo && width <= hi;
    },
    [id, min, max] as const,
  );
}

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('one rule for a changed stay on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 0, 2],
    ['phone', 40, 3],
  ] as Array<[ViewportName, number, number]>)('a Planilla resize that re-prices after confirmation (%s)', async (viewport, offset, cabin) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const { cabins } = await units(request);
    const entrada = addDaysIso(BASE, offset);
    const id = await bookPaidStay(request, cabins[cabin].id, entrada);
    await openGrid(page, addDaysIso(entrada, -2));

    const width = await stretchOneDay(page, id);
    const confirm = stayChangeDialog(page);
    await confirm.waitFor();
    const amount = confirm.getByTestId('stay-change-amount');
    await amount.getByText(/4\snoches × \$\s70\.000/).waitFor();
    expect(plain(await amount.textContent())).toBe('Antes: $ 210.000Según las tarifas: $ 280.0004 noches × $ 70.000');
    expect(plain(await confirm.getByTestId('stay-change-paid').textContent())).toBe('$ 210.000');
    expect(plain(await confirm.getByTestId('stay-change-outcomes').textContent())).toBe(
      'Aplicar monto nuevo: $ 280.000 · saldo $ 70.000Mantener monto: $ 210.000 · saldo $ 0',
    );
    await confirm.getByText(/Ahora:.*\(4\snoches\)/).waitFor();
    // Nothing is saved while the clerk decides.
    expect(await readReserva(request, id)).toMatchObject({ fecha_salida: addDaysIso(entrada, 3), monto_total: 210000 });
    await viewShot(page, 'planilla-cambio-estadia');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await answerStayChange(page, 'Aplicar monto nuevo');
    await barSettled(page, id, width + 10, 10000);
    expect(await readReserva(request, id)).toMatchObject({
      fecha_entrada: entrada,
      fecha_salida: addDaysIso(entrada, 4),
      monto_total: 280000,
      total_pagado: 210000,
      saldo: 70000,
      estado_pago: 'parcial',
    });

    // A second stretch, answered «Volver»: the bar goes back and the stay is as it was.
    const stretched = await stretchOneDay(page, id);
    await stayChangeDialog(page).getByText(/5\snoches × \$\s70\.000/).waitFor();
    await answerStayChange(page, 'Volver');
    await barSettled(page, id, stretched - 2, stretched + 2);
    expect(await readReserva(request, id)).toMatchObject({ fecha_salida: addDaysIso(entrada, 4), monto_total: 280000, saldo: 70000 });
    await page.context().close();
  });
});
