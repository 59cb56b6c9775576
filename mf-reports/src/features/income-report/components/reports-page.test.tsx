import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, monthRange, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { ocupacionResponseSchema } from '@camping/contracts/schemas/ocupacion';
import { reporteResponseSchema, type ReporteRow } from '@camping/contracts/schemas/reporte';
import { notify } from '@camping/ui/toast';
import { App } from '../../../app/app';
import { occupancyResponse, reportResponse, reportRow, seasonReportResponse } from '../../../testing/report-fixtures';
import { downloadTextFile } from '../lib/download-text-file';

// The machine running CI may be busy: the lazy chart chunk and re-renders get time to settle.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
jest.mock('../lib/download-text-file', () => ({ downloadTextFile: jest.fn() }));

type Answer = { status: number; body: unknown };
type Handler = (url: URL) => Answer | undefined;

const requests: URL[] = [];

/** The cash-basis report (issue 16) as GET pagos?reporte_cobros answers it. */
const CASH_BODY = {
  success: true,
  cobros: [
    { id: 2, reserva_id: 9, fecha_pago: '2026-01-15', nombre_cliente: 'Quiroga, Rosa', tipo_hospedaje: 'cabaña', numero_hospedaje: 4, metodo_pago: 'efectivo', monto: 70000, observaciones: null },
    { id: 1, reserva_id: 9, fecha_pago: '2026-01-05', nombre_cliente: 'Quiroga, Rosa', tipo_hospedaje: 'cabaña', numero_hospedaje: 4, metodo_pago: 'transferencia', monto: 30000, observaciones: 'Seña' },
  ],
  estadisticas: {
    totalCobrado: 100000,
    totalPagos: 2,
    porMetodoPago: { efectivo: { total: 70000, cantidad: 1 }, transferencia: { total: 30000, cantidad: 1 } },
    porTipoHospedaje: { 'cabaña': { total: 100000, cantidad: 2 } },
  },
  saldo_pendiente: { total: 14999.5, reservas: 1 },
};

/** Answers the three report calls like the API does; `report` decides the income report for each request. */
function serve(report: Handler, extra: Handler = () => undefined) {
  requests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    let answer = extra(url);
    if (!answer && url.searchParams.has('reportes_ingresos')) answer = report(url);
    if (!answer && url.searchParams.has('ocupacion')) {
      const desde = url.searchParams.get('fecha_inicio')!;
      const hasta = url.searchParams.get('fecha_fin')!;
      answer = { status: 200, body: occupancyResponse(desde, hasta, 31) };
    }
    if (!answer && url.searchParams.has('reportes_temporadas')) {
      answer = { status: 200, body: seasonReportResponse(url.searchParams.get('fecha_inicio')!, url.searchParams.get('fecha_fin')!) };
    }
    if (!answer && url.searchParams.has('ingresos_mensuales')) {
      answer = {
        status: 200,
        body: {
          success: true,
          meses: Array.from({ length: 12 }, (_, i) => ({
            mes: `2025-${String(i + 1).padStart(2, '0')}`,
            total: (i + 1) * 100_000,
            cantidad: i + 1,
          })),
        },
      };
    }
    if (!answer && url.searchParams.has('reporte_cobros')) answer = { status: 200, body: CASH_BODY };
    if (!answer && url.searchParams.has('cobros_mensuales')) {
      answer = {
        status: 200,
        body: {
          success: true,
          meses: Array.from({ length: 12 }, (_, i) => ({ mes: `2025-${String(i + 1).padStart(2, '0')}`, reservado: (i + 1) * 100_000, cobrado: (i + 1) * 60_000 })),
        },
      };
    }
    answer ??= { status: 404, body: { success: false, message: 'Recurso no encontrado' } };
    const { status, body } = answer;
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

const reportRequests = () => requests.filter((url) => url.searchParams.has('reportes_ingresos'));

/** Twelve rows over two pages, with distinct dates and amounts. */
function twelveRows(): ReporteRow[] {
  return Array.from({ length: 12 }, (_, i) =>
    reportRow({
      id: i + 1,
      fecha_entrada: `2026-01-${String(i + 10).padStart(2, '0')}`,
      fecha_salida: `2026-01-${String(i + 12).padStart(2, '0')}`,
      nombre_cliente: i === 3 ? 'Muñoz, José' : `Cliente ${String(i + 1).padStart(2, '0')}`,
      metodo_pago: ['efectivo', 'transferencia', 'tarjeta'][i % 3],
      tipo_hospedaje: ['cabaña', 'dormis', 'camping', 'grupos'][i % 4],
      monto_total: 10_000 * ((i * 7) % 12) + 5_000,
      estado: i === 11 ? 'cancelada' : 'activa',
    }),
  );
}

function renderApp() {
  const reportError = jest.fn();
  render(<App pathname="/admin/reportes" hash="" navigate={jest.fn()} user={null} reportError={reportError} />);
  return { reportError };
}

const cellTexts = (column: string) =>
  Array.from(document.querySelectorAll(`.reports-table tbody td[data-col="${column}"]`)).map((cell) =>
    (cell.textContent ?? '').replace(/\s/g, ' '),
  );
const statValue = (label: string) => (screen.getByText(label, { selector: '.reports-stat-label' }).nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');

afterEach(() => jest.clearAllMocks());

describe('Reportes de ingresos', () => {
  it('loads the current month with every method and type, and shows cards, breakdowns, table, occupancy and months', async () => {
    const body = reportResponse(twelveRows());
    expect(reporteResponseSchema.safeParse(body).success).toBe(true);
    serve(() => ({ status: 200, body }));
    renderApp();

    await screen.findByText('Total de ingresos');
    const { desde, hasta } = monthRange(todayIso());
    // Shown DD/MM/YYYY whatever the computer's language; sent YYYY-MM-DD.
    expect(screen.getByLabelText('Desde')).toHaveValue(formatDateAR(desde));
    expect(screen.getByLabelText('Hasta')).toHaveValue(formatDateAR(hasta));
    const sent = reportRequests()[0];
    expect(sent.pathname).toBe('/api/endpoints/reservas');
    expect(sent.searchParams.get('fecha_inicio')).toBe(desde);
    expect(sent.searchParams.get('fecha_fin')).toBe(hasta);
    // 'todos' is never sent.
    expect(sent.searchParams.has('metodo_pago')).toBe(false);
    expect(sent.searchParams.has('tipo_hospedaje')).toBe(false);

    expect(statValue('Reservas')).toBe('12');
    expect(statValue('Total de ingresos')).toBe(`$ ${body.estadisticas.totalIngresos.toLocaleString('es-AR')}`);
    expect(screen.getByRole('heading', { name: 'Por método de pago' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por tipo de hospedaje' })).toBeInTheDocument();

    // Newest entry first, ten a page.
    expect(cellTexts('fecha_entrada')).toHaveLength(10);
    expect(cellTexts('fecha_entrada')[0]).toBe('21/01/2026');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    const detail = screen.getByRole('region', { name: /Detalle de reservas/ });
    expect(within(detail).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Fecha',
      'Cliente',
      'Tipo Hospedaje',
      'Método Pago',
      'Monto',
      'Estado',
    ]);

    // Occupancy for the same range: cabins measured, groups without a fixed capacity.
    const occupancy = await screen.findByRole('list');
    const ocupacion = requests.find((url) => url.searchParams.has('ocupacion'))!;
    expect([ocupacion.searchParams.get('fecha_inicio'), ocupacion.searchParams.get('fecha_fin')]).toEqual([desde, hasta]);
    expect(ocupacionResponseSchema.safeParse(occupancyResponse(desde, hasta, 31)).success).toBe(true);
    expect(within(occupancy).getByRole('meter', { name: 'Ocupación de Cabañas' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(occupancy).getByText('Sin capacidad fija')).toBeInTheDocument();
    expect(within(occupancy).getByText(/62 de 248 noches vendidas · 3 de 8 unidades usadas · 9 reservas/)).toBeInTheDocument();

    // Twelve months, with the best one named.
    const monthly = requests.find((url) => url.searchParams.has('ingresos_mensuales'))!;
    expect(monthly.searchParams.get('meses')).toBe('12');
    expect(await screen.findByText('diciembre 2025', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ingresos por mes' }).querySelectorAll('.reports-values-table tbody tr')).toHaveLength(12);
  });

  it('sends only the filters that are not "todos", and shows what the API answers for them', async () => {
    const rows = twelveRows();
    serve((url) => {
      const metodo = url.searchParams.get('metodo_pago');
      const tipo = url.searchParams.get('tipo_hospedaje');
      const filtered = rows.filter((row) => (!metodo || row.metodo_pago === metodo) && (!tipo || row.tipo_hospedaje === tipo));
      return { status: 200, body: reportResponse(filtered) };
    });
    const user = userEvent.setup();
    renderApp();
    await screen.findByText('Página 1 de 2');

    await user.selectOptions(screen.getByLabelText('Método de pago'), 'transferencia');
    await waitFor(() => expect(statValue('Reservas')).toBe('4'));
    expect(reportRequests().at(-1)!.searchParams.get('metodo_pago')).toBe('transferencia');
    expect(new Set(cellTexts('metodo_pago'))).toEqual(new Set(['Transferencia']));

    await user.selectOptions(screen.getByLabelText('Tipo de hospedaje'), 'dormis');
    await waitFor(() => expect(statValue('Reservas')).toBe('1'));
    const last = reportRequests().at(-1)!;
    expect([last.searchParams.get('metodo_pago'), last.searchParams.get('tipo_hospedaje')]).toEqual(['transferencia', 'dormis']);
    expect(cellTexts('tipo_hospedaje')).toEqual(['Dormis']);

    await user.selectOptions(screen.getByLabelText('Método de pago'), 'todos');
    await waitFor(() => expect(statValue('Reservas')).toBe('3'));
    expect(reportRequests().at(-1)!.searchParams.has('metodo_pago')).toBe(false);

    // An emptied date is not sent either.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '' } });
    await waitFor(() => expect(reportRequests().at(-1)!.searchParams.has('fecha_inicio')).toBe(false));
    expect(screen.getByText('Elija las fechas Desde y Hasta para ver la ocupación del período.')).toBeInTheDocument();
  });

  it('explains an inverted range and sends nothing for it', async () => {
    serve(() => ({ status: 200, body: reportResponse(twelveRows()) }));
    renderApp();
    await screen.findByText('Página 1 de 2');
    const before = reportRequests().length;
    const { hasta } = monthRange(todayIso());
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: addDaysIso(hasta, 1) } });
    expect(await screen.findByText('La fecha de inicio debe ser anterior o igual a la fecha de fin')).toBeInTheDocument();
    expect(screen.queryByText('Total de ingresos')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(reportRequests()).toHaveLength(before);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    await screen.findByText('Total de ingresos');
  });

  it('says so when no reservation matches, and offers nothing to export', async () => {
    serve(() => ({ status: 200, body: reportResponse([]) }));
    renderApp();
    expect(await screen.findByText(MSG.sinReportes)).toBeInTheDocument();
    expect(statValue('Reservas')).toBe('0');
    expect(document.querySelector('.reports-table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('shows the load error on the screen and in the admin banner, and clears the banner once it loads', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { success: false, message: 'Ocurrió un error inesperado. Intente nuevamente.' } }
        : { status: 200, body: reportResponse(twelveRows()) },
    );
    const { reportError } = renderApp();
    expect(await screen.findByText(MSG.errorCargarReportes)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado. Intente nuevamente.');
    expect(reportError).toHaveBeenLastCalledWith(`${MSG.errorCargarReportes}: Ocurrió un error inesperado. Intente nuevamente.`);

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Página 1 de 2');
    expect(reportError).toHaveBeenLastCalledWith(null);
  });

  it('reports a malformed answer with the screen\'s own message', async () => {
    serve(() => ({ status: 200, body: { success: true, reportes: 'nada' } }));
    const { reportError } = renderApp();
    expect(await screen.findByText(MSG.errorCargarReportes)).toBeInTheDocument();
    expect(reportError).toHaveBeenLastCalledWith(MSG.errorCargarReportes);
  });

  it('sorts by a column header and pages through the rows', async () => {
    const rows = twelveRows();
    serve(() => ({ status: 200, body: reportResponse(rows) }));
    const user = userEvent.setup();
    renderApp();
    await screen.findByText('Página 1 de 2');

    await user.click(screen.getByRole('button', { name: /Monto/ }));
    const amounts = [...rows].map((row) => row.monto_total).sort((a, b) => b - a);
    expect(cellTexts('monto_total')).toEqual(amounts.slice(0, 10).map((n) => `$ ${n.toLocaleString('es-AR')}`));
    expect(within(screen.getByRole('region', { name: /Detalle de reservas/ })).getByRole('columnheader', { name: /Monto/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(cellTexts('monto_total')).toEqual(amounts.slice(10).map((n) => `$ ${n.toLocaleString('es-AR')}`));

    await user.click(screen.getByRole('button', { name: /Cliente/ }));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(cellTexts('nombre_cliente').slice(0, 3)).toEqual(['Cliente 01', 'Cliente 02', 'Cliente 03']);

    // The phone's select sorts the same table.
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'fecha-asc');
    expect(cellTexts('fecha_entrada')[0]).toBe('10/01/2026');
  });

  it('exports every row, in the table\'s order, as reporte_ingresos_{date}.csv and confirms it', async () => {
    const rows = twelveRows();
    serve(() => ({ status: 200, body: reportResponse(rows) }));
    const user = userEvent.setup();
    renderApp();
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: /Monto/ }));

    await act(() => user.click(screen.getByRole('button', { name: 'Exportar CSV' })));
    expect(downloadTextFile).toHaveBeenCalledTimes(1);
    const [fileName, content, type] = jest.mocked(downloadTextFile).mock.calls[0];
    expect(fileName).toBe(`reporte_ingresos_${todayIso()}.csv`);
    expect(type).toBe('text/csv;charset=utf-8');
    const lines = content.slice(1).trimEnd().split('\r\n');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe('Fecha;Cliente;Tipo Hospedaje;Método Pago;Monto;Estado');
    expect(lines).toHaveLength(13);
    const byAmount = [...rows].sort((a, b) => b.monto_total - a.monto_total);
    expect(lines.slice(1).map((line) => line.split(';')[4])).toEqual(byAmount.map((row) => String(row.monto_total)));
    expect(content).toContain('Muñoz, José');
    expect(notify.success).toHaveBeenCalledWith('Reporte exportado correctamente');
  });

  it('shows the money collected by payment date for the same filters, with its CSV (issue 16)', async () => {
    serve(() => ({ status: 200, body: reportResponse(twelveRows()) }));
    renderApp();
    const section = await screen.findByRole('region', { name: 'Cobros por fecha de pago' });
    const fact = (key: string) => (section.querySelector(`[data-fact="${key}"]`)?.textContent ?? '').replace(/\s/g, ' ');
    await waitFor(() => expect(fact('cobrado')).toBe('$ 100.000'));
    expect(fact('pagos')).toBe('2');
    expect(fact('saldo')).toBe('$ 14.999,50 (1 reserva)');
    const cobros = requests.filter((url) => url.searchParams.has('reporte_cobros'));
    const { desde, hasta } = monthRange(todayIso());
    expect(cobros[0].pathname).toBe('/api/endpoints/pagos');
    expect(cobros[0].searchParams.get('fecha_inicio')).toBe(desde);
    expect(cobros[0].searchParams.get('fecha_fin')).toBe(hasta);
    const rows = within(section).getAllByRole('row').slice(-2);
    expect(rows[0]).toHaveTextContent('15/01/2026');
    expect(rows[1]).toHaveTextContent('Seña');
    expect(within(section).getByRole('table', { name: 'Cobrado por método de pago' })).toBeInTheDocument();

    fireEvent.click(within(section).getByRole('button', { name: 'Exportar cobros CSV' }));
    const [fileName, content] = jest.mocked(downloadTextFile).mock.calls.at(-1)!;
    expect(fileName).toBe(`reporte_cobros_${todayIso()}.csv`);
    expect(content.slice(1).split('\r\n')[1]).toBe('15/01/2026;Quiroga, Rosa;Cabañas;4;Efectivo;70000;');

    const monthly = screen.getByRole('region', { name: 'Reservado y cobrado por mes' });
    await waitFor(() => expect((monthly.querySelector('[data-fact="cobrado"]')?.textContent ?? '').replace(/\s/g, ' ')).toBe('$ 4.680.000'));
  });

  it('shows refunds as money out, with what is left of what came in (issue 32)', async () => {
    const withRefunds = {
      ...CASH_BODY,
      reembolsos: [
        { id: 7, reserva_id: 9, fecha: '2026-01-20', nombre_cliente: 'Quiroga, Rosa', tipo_hospedaje: 'cabaña', numero_hospedaje: 4, metodo_pago: 'transferencia', monto: 12000.5, observaciones: 'Reembolso al cancelar la reserva' },
      ],
      reembolsado: { total: 12000.5, cantidad: 1 },
      neto: 87999.5,
    };
    serve(
      () => ({ status: 200, body: reportResponse(twelveRows()) }),
      (url) => (url.searchParams.has('reporte_cobros') ? { status: 200, body: withRefunds } : undefined),
    );
    renderApp();
    const section = await screen.findByRole('region', { name: 'Cobros por fecha de pago' });
    const fact = (key: string) => (section.querySelector(`[data-fact="${key}"]`)?.textContent ?? '').replace(/\s/g, ' ');
    await waitFor(() => expect(fact('reembolsado')).toBe('$ 12.000,50 (1 reembolso)'));
    expect(fact('neto')).toBe('$ 87.999,50');
    const refunds = within(section).getByRole('region', { name: 'Reembolsos del período' });
    const [row] = within(refunds).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('20/01/2026');
    expect(row).toHaveTextContent('Transferencia');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('−$ 12.000,50');
  });
});
