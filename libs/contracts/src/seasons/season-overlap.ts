/**
 * Seasons never overlap (issue 35; docs/decisions.md «Temporadas: superposición rechazada»): a night belongs to one
 * season or to none, so the clerk always knows which price a night has. The database holds it too (an exclusion
 * constraint over the ranges); this names the two seasons for the clerk.
 */
import { TEMPORADA_MSG } from './season-messages';
import type { NightRange } from './season-types';

export interface NamedRanges {
  nombre: string;
  rangos: readonly NightRange[];
}

/** The first two ranges that share a night (ends included), as a Spanish message naming both seasons, or null. */
export function seasonOverlap(seasons: readonly NamedRanges[]): string | null {
  const all = seasons.flatMap((s) => s.rangos.map((r) => ({ nombre: s.nombre, r })));
  all.sort((a, b) => (a.r.desde < b.r.desde ? -1 : a.r.desde > b.r.desde ? 1 : 0));
  let reach: (typeof all)[number] | null = null;
  for (const next of all) {
    if (reach && next.r.desde <= reach.r.hasta) return TEMPORADA_MSG.superpuestas(reach.nombre, reach.r, next.nombre, next.r);
    if (!reach || next.r.hasta > reach.r.hasta) reach = next;
  }
  return null;
}
