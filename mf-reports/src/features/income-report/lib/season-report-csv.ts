/**
 * «Por temporada» as a CSV file, written as the income report's (income-report-csv.ts): BOM, ';', amounts with a
 * decimal comma only when they have cents, CRLF, formulae neutralised; one row per season and the period's total;
 * an occupancy the filters leave out (or groups') is an empty cell.
 */
import Papa from 'papaparse';
import { todayIso } from '@camping/contracts/dates';
import type { ReporteTemporadasResponse } from '@camping/contracts/schemas/reporte-temporadas';
import { CSV_BOM, CSV_DELIMITER, csvAmount } from './income-report-csv';

export const SEASON_CSV_COLUMNS = [
  'Temporada',
  'Noches del período',
  'Noches vendidas',
  'Estadías',
  'Ingresos',
  'Ocupación cabañas y dormis (%)',
  'Ocupación camping (%)',
] as const;

/** 0.4567 -> '45,67': a percentage with two decimals, as Spanish-locale Excel reads a number. */
export function csvPercent(share: number | null | undefined): string {
  return share === null || share === undefined ? '' : (Math.round(share * 10_000) / 100).toFixed(2).replace('.', ',');
}

function csvRow(nombre: string, cifras: ReporteTemporadasResponse['totales']): string[] {
  const camping = cifras.ocupacion.find((tipo) => tipo.tipo_hospedaje === 'camping');
  return [
    nombre,
    String(cifras.noches),
    String(cifras.noches_vendidas),
    String(cifras.estadias),
    csvAmount(cifras.ingresos),
    csvPercent(cifras.porcentaje_unidades),
    csvPercent(camping?.porcentaje),
  ];
}

export function buildSeasonReportCsv(report: ReporteTemporadasResponse): string {
  const data = [...report.temporadas.map((row) => csvRow(row.nombre, row)), csvRow('Total del período', report.totales)];
  const csv = Papa.unparse(
    { fields: [...SEASON_CSV_COLUMNS], data },
    { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true, header: true },
  );
  return `${CSV_BOM}${csv}\r\n`;
}

/** 'reporte_temporadas_2026-01-31.csv', dated as the income report's file. */
export function seasonReportFileName(today: string = todayIso()): string {
  return `reporte_temporadas_${today}.csv`;
}
