/**
 * What is in the way where a dragged bar would land (issue 37): another stay of that unit whose nights overlap, or
 * a block. The preview turns red and names it before the drop, so the clerk does not learn it from a refusal. The
 * server still decides on the drop (a stay outside the loaded window is not known here).
 */
import { capacidadExcedidaMessage } from '@camping/contracts/messages';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { isExpiredHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { blockShortText } from '../../calendar/lib/block-events';
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

/** «Ocupado por Pérez, Ana (N.º 12)», «Bloqueado por Airbnb», «Unidad fuera de servicio»; null when the place is free as far as the grid knows. */
export function dropClash(to: Nights, movingId: number, stays: readonly Reserva[], blocks: readonly Bloqueo[]): string | null {
  const stay = stays.find((r) => r.id !== movingId && holdsUnit(r) && overlaps(r, to));
  if (stay) return `Ocupado por ${eventTitle(stay)} (N.º ${stay.id})`;
  const block = blocks.find((b) => overlaps(b, to));
  return block ? blockShortText(block) : null;
}

/**
 * The capacity rule, checked first (issue 37): moving the stay to a unit with fewer places than its people is refused
 * with the API's own words («La cantidad de personas (5) supera la capacidad del hospedaje (4)»); null when it fits,
 * stays where it is, or the unit is not known here.
 */
export function unitTooSmall(
  reserva: Pick<Reserva, 'cantidad_personas' | 'hospedaje_id'>,
  hospedajeId: number | null,
  units: ReadonlyArray<{ id: number; capacidad: number }>,
): string | null {
  if (hospedajeId === null || hospedajeId === reserva.hospedaje_id) return null;
  const unit = units.find((u) => u.id === hospedajeId);
  return unit && unit.capacidad < reserva.cantidad_personas ? capacidadExcedidaMessage(reserva.cantidad_personas, unit.capacidad) : null;
}
