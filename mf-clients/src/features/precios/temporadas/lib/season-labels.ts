/** How a season reads in the list (issue 35): its ranges, mode, surcharge, minimum and closed weekdays, in es-AR. */
import { formatDateAR } from '@camping/contracts/format';
import { DIAS_SEMANA } from '@camping/contracts/seasons/season-messages';
import type { Temporada } from '@camping/contracts/schemas/temporada';

const number = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** +20 %, −15 %, +35,5 % */
export function percentLabel(p: number): string {
  return `${p < 0 ? '−' : '+'}${number.format(Math.abs(p))} %`;
}

/** 02/01/2027 – 31/01/2027 */
export function rangeText(r: { desde: string; hasta: string }): string {
  return `${formatDateAR(r.desde)} – ${formatDateAR(r.hasta)}`;
}

export function modeLabel(t: Pick<Temporada, 'modo' | 'porcentaje'>): string {
  return t.modo === 'porcentaje' ? `${percentLabel(t.porcentaje ?? 0)} sobre la base` : 'Precios propios';
}

export function surchargeLabel(recargo: number | null): string {
  return recargo === null || recargo === 0 ? 'Sin recargo' : `${percentLabel(recargo)} viernes y sábados`;
}

export function minimumLabel(minimo: number | null): string {
  if (minimo === null || minimo <= 1) return 'Sin mínimo';
  return `${minimo} noches`;
}

/** «viernes y sábado», «lunes, martes y miércoles», or «Todos los días» when none is closed. */
export function closedDaysLabel(dias: readonly number[]): string {
  if (dias.length === 0) return 'Se reciben todos los días';
  const names = [...dias].sort((a, b) => a - b).map((d) => DIAS_SEMANA[d] ?? String(d));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  return `Sin ingresos: ${list}`;
}
