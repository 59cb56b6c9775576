/**
 * «Por temporada» in Reportes (issue 35) on the real server. A season is defined for five nights of a month about
 * nine and a half years ahead (unique per run, far from the other files' months and seasons), three stays are booked around it
 * (one across Base and the season, one cancelled, one camping across the season's last night), and the section must
 * show what the API answers and the figures expected to the cent. At 390 px the table turns into cards without
 * scrolling sideways. The season and the stays are deleted at the end.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, addMonthsIso, monthRange, todayIso } from '@camping/contracts/dates';
import { formatARSCents, formatInteger } from '@camping/contracts/format';
import { reporteTemporadasResponseSchema, type ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { seriousA11yViolations } from '../support/axe';
import { elementShot, launchBrowser, loggedInPage, screenshot } from '../support/browser';

const RUN = Date.now().toString(36).slice(-5);
// 113-116 months ahead: past every other file's random stays (at most ~97 months) and seasons (at most ~112),
// before minimum-stay-changes.e2e.ts's (118 and more), within the 10 years a booking may reach.
const MONTH = monthRange(addMonthsIso(todayIso(), 113 + Math.floor(Math.random() * 4)));
const night = (n: number) => addDaysIso(MONTH.desde, n - 1);
const SEASON = { nombre: `Alta reportes ${RUN}`, color: '#E4572E', desde: night(10), hasta: night(14) };
const ars = (amount: number) => formatARSCents(amount).replace(/\s+/g, ' ');

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Booked {
  seasonId: number;
  reservas: number[];
}

/** The season and three stays: a cabin 8→12 ($ 100.000: 2 nights Base, 2 in the season), the same cancelled, camping 14→16. */
async function book(request: APIRequestContext, tag: string): Promise<Booked> {
  const { temporada } = await ok<{ temporada: { id: number } }>(
    await request.post('/api/endpoints/temporadas', {
      data: { nombre: SEASON.nombre, color: SEASON.color, rangos: [{ desde: SEASON.desde, hasta: SEASON.hasta }], modo: 'porcentaje', porcentaje: 50 },
    }),
    'temporada',
  );
  const { cliente } = await ok<{ cliente: { id: number } }>(
    await request.post('/api/endpoints/clientes', { data: { nombre: 'Rosa', apellido: 'Quiroga', documento: `T35${RUN}${tag}`, telefono: '2664551234' } }),
    'cliente',
  );
  const reservar = async (tipo: number, desde: number, noches: number, monto: number, estado = 'activa') => {
    let hospedaje_id: number | null = null;
    if (tipo === 1) {
      const free = await ok<{ hospedajes: Array<{ id: number }> }>(
        await request.get(`/api/endpoints/hospedajes?tipo_hospedaje_id=1&fecha_entrada=${night(desde)}&fecha_salida=${night(desde + noches)}`),
        'hospedajes disponibles',
      );
      hospedaje_id = free.hospedajes[0].id;
    }
    const created = await ok<{ id: number }>(
      await request.post('/api/endpoints/reservas', {
        data: {
          cliente_id: cliente.id,
          hospedaje_id,
          tipo_hospedaje_id: tipo,
          fecha_entrada: night(desde),
          fecha_salida: night(desde + noches),
          cantidad_personas: 2,
          monto_total: monto,
          metodo_pago: 'efectivo',
          estado,
          descuento: 0,
        },
      }),
      'reserva',
    );
    return created.id;
  };
  const reservas = [await reservar(1, 8, 4, 100000), await reservar(1, 11, 2, 90000, 'cancelada'), await reservar(3, 14, 2, 15000.5)];
  return { seasonId: temporada.id, reservas };
}

async function cleanUp(request: APIRequestContext, booked: Booked): Promise<void> {
  for (const id of booked.reservas) await request.delete(`/api/endpoints/reservas?id=${id}`);
  await request.delete(`/api/endpoints/temporadas/${booked.seasonId}`);
}

/** Opens Reportes on the month and waits for the season report the screen asked for. */
async function openMonth(page: Page): Promise<ReporteTemporadasResponse> {
  await page.goto('/admin/reportes');
  await page.locator('[data-remote="mf-reports"]').waitFor();
  const answer = page.waitForResponse((response) => {
    const params = new URL(response.url()).searchParams;
    return params.has('reportes_temporadas') && params.get('fecha_inicio') === MONTH.desde && params.get('fecha_fin') === MONTH.hasta;
  });
  // Hasta first: the month is ahead, so the range is never inverted on the way.
  await page.locator('#reports-fecha-fin').fill(MONTH.hasta);
  await page.locator('#reports-fecha-inicio').fill(MONTH.desde);
  const body = reporteTemporadasResponseSchema.parse(await (await answer).json());
  await page.locator('.reports-seasons[aria-busy="false"] .reports-season-table').waitFor();
  return body;
}

const cell = (page: Page, temporada: string, col: string) =>
  page.locator(`.reports-season-table tr[data-temporada="${temporada}"] [data-col="${col}"]`).innerText().then((t) => t.replace(/\s+/g, ' ').trim());

describe('Reportes: por temporada', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['desktop', 'phone'] as const)('shows income and occupancy per season, split by nights (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const booked = await book(request, viewport.slice(0, 1));
    try {
      const body = await openMonth(page);
      const days = Number(MONTH.hasta.slice(8));
      expect(body.temporadas.map((t) => t.nombre)).toEqual([SEASON.nombre, 'Base']);
      // Cabin: 25.000 a night, 2 in the season; camping 7.500,25 a night, its first night in the season. Cancelled: nothing.
      expect(body.temporadas[0]).toMatchObject({ temporada_id: booked.seasonId, color: SEASON.color, noches: 5, noches_vendidas: 3, estadias: 2, ingresos: 57500.25 });
      expect(body.temporadas[1]).toMatchObject({ noches: days - 5, noches_vendidas: 3, estadias: 2, ingresos: 57500.25 });
      expect(body.totales).toMatchObject({ noches: days, noches_vendidas: 6, estadias: 2, ingresos: 115000.5 });

      for (const row of [...body.temporadas.map((t) => ({ key: t.nombre, cifras: t })), { key: 'total', cifras: body.totales }]) {
        expect(await cell(page, row.key, 'ingresos')).toBe(ars(row.cifras.ingresos));
        expect(await cell(page, row.key, 'noches_vendidas')).toBe(formatInteger(row.cifras.noches_vendidas));
        expect(await cell(page, row.key, 'estadias')).toBe(formatInteger(row.cifras.estadias));
        const meter = page.locator(`.reports-season-table tr[data-temporada="${row.key}"] [role="meter"]`);
        expect(await meter.getAttribute('aria-valuenow')).toBe(String(Math.round((row.cifras.porcentaje_unidades ?? 0) * 100)));
      }
      const swatch = page.locator(`tr[data-temporada="${SEASON.nombre}"] .reports-season-swatch`);
      expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(228, 87, 46)');

      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
      expect(await seriousA11yViolations(page, '.reports-seasons')).toEqual([]);
      await page.locator('.reports-seasons').scrollIntoViewIfNeeded();
      await elementShot(page, '.reports-seasons', 'reportes-temporadas');
      await screenshot(page, 'reportes-con-temporadas');
    } finally {
      await cleanUp(request, booked);
      await page.context().close();
    }
  });
});
