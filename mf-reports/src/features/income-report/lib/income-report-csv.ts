/**
 * The income report as a CSV file that Excel in Spanish opens right (docs/reports.md, "Decisions"):
 * - UTF-8 with a byte-order mark, so 'Cabaña' and 'Método Pago' keep their accents;
 * - ';' between fields, the list separator of Spanish-language Excel (a ',' file opens in one column there);
 * - amounts as plain numbers: no '$', no thousands separator, a decimal comma only when there are cents;
 * - dates DD/MM/YYYY; CRLF line ends; text that Excel would run as a formula is neutralised.
 * papaparse does the quoting, never string concatenation.
 */
import Papa from 'papaparse';
import { todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { roundMoney } from '@camping/contracts/money';
import type { ReporteRow } from '@camping/contracts/schemas/reporte';
import { estadoLabel, metodoPagoLabel, tipoHospedajeLabel } from './report-labels';

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_COLUMNS = ['Fecha', 'Cliente', 'Tipo Hospedaje', 'Método Pago', 'Monto', 'Estado'] as const;

/** 46000 -> '46000'; 46000.5 -> '46000,50'. */
export function csvAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '0';
  const rounded = roundMoney(amount);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2).replace('.', ',');
}

/** The six columns of one row, as the table shows them. */
export function csvRow(row: ReporteRow): string[] {
  return [
    formatDateAR(row.fecha_entrada),
    row.nombre_cliente,
    tipoHospedajeLabel(row.tipo_hospedaje),
    metodoPagoLabel(row.metodo_pago),
    csvAmount(row.monto_total),
    estadoLabel(row.estado),
  ];
}

/** The whole file's text, BOM included, rows in the order given (the table's current sort). */
export function buildIncomeReportCsv(rows: readonly ReporteRow[]): string {
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows.map(csvRow) },
    { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true, header: true },
  );
  return `${CSV_BOM}${csv}\r\n`;
}

/** 'reporte_ingresos_2026-01-31.csv': the day of the export in the complex's zone, which sorts well in a folder. */
export function incomeReportFileName(today: string = todayIso()): string {
  return `reporte_ingresos_${today}.csv`;
}
