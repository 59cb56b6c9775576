/**
 * Every date range a call takes has a longest span (issue 33): a window far wider than any screen asks for would
 * read a whole table for one call. The maxima live in this one table, the check in one refinement; the API and the
 * forms parse with the same schemas, and docs/api.md («Bounded date ranges») lists them.
 */
import type { z } from 'zod';
import { diffDaysIso } from '../dates';
import { INPUT_MSG } from '../messages-input';

export interface RangoMaximo {
  max: number;
  /** `días`: both ends count (a window of days, desde..hasta); `noches`: [entrada, salida), a stay's nights. */
  unidad: 'días' | 'noches';
}

export const RANGOS_MAXIMOS = {
  /** GET reservas?desde&hasta: the calendar's month view asks 56 days (6 weeks and 7 on each side), the planilla 62. */
  calendario: { max: 100, unidad: 'días' },
  /** A stay's nights read as a range: reservas?fecha_entrada&fecha_salida, hospedajes availability, the public quote. */
  estadia: { max: 400, unidad: 'noches' },
  /** GET bloqueos: Canales lists 400 days ahead. */
  bloqueos: { max: 400, unidad: 'noches' },
  /** GET canales/conflictos/rango: the calendar's window (it asks about 56 days). */
  conflictos: { max: 400, unidad: 'días' },
  /** reportes_ingresos, reporte_cobros, ocupacion: «Este año» is the longest preset (a leap year, 366). */
  reportes: { max: 366, unidad: 'días' },
  /** GET historial?desde&hasta (paged, but a year is the longest audit a filter needs in one go). */
  historial: { max: 366, unidad: 'días' },
  /** GET caja/cierres?desde&hasta: a leap year's closures. */
  caja: { max: 366, unidad: 'días' },
} as const satisfies Record<string, RangoMaximo>;

/** Days (both ends included) or nights from `desde` to `hasta`, counted on calendar dates. */
export function rangeSpan(desde: string, hasta: string, unidad: RangoMaximo['unidad']): number {
  return diffDaysIso(desde, hasta) + (unidad === 'días' ? 1 : 0);
}

/**
 * Adds the span check to a schema whose output has the two date fields. Only a complete, ordered range is measured:
 * a missing end is the call's own business (an open report), an inverted one has its own message.
 */
export function conRangoMaximo<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  campos: { desde: string; hasta: string },
  rango: RangoMaximo,
  message: string = INPUT_MSG.rangoDemasiadoLargo(campos.desde, campos.hasta, rango.max, rango.unidad),
): S {
  return schema.refine(
    (q) => {
      const desde = q[campos.desde];
      const hasta = q[campos.hasta];
      if (typeof desde !== 'string' || typeof hasta !== 'string' || desde > hasta) return true;
      return rangeSpan(desde, hasta, rango.unidad) <= rango.max;
    },
    { error: message },
  );
}
