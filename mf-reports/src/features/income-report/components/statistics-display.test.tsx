import { configure, render, screen, within } from '@testing-library/react';
import { reportResponse, reportRow } from '../../../testing/report-fixtures';
import type { useMonthlyIncome } from '../api/get-monthly-income';
import { lodgingTypeEntries, paymentMethodEntries } from '../lib/report-statistics';
import { BreakdownCard } from './breakdown-card';
import { MonthlyIncomeCard } from './monthly-income-card';
import { SUMMARY_NOTES, SummaryCards } from './summary-cards';

// The machine running CI may be busy: the lazy chart chunk and re-renders get time to settle.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('statistics display', () => {
  const { estadisticas } = reportResponse([
    reportRow({ id: 1, metodo_pago: 'efectivo', tipo_hospedaje: 'cabaña', monto_total: 1_380_000 }),
    reportRow({ id: 2, metodo_pago: 'transferencia', tipo_hospedaje: 'dormis', monto_total: 68_000 }),
    reportRow({ id: 3, metodo_pago: 'efectivo', tipo_hospedaje: 'camping', monto_total: 12_500 }),
  ]);

  it('shows total income, number of reservations and average as ARS without decimals', () => {
    render(<SummaryCards estadisticas={estadisticas} />);
    const value = (label: string) => plain(screen.getByText(label).nextElementSibling?.textContent ?? null);
    expect(value('Total de ingresos')).toBe('$ 1.460.500');
    expect(value('Reservas')).toBe('3');
    // 486.833,33 shown without decimals.
    expect(value('Promedio por reserva')).toBe('$ 486.833');
  });

  it('says the total is booked and shows what was collected beside it (issue 37)', () => {
    render(<SummaryCards estadisticas={estadisticas} cobrado={250_000} />);
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-stat="${id}"]`)!;
    expect(within(card('total')).getByText(SUMMARY_NOTES.reservado)).toBeInTheDocument();
    expect(plain(within(card('cobrado')).getByText('Cobrado en el período').nextElementSibling?.textContent ?? null)).toBe('$ 250.000');
    expect(within(card('cobrado')).getByText(SUMMARY_NOTES.cobrado)).toBeInTheDocument();
  });

  it('shows zeros, not blanks, for an empty period', () => {
    render(<SummaryCards estadisticas={reportResponse([]).estadisticas} />);
    expect(plain(screen.getByText('Total de ingresos').nextElementSibling?.textContent ?? null)).toBe('$ 0');
    expect(plain(screen.getByText('Promedio por reserva').nextElementSibling?.textContent ?? null)).toBe('$ 0');
  });

  it('lists each payment method with its total, count and share, beside a chart', async () => {
    render(<BreakdownCard id="metodo-pago" title="Por método de pago" entries={paymentMethodEntries(estadisticas)} />);
    await screen.findByRole('img', { name: 'Gráfico: por método de pago' });
    const table = screen.getByRole('table', { name: 'Por método de pago' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      expect.stringMatching(/^Efectivo\s*95%\$ 1\.392\.5002$/),
      expect.stringMatching(/^Transferencia\s*4,7%\$ 68\.0001$/),
      expect.stringMatching(/^Tarjeta\s*0%\$ 00$/),
    ]);
    expect(screen.getByRole('heading', { name: 'Por método de pago' })).toBeInTheDocument();
  });

  it('draws no chart when the period has no income', () => {
    render(<BreakdownCard id="metodo-pago" title="Por método de pago" entries={paymentMethodEntries(reportResponse([]).estadisticas)} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists the four lodging types in order, by name', async () => {
    render(<BreakdownCard id="tipo-hospedaje" title="Por tipo de hospedaje" entries={lodgingTypeEntries(estadisticas)} />);
    await screen.findByRole('img', { name: 'Gráfico: por tipo de hospedaje' });
    const names = within(screen.getByRole('table', { name: 'Por tipo de hospedaje' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('.reports-breakdown-name')?.textContent);
    expect(names).toEqual(['Cabañas', 'Dormis', 'Camping', 'Grupos']);
  });

  it('says a year without income plainly instead of drawing an empty chart', () => {
    const meses = Array.from({ length: 12 }, (_, i) => ({ mes: `2025-${String(i + 1).padStart(2, '0')}`, total: 0, cantidad: 0 }));
    const query = { isPending: false, isError: false, isFetching: false, data: { success: true, meses } };
    render(<MonthlyIncomeCard query={query as unknown as ReturnType<typeof useMonthlyIncome>} />);
    expect(screen.getByText('Sin ingresos registrados en los últimos 12 meses')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Mejor mes').nextElementSibling).toHaveTextContent('—');
  });
});
