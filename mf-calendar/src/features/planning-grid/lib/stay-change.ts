/**
 * What a drag, a resize or the «Mover» dialog asks the server to change, as the fields of the reservation update
 * (PUT reservas): only what differs is sent, so the server checks exactly the move that was made. The amount it
 * leaves is the changed-stay rule's (contracts stay-change.ts), asked in its confirmation.
 */
import { addDaysIso } from '@camping/contracts/dates';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { StayTerms } from '@camping/contracts/stay-change';

export interface StayPlace {
  hospedaje_id: number | null;
  fecha_entrada: string;
  fecha_salida: string;
}

export interface StayChange {
  id: number;
  hospedaje_id?: number;
  fecha_entrada?: string;
  fecha_salida?: string;
  /** Only when the clerk applied the list's new amount in the changed stay's confirmation (issue 32). */
  monto_total?: number;
  /** Only when the clerk overrode the seasons' minimum stay in the confirmation (issue 35). */
  motivo_minimo?: string;
}

export type DragKind = 'move' | 'resize';

export function placeOf(r: Pick<Reserva, 'hospedaje_id' | 'fecha_entrada' | 'fecha_salida'>): StayPlace {
  return { hospedaje_id: r.hospedaje_id, fecha_entrada: r.fecha_entrada, fecha_salida: r.fecha_salida };
}

/** Where a dragged bar lands: moved whole by `days` (and to `hospedajeId`), or its exit moved by `days`. */
export function draggedPlace(r: StayPlace, kind: DragKind, days: number, hospedajeId: number | null): StayPlace {
  if (kind === 'resize') {
    // An exit never reaches the entry: a stay keeps at least one night.
    const salida = addDaysIso(r.fecha_salida, days);
    return { ...r, fecha_salida: salida > r.fecha_entrada ? salida : addDaysIso(r.fecha_entrada, 1) };
  }
  return {
    hospedaje_id: hospedajeId ?? r.hospedaje_id,
    fecha_entrada: addDaysIso(r.fecha_entrada, days),
    fecha_salida: addDaysIso(r.fecha_salida, days),
  };
}

/** The update for going from `from` to `to`; null when nothing changes. */
export function stayChange(id: number, from: StayPlace, to: StayPlace): StayChange | null {
  const change: StayChange = { id };
  if (to.hospedaje_id !== null && to.hospedaje_id !== from.hospedaje_id) change.hospedaje_id = to.hospedaje_id;
  if (to.fecha_entrada !== from.fecha_entrada) change.fecha_entrada = to.fecha_entrada;
  if (to.fecha_salida !== from.fecha_salida) change.fecha_salida = to.fecha_salida;
  return Object.keys(change).length > 1 ? change : null;
}

/** Px dragged to whole days (half a column or more counts). */
export function daysDragged(dx: number, dayWidth: number): number {
  return Math.round(dx / dayWidth) || 0;
}

/** A place with its unit's number and type (from the grid's units), as the changed-stay rule names and prices it. */
export function placeWithUnit(
  r: Pick<Reserva, 'numero_hospedaje' | 'tipo_hospedaje_id'>,
  to: StayPlace,
  units: readonly Hospedaje[],
): StayPlace & Pick<StayTerms, 'numero_hospedaje' | 'tipo_hospedaje_id'> {
  const unit = units.find((u) => u.id === to.hospedaje_id);
  return { ...to, numero_hospedaje: unit?.numero ?? r.numero_hospedaje, tipo_hospedaje_id: unit?.tipo_hospedaje_id ?? r.tipo_hospedaje_id };
}
