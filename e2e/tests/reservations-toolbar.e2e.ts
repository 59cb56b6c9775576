/**
 * Issue 37 on the real server, Reservas at 1280 and 390 px: the search's hint is whole on a phone; the filters fold
 * behind «Filtros» there, so the first screen shows the list; «Sin pagos» never wraps at 1280; the default order is
 * the spec's (entry date, newest first) and «Próximas llegadas» puts a booking made today for today one tap away
 * (the server filters: GET reservas?page&llegadas=proximas). The wizard's × with input asks «Datos sin guardar».
 * Screenshots (E2E_GALLERY=1): reservas-filtros, reservas-filtros-abiertos, reservas-proximas-llegadas,
 * asistente-salir-sin-guardar.
 */
import type { Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { createGuest } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, viewShot, type ViewportName } from '../support/browser';
import { pickDay } from '../support/day-picker';

jest.setTimeout(120_000);

async function openReservas(page: Page): Promise<void> {
  await page.goto('/admin/reservas');
  await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
  await page.locator('.rsv-subtitle', { hasText: 'reserva' }).waitFor();
}

/** Whether the search field's hint fits its box (text width measured in the field's own font). */
function placeholderFits(page: Page): Promise<boolean> {
  return page.locator('#rsv-search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

describe('Reservas toolbar (issue 37)', () => {
  let browser: Browser;
  let apellido: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await loggedInPage(browser);
    const guest = await createGuest(page.context().request, 'Llega');
    apellido = guest.apellido;
    const hoy = todayIso();
    // Booked now, arriving today; older stays entering far later come first in the default order.
    const created = await page.context().request.post('/api/endpoints/reservas', {
      data: { cliente_id: guest.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 2), cantidad_personas: 2, monto_total: 20000 },
    });
    expect(created.status()).toBe(201);
    const later = await createGuest(page.context().request, 'Lejos');
    const far = await page.context().request.post('/api/endpoints/reservas', {
      data: { cliente_id: later.id, hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: addDaysIso(hoy, 300), fecha_salida: addDaysIso(hoy, 302), cantidad_personas: 2, monto_total: 20000 },
    });
    expect(far.status()).toBe(201);
    await page.context().close();
  });
  afterAll(() => browser.close());

  it.each(['desktop', 'phone'] as ViewportName[])('is compact, keeps the default order and finds today’s arrival in one tap (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    await openReservas(page);
    expect(await placeholderFits(page)).toBe(true);
    const quick = page.getByRole('button', { name: 'Próximas llegadas' });
    if (viewport === 'phone') {
      // The filters fold: the first card is on the first screen.
      expect(await page.getByRole('group', { name: 'Filtrar por pago' }).count()).toBe(0);
      const card = await page.locator('.rsv-card').first().boundingBox();
      expect(card!.y).toBeLessThan(page.viewportSize()!.height - 100);
      await screenshot(page, 'reservas-filtros', { fromTop: true });
      await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByRole('group', { name: 'Filtrar por pago' }).getByRole('button', { name: 'Con saldo pendiente' }).click();
      await page.getByRole('button', { name: /^Filtros \(1\)/ }).waitFor();
      await viewShot(page, 'reservas-filtros-abiertos');
      await page.getByRole('group', { name: 'Filtrar por pago' }).getByRole('button', { name: 'Todos los pagos' }).click();
      await page.getByRole('button', { name: /^Filtros/ }).click();
    } else {
      await screenshot(page, 'reservas-filtros', { fromTop: true });
    }
    // The spec's default order: entry date, newest first (the far-off stay above today's).
    const first = viewport === 'phone' ? page.locator('.rsv-card').first() : page.locator('.rsv-table tbody tr').first();
    expect(await first.textContent()).not.toContain(apellido);

    const answered = page.waitForResponse((res) => new URL(res.url()).searchParams.get('llegadas') === 'proximas');
    await quick.click();
    const response = await answered;
    expect(new URL(response.url()).searchParams.get('sort')).toBe('fecha_entrada');
    const rows = viewport === 'phone' ? page.locator('.rsv-card') : page.locator('.rsv-table tbody tr');
    // A phone shows 3 cards a page: with the other files' arrivals of today in the same database, the name narrows it
    // (the quick filter stays on).
    if (viewport === 'phone') await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(apellido);
    await rows.filter({ hasText: apellido }).first().waitFor();
    if (viewport === 'desktop') {
      // «Sin pagos» on one line: its box is one line high. Read on this file's own stay (nothing paid), found by the
      // quick filter: the default order's first page holds whatever other files booked furthest ahead.
      const badge = rows.filter({ hasText: apellido }).first().locator('.badge', { hasText: 'Sin pagos' });
      const lines = await badge.evaluate((el) => el.getClientRects().length === 1 && el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).lineHeight || '20'));
      expect(lines).toBe(true);
    }
    expect(await quick.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'reservas-proximas-llegadas', { fromTop: true });
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('asks «Datos sin guardar» when the wizard with input is closed by × (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    await openReservas(page);
    await page.getByRole('button', { name: /Nueva Reserva/ }).click();
    const wizard = page.getByRole('dialog', { name: 'Nueva Reserva' });
    await wizard.getByText('Paso 1 de 4: Fechas').waitFor();
    await pickDay(page, addDaysIso(todayIso(), 3));
    await page.waitForFunction(() => sessionStorage.getItem('camping:draft:nueva-reserva') !== null);
    await wizard.getByRole('button', { name: 'Cerrar' }).click();
    const question = page.getByRole('dialog', { name: 'Datos sin guardar' });
    await question.waitFor();
    await viewShot(page, 'asistente-salir-sin-guardar');
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await wizard.getByText('Paso 1 de 4: Fechas').waitFor();
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Salir' }).click();
    await wizard.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('camping:draft:nueva-reserva'))).toBeNull();
    await page.context().close();
  });
});
