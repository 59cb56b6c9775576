/**
 * A calendar's events as the four PostgreSQL array literals the sync's SQL unnests ($2 uids, $3 entries, $4 exits,
 * $5 summaries: calendarios.sql.ts). Built in the parse worker, so the event loop hands PostgreSQL four strings instead
 * of serialising 4 × 20,000 values itself (pg encodes arrays in JavaScript, on the loop).
 */
import type { ExternalEvent } from './ical-events';

export interface EventColumns {
  count: number;
  uids: string;
  entradas: string;
  salidas: string;
  resumenes: string;
}

/** An array literal of text values: each quoted, `"` and `\` escaped, null as NULL (as pg's own arrayString). */
export function arrayLiteral(values: ReadonlyArray<string | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

export function toColumns(events: readonly ExternalEvent[]): EventColumns {
  return {
    count: events.length,
    uids: arrayLiteral(events.map((e) => e.uid)),
    entradas: arrayLiteral(events.map((e) => e.entrada)),
    salidas: arrayLiteral(events.map((e) => e.salida)),
    resumenes: arrayLiteral(events.map((e) => e.resumen)),
  };
}
