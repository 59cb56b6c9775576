import Papa from 'papaparse';
import type { ReporteRow } from '@camping/contracts/schemas/reporte';
import { CSV_BOM, buildIncomeReportCsv, csvAmount, incomeReportFileName } from './income-report-csv';

function row(overrides: Partial<ReporteRow>): ReporteRow {
  return {
    id: 1,
    fecha_entrada: '2026-01-05',
    fecha_salida: '2026-01-08',
    nombre_cliente: 'Pérez, Juan',
    tipo_hospedaje: 'cabaña',
    metodo_pago: 'efectivo',
    monto_total: 138000,
    estado: 'activa',
    ...overrides,
  };
}

/** Parses what Excel would read: BOM off, ';' between fields, CRLF lines. */
function cells(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.slice(CSV_BOM.length), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('income report CSV', () => {
  it('starts with a UTF-8 byte-order mark and the six Spanish column names', () => {
    const csv = buildIncomeReportCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Fecha;Cliente;Tipo Hospedaje;Método Pago;Monto;Estado');
    // Encoded as UTF-8, the file begins EF BB BF and 'Método' keeps its two-byte é.
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from([0xc3, 0xa9]))).toBe(true);
  });

  it('writes one line per row, in the order given, with dates DD/MM/YYYY and readable labels', () => {
    const csv = buildIncomeReportCsv([
      row({ id: 1, fecha_entrada: '2026-01-05', tipo_hospedaje: 'cabaña', metodo_pago: 'transferencia', estado: 'finalizada' }),
      row({ id: 2, fecha_entrada: '2025-12-31', tipo_hospedaje: 'dormis', metodo_pago: 'tarjeta', estado: 'cancelada' }),
    ]);
    expect(cells(csv)).toEqual([
      ['Fecha', 'Cliente', 'Tipo Hospedaje', 'Método Pago', 'Monto', 'Estado'],
      ['05/01/2026', 'Pérez, Juan', 'Cabañas', 'Transferencia', '138000', 'Finalizada'],
      ['31/12/2025', 'Pérez, Juan', 'Dormis', 'Tarjeta', '138000', 'Cancelada'],
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('keeps accents and ñ as they are', () => {
    const csv = buildIncomeReportCsv([row({ nombre_cliente: 'Muñoz Ibáñez, José Ángel' })]);
    expect(csv).toContain('Muñoz Ibáñez, José Ángel');
    expect(cells(csv)[1][1]).toBe('Muñoz Ibáñez, José Ángel');
  });

  it('separates with ";" and quotes only the fields that need it', () => {
    const csv = buildIncomeReportCsv([
      row({ nombre_cliente: 'Gómez; Ana' }),
      row({ nombre_cliente: 'El "Tano" Rossi' }),
      row({ nombre_cliente: 'Línea\nnueva' }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('05/01/2026;"Gómez; Ana";Cabañas;Efectivo;138000;Activa');
    expect(lines[2]).toBe('05/01/2026;"El ""Tano"" Rossi";Cabañas;Efectivo;138000;Activa');
    // A comma is not a separator here, so 'Pérez, Juan' needs no quotes.
    expect(buildIncomeReportCsv([row({})]).slice(1).split('\r\n')[1]).toBe(
      '05/01/2026;Pérez, Juan;Cabañas;Efectivo;138000;Activa',
    );
    expect(cells(csv).slice(1).map((line) => line[1])).toEqual(['Gómez; Ana', 'El "Tano" Rossi', 'Línea\nnueva']);
  });

  it('writes amounts as plain numbers: no currency sign, no thousands separator, decimal comma only for cents', () => {
    expect(csvAmount(138000)).toBe('138000');
    expect(csvAmount(1234567.5)).toBe('1234567,50');
    expect(csvAmount(99.999)).toBe('100');
    expect(csvAmount(0)).toBe('0');
    expect(csvAmount(Number.NaN)).toBe('0');
    const amounts = cells(buildIncomeReportCsv([row({ monto_total: 46000 }), row({ monto_total: 5000.25 })]))
      .slice(1)
      .map((line) => line[4]);
    expect(amounts).toEqual(['46000', '5000,25']);
    expect(amounts.join('')).not.toMatch(/[$.]/);
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    const csv = buildIncomeReportCsv([row({ nombre_cliente: '=HYPERLINK("http://x")' }), row({ nombre_cliente: '+54 Ruiz' })]);
    const names = cells(csv).slice(1).map((line) => line[1]);
    expect(names).toEqual([`'=HYPERLINK("http://x")`, `'+54 Ruiz`]);
  });

  it('names the file reporte_ingresos_{date}.csv with the day of the export', () => {
    expect(incomeReportFileName('2026-03-09')).toBe('reporte_ingresos_2026-03-09.csv');
    expect(incomeReportFileName()).toMatch(/^reporte_ingresos_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
