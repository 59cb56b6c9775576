/**
 * How a closure reads in a table, written once for the screen's list and the print sheet: who, expected, counted,
 * difference, note, when, and whether it is in force or was reopened (by whom, when, why).
 */
import { diferenciaLabel } from '@camping/contracts/cash-up';
import { formatARSCents, formatDateTimeAR } from '@camping/contracts/format';
import type { CierreCaja } from '@camping/contracts/schemas/caja';

export interface ClosureColumn {
  header: string;
  value: (c: CierreCaja) => string;
  numeric?: boolean;
  /** Kept on one line (names, amounts, moments): only the note and the state wrap. */
  nowrap?: boolean;
}

export function closureState(c: CierreCaja): string {
  return c.reabierto_at ? `Reabierta por ${c.reabierto_por ?? '—'} el ${formatDateTimeAR(c.reabierto_at)}: «${c.reabierto_motivo ?? ''}»` : 'Vigente';
}

/** The class of a column's cells on screen. */
export function closureCellClass(col: ClosureColumn): string | undefined {
  return [col.numeric ? 'caja-num' : '', col.nowrap ? 'caja-nowrap' : ''].join(' ').trim() || undefined;
}

export const CLOSURE_COLUMNS: readonly ClosureColumn[] = [
  { header: 'Usuario', value: (c) => c.usuario, nowrap: true },
  { header: 'Esperado', value: (c) => formatARSCents(c.efectivo_esperado), numeric: true },
  { header: 'Contado', value: (c) => formatARSCents(c.efectivo_contado), numeric: true },
  { header: 'Diferencia', value: (c) => diferenciaLabel(c.diferencia), nowrap: true },
  { header: 'Observaciones', value: (c) => c.observaciones ?? '' },
  { header: 'Cerrada', value: (c) => formatDateTimeAR(c.cerrado_at), nowrap: true },
  { header: 'Estado', value: closureState },
];
