/**
 * What is in the way where a dragged bar would land (issue 37): another stay of that unit whose nights overlap, or
 * a block. The preview turns red and names it before the drop, so the clerk does not learn it from a refusal. The
 * server still decides on the drop (a stay outside the loaded window is not known here).
 */
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { isExpiredHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { eventTitle } from '../../calendar/lib/reservation-events';
import type { StayPlace } from './stay-change';

type Nights = Pick<StayPlace, 'fecha_entrada' | 'fecha_salida'>;

/** Nights overlap when each starts before the other ends (the exit day is free for the next arrival). */
function overlaps(a: Nights, b: Nights): boolean {
  return a.fecha_entrada < b.fecha_salida && b.fecha_entrada < a.fecha_salida;
}

/** A stay that keeps its unit: cancelled stays and expired holds free it (docs/calendar.md). */
function holdsUnit(r: Reserva): boolean {
  return r.estado !== 'cancelada' && !isExpiredHold(r);
}

/** «Ocupado por Pérez, Ana (N.º 12)», «Bloqueado por Airbnb»; null when the place is free as far as the grid knows. */
export function dropClash(to: Nights, movingId: number, stays: readonly Reserva[], blocks: readonly Bloqueo[]): string | null {
  const stay = stays.find((r) => r.id !== movingId && holdsUnit(r) && overlaps(r, to));
  if (stay) return `Ocupado por ${eventTitle(stay)} (N.º ${stay.id})`;
  const block = blocks.find((b) => overlaps(b, to));
  return block ? `Bloqueado por ${block.origen}` : null;
}
