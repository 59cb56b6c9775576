/**
 * The reservation calendar on the real server: its own clients and reservations are created through the API in a
 * month far ahead (other areas write to the same database, so nothing here counts whole tables), then the screen is
 * driven as a receptionist would: filter, month/week, the detail panel by mouse and keyboard, the phone layout.
 */
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { CALENDAR_COLORS } from '@camping/contracts/domain';
import { addDaysIso, addMonthsIso, diffDaysIso, monthRange, todayIso } from '@camping/contracts/dates';
import { launchBrowser, loggedInPage, screenshot } from '../support/browser';

const API = '/api/endpoints';

interface Created {
  id: number;
  apellido: string;
  nombre: string;
  documento: string;
  telefono: string;
  numero: number | null;
  entrada: string;
  salida: string;
}

/** Monday-first weeks, as the calendar draws them. */
function weekStart(iso: string): string {
  const weekday = (((diffDaysIso('2024-01-01', iso) % 7) + 7) % 7) as number;
  return addDaysIso(iso, -weekday);
}

function visibleMonth(anyDay: string): { desde: string; hasta: string } {
  const { desde, hasta } = monthRange(anyDay);
  return { desde: weekStart(desde), hasta: addDaysIso(weekStart(hasta), 6) };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Builds this run's data: a few clients and stays of every type inside one month. */
async function seed(request: APIRequestContext, month: string) {
  const run = Date.now().toString().slice(-7);
  let seq = 0;
  const day = (n: number) => addDaysIso(month, n);
  const { hospedajes } = await json<{ hospedajes: Array<{ id: number; numero: number; tipo_hospedaje_id: number }> }>(
    await request.get(`${API}/hospedajes`),
    'hospedajes',
  );

  async function cliente(apellido: string, nombre: string) {
    seq += 1;
    const documento = `E${run}${seq}`;
    const telefono = `26645${run.slice(-5)}`;
    const body = await json<{ cliente: { id: number } }>(
      await request.post(`${API}/clientes`, { data: { nombre, apellido, documento, telefono } }),
      'crear cliente',
    );
    return { clienteId: body.cliente.id, apellido, nombre, documento, telefono };
  }

  /** Creates a stay; for cabins and dormis it takes the first unit free on those dates (409 means taken). */
  async function reserva(
    tipo: 1 | 2 | 3 | 4,
    who: Awaited<ReturnType<typeof cliente>>,
    entrada: string,
    salida: string,
    extra: { cantidad_personas: number; monto_total: number; observaciones?: string },
  ): Promise<Created> {
    const units = tipo <= 2 ? hospedajes.filter((h) => h.tipo_hospedaje_id === tipo) : [null];
    for (const unit of units) {
      const response = await request.post(`${API}/reservas`, {
        data: {
          cliente_id: who.clienteId,
          hospedaje_id: unit?.id ?? null,
          tipo_hospedaje_id: tipo,
          fecha_entrada: entrada,
          fecha_salida: salida,
          metodo_pago: 'efectivo',
          descuento: 0,
          observaciones: extra.observaciones ?? null,
          cantidad_personas: extra.cantidad_personas,
          monto_total: extra.monto_total,
        },
      });
      if (response.status() === 409) continue;
      const body = await json<{ id: number }>(response, 'crear reserva');
      return { id: body.id, ...who, numero: unit?.numero ?? null, entrada, salida };
    }
    throw new Error(`No quedó ninguna unidad libre del tipo ${tipo} del ${entrada} al ${salida}`);
  }

  const ana = await cliente('Quiroga', 'Ana');
  const martin = await cliente('Lucero', 'Martín');
  const carla = await cliente('Funes', 'Carla');
  const diego = await cliente('Ponce', 'Diego');
  const escuela = await cliente('Escuela N° 12', 'Docentes');
  return {
    cabana: await reserva(1, ana, day(3), day(6), { cantidad_personas: 4, monto_total: 280000, observaciones: 'Llegan de noche' }),
    cabana2: await reserva(1, martin, day(8), day(10), { cantidad_personas: 2, monto_total: 92000 }),
    dormi: await reserva(2, carla, day(4), day(7), { cantidad_personas: 3, monto_total: 102000 }),
    camping: await reserva(3, diego, day(5), day(8), { cantidad_personas: 3, monto_total: 48000 }),
    grupos: [
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 20, monto_total: 600000 }),
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 25, monto_total: 700000 }),
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 30, monto_total: 800000 }),
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 15, monto_total: 450000 }),
      // Six on the same days: 4 drawn a day on wide screens (2 on a phone), the rest behind "+N más".
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 35, monto_total: 900000 }),
      await reserva(4, escuela, day(15), day(17), { cantidad_personas: 40, monto_total: 1000000 }),
    ],
  };
}

const eventOf = (page: Page, id: number) => page.locator(`.rbc-month-view .rbc-event[data-reserva-id="${id}"], .rbc-time-view .rbc-event[data-reserva-id="${id}"]`);

/** Days a reservation covers in the month grid: its segments' widths, in sevenths of a week. */
async function daysCovered(events: Locator): Promise<number> {
  const spans = await events.evaluateAll((nodes) =>
    nodes.map((node) => Math.round((parseFloat((node.parentElement as HTMLElement).style.flexBasis) * 7) / 100)),
  );
  return spans.reduce((a, b) => a + b, 0);
}

/** The most reservations drawn in any one day of the month grid (the "+N más" links are not reservations). */
async function mostEventsInADay(page: Page): Promise<number> {
  return page.locator('.rbc-month-view').evaluate((view) => {
    let most = 0;
    for (const row of Array.from(view.querySelectorAll('.rbc-month-row'))) {
      const days = Array.from(row.querySelectorAll('.rbc-day-bg')).map((d) => d.getBoundingClientRect());
      const events = Array.from(row.querySelectorAll('.rbc-event')).map((e) => e.getBoundingClientRect());
      for (const d of days) {
        const inDay = events.filter((e) => e.width > 0 && e.left < d.right - 2 && e.right > d.left + 2).length;
        most = Math.max(most, inDay);
      }
    }
    return most;
  });
}

async function openCalendar(page: Page, hash: string) {
  await page.goto(`/admin/calendario${hash}`);
  await page.locator('[data-remote="mf-calendar"] .rbc-calendar').waitFor();
  await page.getByText('Cargando reservas...').waitFor({ state: 'detached' });
}

describe('calendar: /admin/calendario on the real server', () => {
  let browser: Browser;
  let data: Awaited<ReturnType<typeof seed>>;
  let month: string;
  const hashFor = (tipo: string, vista = 'mes', fecha = addDaysIso(month, 14)) => `#fecha=${fecha}&vista=${vista}&tipo=${tipo}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await loggedInPage(browser);
    // About eight years ahead, a different month each run: other areas' data does not live there.
    month = addMonthsIso(monthRange(todayIso()).desde, 96 + (Date.now() % 12));
    data = await seed(page.context().request, month);
    await page.context().close();
  });
  afterAll(() => browser.close());

  it('is the default admin screen, in Spanish, with cabins chosen and the month drawn entry to exit inclusive', async () => {
    const page = await loggedInPage(browser);
    await page.goto('/admin');
    await page.waitForURL('**/admin/calendario');
    await page.getByRole('heading', { level: 1, name: 'Calendario de reservas' }).waitFor();
    await page.getByText('Seleccionar tipo de hospedaje:').waitFor();
    const filter = page.getByRole('group', { name: 'Seleccionar tipo de hospedaje:' });
    expect(await filter.getByRole('button').allTextContents()).toEqual(['Cabañas', 'Dormis', 'Camping', 'Grupos']);
    expect(await filter.getByRole('button', { name: 'Cabañas' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.rbc-month-header .rbc-header').allTextContents()).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);

    await openCalendar(page, hashFor('cabanas'));
    const { cabana } = data;
    const event = eventOf(page, cabana.id);
    await event.first().waitFor();
    expect(await event.first().innerText()).toBe(`Quiroga, Ana - Cabaña ${cabana.numero}`);
    expect(await event.first().locator('.rbc-event-content').getAttribute('title')).toBe(
      `Quiroga, Ana - Cabaña ${cabana.numero}\nTotal: $\u00a0280.000`,
    );
    // Entry day 3 to exit day 6: four days drawn.
    expect(await daysCovered(event)).toBe(4);
    expect(await event.first().evaluate((e) => (e as HTMLElement).style.getPropertyValue('--cal-ev-color'))).toBe(CALENDAR_COLORS[1]);
    await screenshot(page, 'calendario-mes', { fromTop: true });
    await page.context().close();
  });

  it('switches the lodging type, and shows what the API holds for that type and period', async () => {
    const page = await loggedInPage(browser);
    await openCalendar(page, hashFor('cabanas'));
    const visible = visibleMonth(month);
    const enRango = await json<Array<{ id: number; tipo_hospedaje_id: number; estado: string; fecha_entrada: string; fecha_salida: string }>>(
      await page.context().request.get(`${API}/reservas?desde=${visible.desde}&hasta=${visible.hasta}`),
      'reservas en rango',
    );
    const cases: Array<[string, 1 | 2 | 3 | 4, Created]> = [
      ['Dormis', 2, data.dormi],
      ['Camping', 3, data.camping],
      ['Grupos', 4, data.grupos[0]],
      ['Cabañas', 1, data.cabana],
    ];
    for (const [label, tipo, mine] of cases) {
      await page.getByRole('button', { name: label, exact: true }).click();
      expect(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
      // Six groups share their days: which four are drawn is the widget's choice.
      const drawn = tipo === 4 ? page.locator(data.grupos.map((g) => `.rbc-month-view .rbc-event[data-reserva-id="${g.id}"]`).join(', ')) : eventOf(page, mine.id);
      await drawn.first().waitFor();
      const expected = enRango.filter((r) => r.tipo_hospedaje_id === tipo && r.estado !== 'cancelada').length;
      await page.getByText(`${expected === 1 ? '1 reserva' : `${expected} reservas`} de ${label} en pantalla`).waitFor();
      // Only that type is drawn, in its colour.
      const colours = await page.locator('.rbc-month-view .rbc-event').evaluateAll((nodes) =>
        nodes.map((n) => (n as HTMLElement).style.getPropertyValue('--cal-ev-color')),
      );
      expect(new Set(colours)).toEqual(new Set([CALENDAR_COLORS[tipo]]));
      if (tipo === 4) {
        expect(await drawn.first().innerText()).toMatch(/^Escuela N° 12, Docentes - Grupo - \d+ personas$/);
        // 4 reservations a day on wide screens, the rest behind "+N más" (issue 15: it drew 3).
        expect(await mostEventsInADay(page)).toBe(4);
        await page.locator('.rbc-month-view .rbc-show-more').filter({ hasText: /^\+2 más$/ }).first().waitFor();
        await screenshot(page, 'calendario-mes-escritorio', { fromTop: true });
      }
      if (tipo === 3) expect(await eventOf(page, mine.id).first().innerText()).toBe('Ponce, Diego - Camping');
    }
    expect(page.url()).toContain('tipo=cabanas');
    await page.context().close();
  });

  it('draws the week as all-day bars without an hour grid, 4 a day; the detail panel opens by click and by keyboard', async () => {
    const page = await loggedInPage(browser);
    await openCalendar(page, hashFor('cabanas', 'mes', data.cabana.entrada));
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Semana', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('.rbc-time-view').waitFor();
    // Stays have no hours: the week is its days and the bars under them, with no screen spent on empty hours.
    expect(await page.locator('.rbc-time-content').isVisible()).toBe(false);
    const week = (await page.locator('.rbc-time-view').boundingBox())!;
    expect(week.height).toBeLessThan(260);

    const { cabana } = data;
    const event = eventOf(page, cabana.id).first();
    await event.click();
    const dialog = page.getByRole('dialog', { name: `Detalles de la Reserva #${cabana.id}` });
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const expected of [
      'Quiroga, Ana',
      cabana.documento,
      `Cabaña ${cabana.numero}`,
      'Activa',
      '4 personas',
      cabana.entrada.split('-').reverse().join('/'),
      cabana.salida.split('-').reverse().join('/'),
      '$\u00a0280.000',
      'Llegan de noche',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await dialog.locator('.cal-detail-row', { hasText: 'Noches' }).locator('dd').innerText()).toBe('3');
    await screenshot(page, 'calendario-detalle', { fromTop: true });
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'calendario-semana', { fromTop: true });

    // Keyboard: focus the reservation, Enter opens, Escape closes and gives the focus back.
    await event.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await event.evaluate((e) => e === document.activeElement)).toBe(true);

    // The groups' busy days in the week: 4 bars a day and "+2 más".
    await openCalendar(page, hashFor('grupos', 'semana', data.grupos[0].entrada));
    await page.locator('.rbc-time-view .rbc-show-more').filter({ hasText: /^\+2 más$/ }).first().waitFor();
    const drawn = await page
      .locator(data.grupos.map((g) => `.rbc-time-view .rbc-event[data-reserva-id="${g.id}"]`).join(', '))
      .count();
    expect(drawn).toBe(4);
    await screenshot(page, 'calendario-semana-grupos', { fromTop: true });
    await page.context().close();
  });

  it('on a 390 px phone: fewer toolbar buttons, short weekdays, 2 reservations a day and "+N más" with the rest', async () => {
    const page = await loggedInPage(browser, 'phone');
    await openCalendar(page, hashFor('grupos'));
    const toolbar = page.locator('.cal-toolbar');
    const buttons = await toolbar.getByRole('button').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? n.textContent));
    expect(buttons).toEqual(['Mes anterior', 'Hoy', 'Mes siguiente', 'Semana']);
    expect(await page.locator('.rbc-month-header .rbc-header').allTextContents()).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    // Which of the six same-day groups get the two rows is the widget's choice.
    const anyGroup = page.locator(data.grupos.map((g) => `.rbc-month-view .rbc-event[data-reserva-id="${g.id}"]`).join(', '));
    await anyGroup.first().waitFor();
    expect(await anyGroup.count()).toBeLessThan(data.grupos.length);
    // 2 a day on a phone (issue 15: it drew 1).
    expect(await mostEventsInADay(page)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'calendario-mes', { fromTop: true });

    // The first day of the groups' stay holds all four: the link reveals them.
    const more = page.locator('.rbc-show-more').filter({ hasText: /^\+\d+ más$/ });
    expect(await more.count()).toBeGreaterThan(0);
    const firstGroupDay = await anyGroup.first().boundingBox();
    const links = await more.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
    // The rightmost link of the groups' row: the widget flips its list leftwards there.
    const sameRow = links.map((box, i) => ({ box, i })).filter(({ box }) => Math.abs(box.top - firstGroupDay!.y) < 60 && box.left >= firstGroupDay!.x - 2);
    const index = sameRow.length ? sameRow[sameRow.length - 1].i : 0;
    await more.nth(Math.max(0, index)).click();
    const overlay = page.locator('.rbc-overlay');
    await overlay.waitFor();
    // Inside the window, whichever day's link opened it; the focus moves into it.
    await page.waitForFunction(() => document.activeElement?.closest('.rbc-overlay') !== null);
    const box = (await overlay.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    for (const grupo of data.grupos) await overlay.locator(`[data-reserva-id="${grupo.id}"]`).waitFor();
    await screenshot(page, 'calendario-mas', { fromTop: true });
    await overlay.locator(`[data-reserva-id="${data.grupos[2].id}"]`).click();
    const dialog = page.getByRole('dialog', { name: `Detalles de la Reserva #${data.grupos[2].id}` });
    await dialog.waitFor();
    expect(await dialog.locator('.cal-detail-row', { hasText: 'Hospedaje' }).locator('dd').innerText()).toBe('Grupo');
    expect(await dialog.locator('.cal-detail-row', { hasText: 'Personas' }).locator('dd').innerText()).toBe('30 personas');
    await screenshot(page, 'calendario-detalle', { fromTop: true });
    await dialog.getByRole('button', { name: 'Volver al calendario' }).click();
    await dialog.waitFor({ state: 'detached' });
    // With the keyboard: the list takes the focus, Escape closes it and returns to its link.
    await more.nth(Math.max(0, index)).focus();
    await page.keyboard.press('Enter');
    await overlay.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('.rbc-overlay') !== null);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('rbc-show-more'))).toBe(true);

    // The groups' week, in the week view.
    await openCalendar(page, hashFor('grupos', 'mes', data.grupos[0].entrada));
    await page.getByRole('button', { name: 'Semana', exact: true }).click();
    await page.locator('.rbc-time-view').waitFor();
    await page.locator(data.grupos.map((g) => `.rbc-time-view .rbc-event[data-reserva-id="${g.id}"]`).join(', ')).first().waitFor();
    expect(await page.locator('.rbc-time-view .rbc-show-more').count()).toBeGreaterThan(0);
    expect(await toolbar.getByRole('button').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? n.textContent))).toEqual([
      'Semana anterior',
      'Hoy',
      'Semana siguiente',
      'Mes',
    ]);
    await screenshot(page, 'calendario-semana', { fromTop: true });
    await page.context().close();
  });

  it('shows the occupancy of the month per type, as the API computes it', async () => {
    const page = await loggedInPage(browser);
    await openCalendar(page, hashFor('cabanas'));
    const { desde, hasta } = monthRange(month);
    const answer = await json<{ ocupacion: Array<{ tipo_hospedaje_id: number; reservas: number; noches_vendidas: number; unidades: number | null; unidades_ocupadas: number | null }> }>(
      await page.context().request.get(`${API}/reservas?ocupacion&fecha_inicio=${desde}&fecha_fin=${hasta}`),
      'ocupación',
    );
    const region = page.getByRole('region', { name: 'Ocupación' });
    await region.getByText(`del ${desde.split('-').reverse().join('/')} al ${hasta.split('-').reverse().join('/')}`).waitFor();
    const cabins = answer.ocupacion.find((o) => o.tipo_hospedaje_id === 1)!;
    const card = region.locator('.cal-occ-card[data-tipo="1"]');
    await card.getByText(`${cabins.unidades_ocupadas} de ${cabins.unidades} unidades`, { exact: true }).waitFor();
    await card.getByText(`${cabins.noches_vendidas} ${cabins.noches_vendidas === 1 ? 'noche vendida' : 'noches vendidas'}`).waitFor();
    const groups = answer.ocupacion.find((o) => o.tipo_hospedaje_id === 4)!;
    expect(groups.reservas).toBeGreaterThanOrEqual(4);
    await region.locator('.cal-occ-card[data-tipo="4"] .cal-occ-figure').getByText(`${groups.reservas} reservas`).waitFor();
    await page.context().close();
  });

  it("puts 'Error al cargar reservas' in the admin banner when the load fails, and clears it on retry", async () => {
    const page = await loggedInPage(browser);
    const failing = (url: URL) => url.pathname === `${API}/reservas` && url.searchParams.has('desde');
    await page.route(failing, (route) => route.fulfill({ status: 503, json: { success: false, message: 'Servicio no disponible' } }));
    await page.goto(`/admin/calendario${hashFor('cabanas')}`);
    const banner = page.locator('.admin-error-banner');
    await banner.getByText('Error al cargar reservas').waitFor({ timeout: 15000 });
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor({ timeout: 15000 });
    await screenshot(page, 'calendario-error', { fromTop: true });
    await page.unroute(failing);
    await retry.click();
    await eventOf(page, data.cabana.id).first().waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
