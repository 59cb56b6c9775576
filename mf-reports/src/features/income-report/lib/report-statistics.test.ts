import { reportResponse, reportRow } from '../../../testing/report-fixtures';
import {
  formatCompactARS,
  formatMonthLong,
  formatMonthShort,
  formatShare,
  lodgingTypeEntries,
  paymentMethodEntries,
  summarizeMonths,
} from './report-statistics';

describe('report statistics for display', () => {
  const { estadisticas } = reportResponse([
    reportRow({ id: 1, metodo_pago: 'efectivo', tipo_hospedaje: 'cabaña', monto_total: 60000 }),
    reportRow({ id: 2, metodo_pago: 'transferencia', tipo_hospedaje: 'camping', monto_total: 30000 }),
    reportRow({ id: 3, metodo_pago: 'efectivo', tipo_hospedaje: 'camping', monto_total: 10000 }),
  ]);

  it('lists every payment method in its usual order, zero included, with its share of the income', () => {
    expect(paymentMethodEntries(estadisticas).map(({ key, label, total, cantidad, share }) => ({ key, label, total, cantidad, share }))).toEqual([
      { key: 'efectivo', label: 'Efectivo', total: 70000, cantidad: 2, share: 0.7 },
      { key: 'transferencia', label: 'Transferencia', total: 30000, cantidad: 1, share: 0.3 },
      { key: 'tarjeta', label: 'Tarjeta', total: 0, cantidad: 0, share: 0 },
    ]);
  });

  it('lists the four lodging types with their calendar colours, then any type the screen does not know', () => {
    const entries = lodgingTypeEntries({ ...estadisticas, porTipoHospedaje: { ...estadisticas.porTipoHospedaje, glamping: { total: 0, cantidad: 0 } } });
    expect(entries.map((entry) => [entry.label, entry.total, entry.cantidad])).toEqual([
      ['Cabañas', 60000, 1],
      ['Dormis', 0, 0],
      ['Camping', 40000, 2],
      ['Grupos', 0, 0],
      ['Glamping', 0, 0],
    ]);
    expect(entries[0].color).toBe('var(--c-cabana)');
    expect(entries[2].color).toBe('var(--c-camping)');
  });

  it('gives zero shares, not NaN, when there is no income', () => {
    const empty = reportResponse([]).estadisticas;
    expect(paymentMethodEntries(empty).every((entry) => entry.share === 0)).toBe(true);
  });

  it('formats shares, compact axis amounts and month names in Spanish', () => {
    // ICU versions differ on the space before '%'.
    const plain = (text: string) => text.replace(/\s/g, '');
    expect(plain(formatShare(0.456))).toBe('46%');
    expect(plain(formatShare(0.034))).toBe('3,4%');
    expect(plain(formatShare(0))).toBe('0%');
    expect(formatCompactARS(1_250_000)).toBe('$ 1,3 M');
    expect(formatCompactARS(350_000)).toBe('$ 350 mil');
    expect(formatCompactARS(3_500)).toBe('$ 3,5 mil');
    expect(formatCompactARS(900)).toBe('$ 900');
    expect(formatMonthShort('2026-01')).toBe('ene 26');
    expect(formatMonthLong('2025-09')).toBe('septiembre 2025');
    expect(formatMonthShort('raro')).toBe('raro');
  });

  it('sums the twelve months and finds the best one', () => {
    expect(
      summarizeMonths([
        { mes: '2025-11', total: 100, cantidad: 1 },
        { mes: '2025-12', total: 300, cantidad: 2 },
        { mes: '2026-01', total: 200, cantidad: 4 },
      ]),
    ).toEqual({ total: 600, cantidad: 7, best: { mes: '2025-12', total: 300, cantidad: 2 } });
    expect(summarizeMonths([{ mes: '2026-01', total: 0, cantidad: 0 }]).best).toBeNull();
  });
});
