/**
 * Blocks (issue #19) as calendar events: occupancy of one cabin or dormi closed by an imported calendar or by
 * staff («Mantenimiento», or «Fuera de servicio» from Limpieza: issue 36), drawn like a stay from its first night to
 * its exit day (both included) but never as a reservation: no client, no amount, each kind its own colour and the
 * calendar's name ('Airbnb · Cabaña 3', 'Mantenimiento · Dormi 2', 'Fuera de servicio · Cabaña 5').
 * And the line a stay with an open conflict shows: 'Conflicto con Airbnb: 12/12/2026 – 15/12/2026'.
 */
import type { TipoHospedajeId } from '@camping/contracts/domain';
import { isIsoDate } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import type { Bloqueo, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { ORIGEN_FUERA_DE_SERVICIO } from '@camping/contracts/schemas/limpieza';
import { hospedajeLabel, inclusiveRange, tipoDeReserva, type ReservationEvent } from './reservation-events';

/** Who closed the nights: an imported calendar, staff's «Mantenimiento», or a «Fuera de servicio» period (Limpieza). */
export type TipoBloqueo = 'importado' | 'mantenimiento' | 'fuera_de_servicio';

/**
 * GET bloqueos names a fuera de servicio block by its `origen` only; an imported calendar could bear that name too,
 * so the kind also asks that no calendar made it.
 */
export function tipoBloqueo(b: Pick<Bloqueo, 'calendario_id' | 'origen'>): TipoBloqueo {
  if (b.calendario_id !== null) return 'importado';
  return b.origen === ORIGEN_FUERA_DE_SERVICIO ? 'fuera_de_servicio' : 'mantenimiento';
}

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
  /** Only «Mantenimiento» is deleted here; a fuera de servicio period ends at Limpieza, an import in its calendar. */
  tipoBloqueo: TipoBloqueo;
  bloqueo: Bloqueo;
}

/** What the calendar draws: stays and blocks. */
export type CalendarItem = ReservationEvent | BlockEvent;

/**
 * 'Bloqueado por Airbnb del 12/12/2026 al 15/12/2026: Reserved', 'Fuera de servicio del 12/12/2026 al 15/12/2026.
 * Motivo: Pérdida de agua' (tooltips and screen readers, calendar and grid).
 */
export function blockText(b: Bloqueo): string {
  const nights = `del ${formatDateAR(b.fecha_entrada)} al ${formatDateAR(b.fecha_salida)}`;
  // The reason is required for these (a CHECK on bloqueos): it is what the desk needs to know.
  if (tipoBloqueo(b) === 'fuera_de_servicio') return `${ORIGEN_FUERA_DE_SERVICIO} ${nights}${b.nota ? `. Motivo: ${b.nota}` : ''}`;
  const detail = b.nota ?? b.resumen;
  return `Bloqueado por ${b.origen} ${nights}${detail ? `: ${detail}` : ''}`;
}

/** 'Bloqueado por Airbnb', 'Unidad fuera de servicio': what is in the way, in a few words (the Planilla's drop preview). */
export function blockShortText(b: Pick<Bloqueo, 'calendario_id' | 'origen'>): string {
  return tipoBloqueo(b) === 'fuera_de_servicio' ? 'Unidad fuera de servicio' : `Bloqueado por ${b.origen}`;
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
      tipoBloqueo: tipoBloqueo(b),
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
