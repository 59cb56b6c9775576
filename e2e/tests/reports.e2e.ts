/**
 * Reportes de ingresos against the real server. Other areas write to the same database, so the screen is always
 * compared with what the API answers for the same filters; and this file books its own reservations in a month
 * 29 months ahead, which nobody else uses, so there the expected figures are also exact.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, addMonthsIso, monthRange, parseDateInput, todayIso } from '@camping/contracts/dates';
import { formatARS, formatDateAR, formatInteger } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { ocupacionResponseSchema, type OcupacionResponse } from '@camping/contracts/schemas/ocupacion';
import {
  ingresosMensualesResponseSchema,
  reporteResponseSchema,
  type ReporteResponse,
  type ReporteRow,
} from '@camping/contracts/schemas/reporte';
import { launchBrowser, loggedInPage, screenshot } from '../support/browser';

type Filters = { fecha_inicio?: string; fecha_fin?: string; metodo_pago?: string; tipo_hospedaje?: string };

interface Planned {
  key: string;
  cliente: number;
  tipo: 'cabaña' | 'dormis' | 'camping' | 'grupos';
  metodo: 'efectivo' | 'transferencia' | 'tarjeta';
  desde: number;
  noches: number;
  monto: number;
  estado?: 'activa' | 'finalizada' | 'cancelada';
}

const TIPO_ID = { cabaña: 1, dormis: 2, camping: 3, grupos: 4 } as const;
const LABEL: Record<string, string> = {
  cabaña: 'Cabañas',
  dormis: 'Dormis',
  camping: 'Camping',
  grupos: 'Grupos',
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
  activa: 'Activa',
  finalizada: 'Finalizada',
  cancelada: 'Cancelada',
};

const CLIENTES = [
  { nombre: 'José Ángel', apellido: 'Muñoz' },
  { nombre: 'Lucía', apellido: 'Fernández' },
  { nombre: 'Ana', apellido: 'Ríos; Gómez' },
  { nombre: 'Nahuel', apellido: 'Quiroga' },
];

/** Twelve stays (two pages), every type and method, one with cents, one finished, one cancelled. */
const PLAN: Planned[] = [
  { key: 'c1', cliente: 0, tipo: 'camping', metodo: 'efectivo', desde: 3, noches: 2, monto: 15000 },
  { key: 'c2', cliente: 1, tipo: 'camping', metodo: 'transferencia', desde: 4, noches: 2, monto: 22500.5 },
  { key: 'c3', cliente: 2, tipo: 'camping', metodo: 'tarjeta', desde: 6, noches: 3, monto: 31000 },
  { key: 'c4', cliente: 3, tipo: 'camping', metodo: 'efectivo', desde: 10, noches: 2, monto: 12000 },
  { key: 'c5', cliente: 0, tipo: 'camping', metodo: 'transferencia', desde: 12, noches: 1, monto: 8000 },
  { key: 'c6', cliente: 1, tipo: 'camping', metodo: 'efectivo', desde: 15, noches: 3, monto: 27000, estado: 'finalizada' },
  { key: 'g1', cliente: 2, tipo: 'grupos', metodo: 'transferencia', desde: 7, noches: 2, monto: 450000 },
  { key: 'g2', cliente: 3, tipo: 'grupos', metodo: 'efectivo', desde: 20, noches: 2, monto: 380000 },
  { key: 'k1', cliente: 0, tipo: 'cabaña', metodo: 'transferencia', desde: 2, noches: 3, monto: 138000 },
  { key: 'k2', cliente: 1, tipo: 'cabaña', metodo: 'tarjeta', desde: 14, noches: 2, monto: 92000 },
  { key: 'd1', cliente: 2, tipo: 'dormis', metodo: 'efectivo', desde: 8, noches: 2, monto: 48000 },
  { key: 'd2', cliente: 3, tipo: 'dormis', metodo: 'transferencia', desde: 21, noches: 3, monto: 102000, estado: 'cancelada' },
];

/** Amounts as the screen shows them, with every kind of space read as one plain space. */
const ars = (amount: number) => formatARS(amount).replace(/\s+/g, ' ');

/** One night of camping from today, so the current month and the 12-month chart hold income of this file too. */
const TODAY_STAY: Planned = { key: 'hoy', cliente: 1, tipo: 'camping', metodo: 'efectivo', desde: 0, noches: 1, monto: 9000 };

const MONTH = monthRange(addMonthsIso(todayIso(), 29));
const MY_FILTERS: Filters = { fecha_inicio: MONTH.desde, fecha_fin: MONTH.hasta };

// ---------- API ----------

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

function reportQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'todos') params.set(key, value);
  return `/api/endpoints/reservas?reportes_ingresos&${params}`;
}

async function apiReport(request: APIRequestContext, filters: Filters): Promise<ReporteResponse> {
  return reporteResponseSchema.parse(await ok(await request.get(reportQuery(filters)), 'reporte'));
}

async function apiOccupancy(request: APIRequestContext, desde: string, hasta: string): Promise<OcupacionResponse> {
  const json = await ok(await request.get(`/api/endpoints/reservas?ocupacion&fecha_inicio=${desde}&fecha_fin=${hasta}`), 'ocupación');
  return ocupacionResponseSchema.parse(json);
}

/** Books the plan; answers reservation id by plan key. Units are taken from those still free. */
async function bookPlan(request: APIRequestContext): Promise<Map<string, number>> {
  const tag = Date.now().toString(36);
  const clientes: number[] = [];
  for (const [i, cliente] of CLIENTES.entries()) {
    const created = await ok<{ cliente: { id: number } }>(
      await request.post('/api/endpoints/clientes', { data: { ...cliente, documento: `R8${tag}${i}`, telefono: '2664551234' } }),
      'cliente',
    );
    clientes.push(created.cliente.id);
  }
  const ids = new Map<string, number>();
  for (const stay of [...PLAN, TODAY_STAY]) {
    const fecha_entrada = stay === TODAY_STAY ? todayIso() : addDaysIso(MONTH.desde, stay.desde - 1);
    const fecha_salida = addDaysIso(fecha_entrada, stay.noches);
    let hospedaje_id: number | null = null;
    if (stay.tipo === 'cabaña' || stay.tipo === 'dormis') {
      const free = await ok<{ hospedajes: Array<{ id: number }> }>(
        await request.get(
          `/api/endpoints/hospedajes?tipo_hospedaje_id=${TIPO_ID[stay.tipo]}&fecha_entrada=${fecha_entrada}&fecha_salida=${fecha_salida}`,
        ),
        'hospedajes disponibles',
      );
      hospedaje_id = free.hospedajes[0].id;
    }
    const created = await ok<{ id: number }>(
      await request.post('/api/endpoints/reservas', {
        data: {
          cliente_id: clientes[stay.cliente],
          hospedaje_id,
          tipo_hospedaje_id: TIPO_ID[stay.tipo],
          fecha_entrada,
          fecha_salida,
          cantidad_personas: stay.tipo === 'grupos' ? 20 : 2,
          monto_total: stay.monto,
          metodo_pago: stay.metodo,
          estado: stay.estado ?? 'activa',
          descuento: 0,
          observaciones: stay.tipo === 'grupos' ? 'Contingente escolar' : null,
        },
      }),
      'reserva',
    );
    ids.set(stay.key, created.id);
  }
  return ids;
}

// ---------- screen ----------

async function openReports(page: Page): Promise<void> {
  await page.goto('/admin/reportes');
  await page.locator('[data-remote="mf-reports"]').waitFor();
  await settled(page);
}

/** The report on screen matches its filters: no request in flight, no previous figures kept while loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('[data-testid="reports-results"][aria-busy="false"]:not(.is-stale)').waitFor();
}

function matches(url: string, filters: Filters): boolean {
  const params = new URL(url).searchParams;
  if (!params.has('reportes_ingresos')) return false;
  return (['fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje'] as const).every((key) => {
    const value = filters[key];
    return !value || value === 'todos' ? !params.has(key) : params.get(key) === value;
  });
}

const isoOf = (shown: string) => (shown === '' ? '' : (parseDateInput(shown) ?? shown));

/** Sets the filters as a receptionist would and waits for the report the screen asked for. */
async function applyFilters(page: Page, filters: Filters): Promise<ReporteResponse> {
  const current = {
    // Shown DD/MM/YYYY, compared as the filters are written (YYYY-MM-DD).
    fecha_inicio: isoOf(await page.locator('#reports-fecha-inicio').inputValue()),
    fecha_fin: isoOf(await page.locator('#reports-fecha-fin').inputValue()),
    metodo_pago: await page.locator('#reports-metodo-pago').inputValue(),
    tipo_hospedaje: await page.locator('#reports-tipo-hospedaje').inputValue(),
  };
  const wanted = { fecha_inicio: '', fecha_fin: '', metodo_pago: 'todos', tipo_hospedaje: 'todos', ...filters };
  if (JSON.stringify(current) === JSON.stringify(wanted)) {
    // Nothing changes on screen, so nothing is requested: compare with the API directly.
    await settled(page);
    return apiReport(page.context().request, filters);
  }
  const answer = page.waitForResponse((response) => matches(response.url(), filters));
  // Hasta first when moving forward, so the range is never inverted on the way.
  await page.locator('#reports-fecha-fin').fill(filters.fecha_fin ?? '');
  await page.locator('#reports-fecha-inicio').fill(filters.fecha_inicio ?? '');
  await page.locator('#reports-fecha-fin').fill(filters.fecha_fin ?? '');
  await page.locator('#reports-metodo-pago').selectOption(filters.metodo_pago ?? 'todos');
  await page.locator('#reports-tipo-hospedaje').selectOption(filters.tipo_hospedaje ?? 'todos');
  const response = await answer;
  await settled(page);
  return reporteResponseSchema.parse(await response.json());
}

async function cards(page: Page) {
  const value = async (id: string) => (await page.locator(`[data-stat="${id}"] dd.reports-stat-value`).innerText()).replace(/\s+/g, ' ');
  return { total: await value('total'), reservas: await value('reservas'), promedio: await value('promedio') };
}

function expectedCards(report: ReporteResponse) {
  return {
    total: ars(report.estadisticas.totalIngresos),
    reservas: formatInteger(report.estadisticas.totalReservas),
    promedio: ars(report.estadisticas.promedioPorReserva),
  };
}

type TableRow = { id: number; fecha: string; cliente: string; tipo: string; metodo: string; monto: string; estado: string };

/** Every row of every page, in the order shown, then back to page 1. */
async function tableRows(page: Page): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  for (;;) {
    rows.push(
      ...(await page.locator('.reports-table tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const cell = (col: string) => (tr.querySelector(`td[data-col="${col}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim();
          return {
            id: Number(tr.getAttribute('data-reserva-id')),
            fecha: cell('fecha_entrada'),
            cliente: cell('nombre_cliente'),
            tipo: cell('tipo_hospedaje'),
            metodo: cell('metodo_pago'),
            monto: cell('monto_total'),
            estado: cell('estado'),
          };
        }),
      )),
    );
    const next = page.getByRole('button', { name: 'Siguiente', exact: true });
    if (await next.isDisabled()) break;
    await next.click();
  }
  const pages = Math.max(1, Math.ceil(rows.length / 10));
  for (let i = 1; i < pages; i++) await page.getByRole('button', { name: 'Anterior', exact: true }).click();
  return rows;
}

function rowAsShown(row: ReporteRow): Omit<TableRow, 'id'> & { id: number } {
  return {
    id: row.id,
    fecha: formatDateAR(row.fecha_entrada),
    cliente: row.nombre_cliente.replace(/\s+/g, ' ').trim(),
    tipo: LABEL[row.tipo_hospedaje] ?? row.tipo_hospedaje,
    metodo: LABEL[row.metodo_pago] ?? row.metodo_pago,
    monto: ars(row.monto_total),
    estado: LABEL[row.estado] ?? row.estado,
  };
}

/** The default order: entry date, newest first; ties by id. */
function byDateDesc(a: ReporteRow, b: ReporteRow): number {
  return b.fecha_entrada.localeCompare(a.fecha_entrada) || b.id - a.id;
}

async function breakdown(page: Page, id: string): Promise<Record<string, { total: string; cantidad: string }>> {
  return page.locator(`[data-breakdown="${id}"] tbody tr`).evaluateAll((trs) =>
    Object.fromEntries(
      trs.map((tr) => [
        tr.getAttribute('data-key') ?? '',
        {
          total: (tr.querySelector('[data-col="total"]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          cantidad: (tr.querySelector('[data-col="cantidad"]')?.textContent ?? '').trim(),
        },
      ]),
    ),
  );
}

/** A minimal RFC 4180 reader with ';' between fields: the test's own oracle, independent of papaparse. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

// ---------- tests ----------

describe('reports: Reportes de ingresos against the real API', () => {
  let browser: Browser;
  let page: Page;
  let ids: Map<string, number>;
  /** The planned stays the API counts in reports (all of them, or all but the cancelled one). */
  let counted: Planned[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInPage(browser);
    ids = await bookPlan(page.context().request);
  });
  afterAll(() => browser.close());

  it('opens on the current month and shows what the API answers for it', async () => {
    await openReports(page);
    const today = monthRange(todayIso());
    expect(await page.locator('#reports-fecha-inicio').inputValue()).toBe(formatDateAR(today.desde));
    expect(await page.locator('#reports-fecha-fin').inputValue()).toBe(formatDateAR(today.hasta));
    expect(await page.locator('#reports-metodo-pago').inputValue()).toBe('todos');
    expect(await page.locator('#reports-tipo-hospedaje').inputValue()).toBe('todos');
    const api = await apiReport(page.context().request, { fecha_inicio: today.desde, fecha_fin: today.hasta });
    expect(api.reportes.map((row) => row.id)).toContain(ids.get('hoy'));
    expect(await cards(page)).toEqual(expectedCards(api));
    const rows = await tableRows(page);
    expect(rows).toEqual([...api.reportes].sort(byDateDesc).map(rowAsShown));
  });

  it('shows exactly this file\'s reservations for its month, with cards, breakdowns and rows matching the API', async () => {
    const answered = await applyFilters(page, MY_FILTERS);
    const api = await apiReport(page.context().request, MY_FILTERS);
    expect(answered).toEqual(api);

    // Exact there: every row is one of ours, and ours are all there (the cancelled one only if the API counts it).
    const mine = new Map([...ids].map(([key, id]) => [id, PLAN.find((stay) => stay.key === key)!]));
    const shownIds = api.reportes.map((row) => row.id);
    expect(shownIds.every((id) => mine.has(id))).toBe(true);
    counted = PLAN.filter((stay) => shownIds.includes(ids.get(stay.key)!));
    expect(PLAN.filter((stay) => !counted.includes(stay)).every((stay) => stay.estado === 'cancelada')).toBe(true);
    const total = counted.reduce((sum, stay) => sum + stay.monto, 0);
    expect(api.estadisticas.totalIngresos).toBeCloseTo(total, 2);
    expect(api.estadisticas.totalReservas).toBe(counted.length);

    expect(await cards(page)).toEqual(expectedCards(api));
    expect(await cards(page)).toEqual({
      total: ars(total),
      reservas: String(counted.length),
      promedio: ars(total / counted.length),
    });

    for (const [id, record] of [
      ['metodo-pago', api.estadisticas.porMetodoPago],
      ['tipo-hospedaje', api.estadisticas.porTipoHospedaje],
    ] as const) {
      const shown = await breakdown(page, id);
      for (const [key, value] of Object.entries(record)) {
        expect(shown[key]).toEqual({ total: ars(value.total), cantidad: formatInteger(value.cantidad) });
      }
    }

    await page.getByText(`Página 1 de ${Math.ceil(counted.length / 10)}`).waitFor();
    const rows = await tableRows(page);
    expect(rows).toEqual([...api.reportes].sort(byDateDesc).map(rowAsShown));
    expect(rows.map((row) => row.cliente)).toContain('Muñoz, José Ángel');
    await screenshot(page, 'reportes', { fromTop: true });
  });

  it.each([
    { metodo_pago: 'transferencia' },
    { tipo_hospedaje: 'camping' },
    { metodo_pago: 'efectivo', tipo_hospedaje: 'grupos' },
    { metodo_pago: 'tarjeta', tipo_hospedaje: 'cabaña' },
  ])('filters %o: cards and rows change with what the API answers', async (extra) => {
    const filters = { ...MY_FILTERS, ...extra };
    const answered = await applyFilters(page, filters);
    const api = await apiReport(page.context().request, filters);
    expect(answered).toEqual(api);
    const expected = counted.filter(
      (stay) => (!extra.metodo_pago || stay.metodo === extra.metodo_pago) && (!extra.tipo_hospedaje || stay.tipo === extra.tipo_hospedaje),
    );
    expect(api.reportes.map((row) => row.id).sort()).toEqual(expected.map((stay) => ids.get(stay.key)!).sort());
    expect(await cards(page)).toEqual(expectedCards(api));
    const rows = await tableRows(page);
    expect(rows).toEqual([...api.reportes].sort(byDateDesc).map(rowAsShown));
    if (extra.metodo_pago) expect(new Set(rows.map((row) => row.metodo))).toEqual(new Set([LABEL[extra.metodo_pago]]));
    if (extra.tipo_hospedaje) expect(new Set(rows.map((row) => row.tipo))).toEqual(new Set([LABEL[extra.tipo_hospedaje]]));
  });

  it('says so when nothing matches, and offers nothing to export', async () => {
    const filters = { ...MY_FILTERS, metodo_pago: 'tarjeta', tipo_hospedaje: 'grupos' };
    const answered = await applyFilters(page, filters);
    expect(answered.reportes).toEqual([]);
    await page.getByText(MSG.sinReportes).waitFor();
    expect(await cards(page)).toEqual({ total: ars(0), reservas: '0', promedio: ars(0) });
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isDisabled()).toBe(true);
    await screenshot(page, 'reportes-vacio', { fromTop: true });
  });

  it('sorts by a column and exports a CSV whose contents match the table', async () => {
    const api = await applyFilters(page, MY_FILTERS);
    await page.getByRole('button', { name: /^Monto/ }).click();
    expect(await page.getByRole('columnheader', { name: /^Monto/ }).getAttribute('aria-sort')).toBe('descending');
    const rows = await tableRows(page);
    const amounts = rows.map((row) => api.reportes.find((r) => r.id === row.id)!.monto_total);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    await page.getByText(MSG.reporteExportado).waitFor();
    expect(download.suggestedFilename()).toBe(`reporte_ingresos_${todayIso()}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = readCsv(bytes.subarray(3).toString('utf8'));
    expect(csv[0]).toEqual(['Fecha', 'Cliente', 'Tipo Hospedaje', 'Método Pago', 'Monto', 'Estado']);
    expect(csv.slice(1)).toHaveLength(rows.length);
    csv.slice(1).forEach((line, i) => {
      const row = rows[i];
      expect([line[0], line[1], line[2], line[3], line[5]]).toEqual([row.fecha, row.cliente, row.tipo, row.metodo, row.estado]);
      // Plain numbers: digits, a decimal comma only for cents; the table shows the same amount as ARS.
      expect(line[4]).toMatch(/^\d+(,\d{2})?$/);
      const amount = Number(line[4].replace(',', '.'));
      expect(amount).toBe(amounts[i]);
      expect(ars(amount)).toBe(row.monto);
    });
    expect(csv.map((line) => line[1])).toContain('Ríos; Gómez, Ana');
    expect(csv.some((line) => line[4] === '22500,50')).toBe(true);
  });

  it('shows occupancy per lodging type for the chosen range, as the API computes it', async () => {
    await applyFilters(page, MY_FILTERS);
    const api = await apiOccupancy(page.context().request, MONTH.desde, MONTH.hasta);
    const nights = api.noches;
    expect(nights).toBe(Number(MONTH.hasta.slice(8)));
    const live = PLAN.filter((stay) => stay.estado !== 'cancelada');
    const sold = (tipo: Planned['tipo']) => live.filter((stay) => stay.tipo === tipo).reduce((sum, stay) => sum + stay.noches, 0);
    const byTipo = new Map(api.ocupacion.map((tipo) => [tipo.tipo_hospedaje, tipo]));
    for (const tipo of ['cabaña', 'dormis', 'camping', 'grupos'] as const) expect(byTipo.get(tipo)!.noches_vendidas).toBe(sold(tipo));

    const card = page.getByRole('region', { name: 'Ocupación por tipo de hospedaje' });
    await card.getByText(`Del ${formatDateAR(MONTH.desde)} al ${formatDateAR(MONTH.hasta)}`).waitFor();
    for (const tipo of api.ocupacion) {
      const row = card.locator(`[data-tipo="${tipo.tipo_hospedaje}"]`);
      const detail = (await row.locator('[data-col="noches"]').innerText()).replace(/\s+/g, ' ');
      if (tipo.porcentaje === null) {
        expect(await row.locator('[data-col="porcentaje"]').innerText()).toBe('Sin capacidad fija');
        expect(detail).toContain(`${formatInteger(tipo.noches_vendidas)} noches vendidas`);
      } else {
        expect(await row.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(Math.round(tipo.porcentaje * 100)));
        expect(detail).toContain(`${formatInteger(tipo.noches_vendidas)} de ${formatInteger(tipo.noches_disponibles!)}`);
      }
    }
  });

  it('shows income per month for the last 12 months, as the API answers it', async () => {
    const api = ingresosMensualesResponseSchema.parse(
      await ok(await page.context().request.get('/api/endpoints/reservas?ingresos_mensuales&meses=12'), 'ingresos mensuales'),
    );
    expect(api.meses).toHaveLength(12);
    const current = api.meses.at(-1)!;
    expect(current.mes).toBe(todayIso().slice(0, 7));
    expect(current.total).toBeGreaterThanOrEqual(TODAY_STAY.monto);
    const card = page.getByRole('region', { name: 'Ingresos por mes' });
    await card.locator('.reports-bars svg').waitFor();
    await card.getByText('Ver valores por mes').click();
    const shown = await card.locator('.reports-values-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-key'),
        (tr.querySelector('[data-col="total"]')?.textContent ?? '').replace(/\s+/g, ' '),
        tr.querySelector('[data-col="cantidad"]')?.textContent,
      ]),
    );
    expect(shown).toEqual(api.meses.map((mes) => [mes.mes, ars(mes.total), formatInteger(mes.cantidad)]));
    const sum = api.meses.reduce((total, mes) => total + mes.total, 0);
    expect((await card.locator('[data-fact="total"]').innerText()).replace(/\s+/g, ' ')).toBe(ars(sum));
  });

  it('explains a load failure on the screen and in the admin banner, and recovers on Reintentar', async () => {
    const failing = await loggedInPage(browser);
    await failing.route('**/api/endpoints/reservas?reportes_ingresos*', (route) => route.abort('failed'));
    await failing.goto('/admin/reportes');
    const results = failing.getByTestId('reports-results');
    await results.getByText(MSG.errorCargarReportes).waitFor({ timeout: 15000 });
    await failing.locator('.admin-error-banner').getByText(`${MSG.errorCargarReportes}: ${MSG.errorConexion}`).waitFor();
    await screenshot(failing, 'reportes-error', { fromTop: true });

    await failing.unroute('**/api/endpoints/reservas?reportes_ingresos*');
    await results.getByRole('button', { name: 'Reintentar' }).click();
    await failing.locator('[data-stat="total"]').waitFor();
    await failing.locator('.admin-error-banner').waitFor({ state: 'detached' });
    await failing.context().close();
  });

  it('is readable on a phone: cards per row, a sort select, nothing wider than the screen', async () => {
    const phone = await loggedInPage(browser, 'phone');
    await openReports(phone);
    const api = await applyFilters(phone, MY_FILTERS);
    expect(await cards(phone)).toEqual(expectedCards(api));
    await phone.locator('#reports-sort').selectOption('monto-desc');
    const rows = await tableRows(phone);
    expect(rows.map((row) => row.id)).toEqual(
      [...api.reportes].sort((a, b) => b.monto_total - a.monto_total || a.id - b.id).map((row) => row.id),
    );
    expect(await phone.locator('.reports-table thead').isVisible()).toBe(false);
    await phone.locator('.reports-donut svg').first().waitFor();
    await phone.locator('.reports-bars svg').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'reportes', { fromTop: true });
    await applyFilters(phone, { ...MY_FILTERS, metodo_pago: 'tarjeta', tipo_hospedaje: 'grupos' });
    await phone.getByText(MSG.sinReportes).waitFor();
    await screenshot(phone, 'reportes-vacio', { fromTop: true });
    await phone.context().close();
  });
});
