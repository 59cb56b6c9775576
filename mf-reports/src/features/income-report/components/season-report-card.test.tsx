import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthRange, todayIso } from '@camping/contracts/dates';
import { reporteTemporadasResponseSchema } from '@camping/contracts/schemas/reporte-temporadas';
import { notify } from '@camping/ui/toast';
import { App } from '../../../app/app';
import { occupancyResponse, reportResponse, reportRow, seasonReportResponse } from '../../../testing/report-fixtures';
import { downloadTextFile } from '../lib/download-text-file';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
jest.mock('../lib/download-text-file', () => ({ downloadTextFile: jest.fn() }));

const requests: URL[] = [];
const seasonRequests = () => requests.filter((url) => url.searchParams.has('reportes_temporadas'));

/** The season report as `seasons` decides, the income report with one row and occupancy; the rest is not this test's. */
function serve(seasons: (url: URL) => { status: number; body: unknown }) {
  requests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    const { status, body } = url.searchParams.has('reportes_temporadas')
      ? seasons(url)
      : url.searchParams.has('reportes_ingresos')
        ? { status: 200, body: reportResponse([reportRow()]) }
        : url.searchParams.has('ocupacion')
          ? { status: 200, body: occupancyResponse(url.searchParams.get('fecha_inicio')!, url.searchParams.get('fecha_fin')!, 31) }
          : { status: 404, body: { success: false, message: 'Recurso no encontrado' } };
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

function renderApp() {
  const reportError = jest.fn();
  render(<App pathname="/admin/reportes" hash="" navigate={jest.fn()} user={null} reportError={reportError} />);
  return { reportError };
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');
const section = () => screen.getByRole('region', { name: 'Por temporada' });

afterEach(() => jest.clearAllMocks());

describe('Por temporada', () => {
  it('shows each season with its colour, nights, stays, income in pesos and occupancy, then the period’s total', async () => {
    expect(reporteTemporadasResponseSchema.safeParse(seasonReportResponse()).success).toBe(true);
    serve((url) => ({ status: 200, body: seasonReportResponse(url.searchParams.get('fecha_inicio')!, url.searchParams.get('fecha_fin')!) }));
    renderApp();

    const table = await within(await screen.findByRole('region', { name: 'Por temporada' })).findByRole('table');
    const { desde, hasta } = monthRange(todayIso());
    const sent = seasonRequests()[0];
    expect([sent.searchParams.get('fecha_inicio'), sent.searchParams.get('fecha_fin')]).toEqual([desde, hasta]);
    expect(sent.searchParams.has('metodo_pago')).toBe(false);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-temporada'))).toEqual(['Temporada alta', 'Fin de semana largo', 'Base', 'total']);
    const alta = rows[0];
    expect(text(alta.querySelector('th'))).toBe('Temporada alta3 noches del período');
    expect((alta.querySelector('.reports-season-swatch') as HTMLElement).style.background).toBe('rgb(228, 87, 46)');
    expect((rows[2].querySelector('.reports-season-swatch') as HTMLElement).style.background).toBe('var(--c-surface)');
    expect(text(alta.querySelector('[data-col="noches_vendidas"]'))).toBe('36');
    expect(text(alta.querySelector('[data-col="estadias"]'))).toBe('12');
    expect(text(alta.querySelector('[data-col="ingresos"]'))).toBe('$ 1.234.567,89');
    expect(text(rows[1].querySelector('[data-col="ingresos"]'))).toBe('$ 2.000.000');
    // Cabins and dormis: 27 of 42 unit-nights; camping beside it.
    expect(within(alta).getByRole('meter', { name: 'Ocupación de cabañas y dormis en Temporada alta' })).toHaveAttribute('aria-valuenow', '64');
    expect(text(alta.querySelector('[data-col="ocupacion"]'))).toBe('Cabañas y dormis64%Camping 4,2%');
    expect(text(rows[3].querySelector('[data-col="ingresos"]'))).toBe('$ 3.734.567,90');
    expect(text(rows[3].querySelector('th'))).toBe('Total del período10 noches');
  });

  it('follows the report’s filters and exports the table as reporte_temporadas_{date}.csv', async () => {
    serve(() => ({ status: 200, body: seasonReportResponse() }));
    const user = userEvent.setup();
    renderApp();
    await within(await screen.findByRole('region', { name: 'Por temporada' })).findByRole('table');

    await user.selectOptions(screen.getByLabelText('Método de pago'), 'tarjeta');
    await user.selectOptions(screen.getByLabelText('Tipo de hospedaje'), 'cabaña');
    await waitFor(() => expect(seasonRequests().at(-1)!.searchParams.get('tipo_hospedaje')).toBe('cabaña'));
    expect(seasonRequests().at(-1)!.searchParams.get('metodo_pago')).toBe('tarjeta');

    const exportButton = within(section()).getByRole('button', { name: 'Exportar temporadas CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);
    const [name, content] = (downloadTextFile as jest.Mock).mock.calls[0];
    expect(name).toBe(`reporte_temporadas_${todayIso()}.csv`);
    const lines = (content as string).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Temporada;Noches del período;Noches vendidas;Estadías;Ingresos;Ocupación cabañas y dormis (%);Ocupación camping (%)');
    expect(lines[1]).toBe('Temporada alta;3;36;12;1234567,89;64,29;4,17');
    expect(lines.at(-1)).toBe('Total del período;10;101;35;3734567,90;44,29;5,42');
    expect(notify.success).toHaveBeenCalledWith('Reporte por temporada exportado correctamente');
  });

  it('asks for both dates, and shows a load failure with its own message and in the banner', async () => {
    serve(() => ({ status: 500, body: { success: false, message: 'Ocurrió un error inesperado. Intente nuevamente.' } }));
    const { reportError } = renderApp();
    expect(await within(await screen.findByRole('region', { name: 'Por temporada' })).findByRole('alert')).toHaveTextContent(
      'Error al cargar el reporte por temporada',
    );
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.stringContaining('Error al cargar el reporte por temporada')));

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '' } });
    expect(await within(section()).findByText('Elija las fechas Desde y Hasta para ver los ingresos y la ocupación por temporada.')).toBeInTheDocument();
  });
});
