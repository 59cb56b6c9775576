/**
 * The cash-basis report as CSV, with the same rules as the income report's file (BOM, ';', plain amounts,
 * DD/MM/YYYY, formulas neutralised): one row per payment received.
 */
import Papa from 'papaparse';
import { todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import type { CobroRow } from '@camping/contracts/schemas/cobros';
import { CSV_BOM, CSV_DELIMITER, csvAmount } from './income-report-csv';
import { metodoPagoLabel, tipoHospedajeLabel } from './report-labels';

export const CASH_CSV_COLUMNS = ['Fecha de Pago', 'Cliente', 'Tipo Hospedaje', 'Unidad', 'Método Pago', 'Monto', 'Observaciones'] as const;

export function cashCsvRow(row: CobroRow): string[] {
  return [
    formatDateAR(row.fecha_pago),
    row.nombre_cliente,
    tipoHospedajeLabel(row.tipo_hospedaje),
    row.numero_hospedaje === null ? '' : String(row.numero_hospedaje),
    metodoPagoLabel(row.metodo_pago),
    csvAmount(row.monto),
    row.observaciones ?? '',
  ];
}

export function buildCashReportCsv(rows: readonly CobroRow[]): string {
  const csv = Papa.unparse(
    { fields: [...CASH_CSV_COLUMNS], data: rows.map(cashCsvRow) },
    { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true, header: true },
  );
  return `${CSV_BOM}${csv}\r\n`;
}

/** 'reporte_cobros_2026-01-31.csv', named like the income report's file. */
export function cashReportFileName(today: string = todayIso()): string {
  return `reporte_cobros_${today}.csv`;
}
