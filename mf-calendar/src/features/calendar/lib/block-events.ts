/**
 * Blocks (issue #19) as calendar events: occupancy of one cabin or dormi closed by an imported calendar or by
 * maintenance, drawn like a stay from its first night to its exit day (both included) but never as a reservation:
 * no client, no amount, their own colour and the calendar's name ('Airbnb · Cabaña 3', 'Mantenimiento · Dormi 2').
 * And the line a stay with an open conflict shows: 'Conflicto con Airbnb: 12/12/2026 – 15/12/2026'.
 */
import type { TipoHospedajeId } from '@camping/contracts/domain';
import { isIsoDate } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import type { Bloqueo, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { hospedajeLabel, inclusiveRange, tipoDeReserva, type ReservationEvent } from './reservation-events';

export interface BlockEvent {
  kind: 'bloqueo';
  id: number;
  /** 'Airbnb · Cabaña 3'. */
  title: string;
  /** 'Cabaña 3'. */
  unidad: string;
  numero: number;
  tooltip: string;
  start: Date;
  end: Date;
  allDay: true;
  tipo: TipoHospedajeId;
  /** «Mantenimiento», made by staff (the only kind staff can delete here). */
  manual: boolean;
  bloqueo: Bloqueo;
}

/** What the calendar draws: stays and blocks. */
export type CalendarItem = ReservationEvent | BlockEvent;

/** 'Bloqueado por Airbnb del 12/12/2026 al 15/12/2026: Reserved' (tooltips and screen readers, calendar and grid). */
export function blockText(b: Bloqueo): string {
  const detail = b.nota ?? b.resumen;
  return `Bloqueado por ${b.origen} del ${formatDateAR(b.fecha_entrada)} al ${formatDateAR(b.fecha_salida)}${detail ? `: ${detail}` : ''}`;
}

/** 'Conflicto con Airbnb: 12/12/2026 – 15/12/2026': the external event's first night and exit day. */
export function conflictLine(k: Pick<Conflicto, 'calendario' | 'fecha_entrada' | 'fecha_salida'>): string {
  return `Conflicto con ${k.calendario}: ${formatDateAR(k.fecha_entrada)} – ${formatDateAR(k.fecha_salida)}`;
}

/**
 * The blocks of the units of one type. A block of a unit the list does not know (not loaded yet, or removed) is
 * left out rather than drawn under a wrong name.
 */
export function blockEventsForTipo(
  bloqueos: readonly Bloqueo[],
  units: ReadonlyMap<number, Hospedaje>,
  tipo: TipoHospedajeId,
): BlockEvent[] {
  const events: BlockEvent[] = [];
  for (const b of bloqueos) {
    const unit = units.get(b.hospedaje_id);
    if (!unit || !isIsoDate(b.fecha_entrada) || !isIsoDate(b.fecha_salida)) continue;
    if (tipoDeReserva({ tipo_hospedaje_id: unit.tipo_hospedaje_id, tipo_hospedaje: unit.tipo_hospedaje }) !== tipo) continue;
    const unidad = hospedajeLabel({
      tipo_hospedaje_id: unit.tipo_hospedaje_id,
      tipo_hospedaje: unit.tipo_hospedaje,
      numero_hospedaje: unit.numero,
      cantidad_personas: 0,
    });
    // The exit day is drawn, as a stay's is: a block ending the day another stay starts shares that day.
    const { start, end } = inclusiveRange(b.fecha_entrada, b.fecha_salida);
    events.push({
      kind: 'bloqueo',
      id: b.id,
      title: `${b.origen} · ${unidad}`,
      unidad,
      numero: unit.numero,
      tooltip: `${unidad}\n${blockText(b)}`,
      start,
      end,
      allDay: true,
      tipo,
      manual: b.calendario_id === null,
      bloqueo: b,
    });
  }
  return events;
}

/** Each stay with its open conflicts (the tooltip names them too); stays without any are passed as they are. */
export function withConflicts(
  events: readonly ReservationEvent[],
  conflictos: ReadonlyMap<number, readonly Conflicto[]> | undefined,
): ReservationEvent[] {
  if (!conflictos || conflictos.size === 0) return [...events];
  return events.map((e) => {
    const mine = conflictos.get(e.id);
    return mine?.length ? { ...e, conflictos: mine, tooltip: `${e.tooltip}\n${mine.map(conflictLine).join('\n')}` } : e;
  });
}

const numeroOf = (item: CalendarItem) => (item.kind === 'bloqueo' ? item.numero : (item.reserva.numero_hospedaje ?? 0));

/** Stays and blocks in one list, by first day, then unit number, stays before blocks: a day reads the same way always. */
export function mergeItems(stays: readonly ReservationEvent[], blocks: readonly BlockEvent[]): CalendarItem[] {
  return [...stays, ...blocks].sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      numeroOf(a) - numeroOf(b) ||
      (a.kind === b.kind ? 0 : a.kind === 'reserva' ? -1 : 1),
  );
}
