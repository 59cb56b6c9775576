/**
 * Reservations as calendar events (spec section 2, "Reservation calendar"): title 'apellido, nombre', a text with
 * either 'Grupo - N personas' or the lodging type plus its number, a tooltip with the amount, the type's colour, and
 * the stay drawn from entry to exit inclusive. Dates stay `YYYY-MM-DD` strings until the last step, where they become
 * local-midnight `Date`s for the widget, so no time zone can move a stay by a day.
 */
import {
  CALENDAR_COLORS,
  TIPO_CABANA,
  TIPO_CAMPING,
  TIPO_DORMIS,
  TIPO_GRUPOS,
  type TipoHospedajeId,
} from '@camping/contracts/domain';
import { addDaysIso, isIsoDate, isoToLocalDate } from '@camping/contracts/dates';
import { formatARSCents, formatClientName, formatDateTimeAR, personasLabel } from '@camping/contracts/format';
import { isExpiredHold, isLiveHold } from '@camping/contracts/holds';
import { nombreHospedaje, nombreTipo, tipoHospedajeDe } from '@camping/contracts/lodging-names';
import type { Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Reserva } from '@camping/contracts/schemas/reserva';

export interface ReservationEvent {
  kind: 'reserva';
  id: number;
  /** 'apellido, nombre'. */
  title: string;
  /** 'apellido, nombre - Cabaña 3' or 'apellido, nombre - Grupo - 20 personas'. */
  text: string;
  /** What the mouse-over shows: the text, and the amount when there is one. */
  tooltip: string;
  /** Local midnight of the entry day. */
  start: Date;
  /** Local midnight of the day after the exit: the widget's end is exclusive, the stay is drawn inclusive. */
  end: Date;
  allDay: true;
  tipo: TipoHospedajeId;
  color: string;
  reserva: Reserva;
  /** Open conflicts with imported calendars (issue #19): the stay is marked and its detail names them. */
  conflictos: readonly Conflicto[];
}

/** The four buttons of the filter, in the spec's order, with their colours. */
export const TIPO_FILTROS: ReadonlyArray<{ tipo: TipoHospedajeId; label: string; color: string }> = [
  { tipo: TIPO_CABANA, label: nombreTipo(TIPO_CABANA), color: CALENDAR_COLORS[TIPO_CABANA] },
  { tipo: TIPO_DORMIS, label: nombreTipo(TIPO_DORMIS), color: CALENDAR_COLORS[TIPO_DORMIS] },
  { tipo: TIPO_CAMPING, label: nombreTipo(TIPO_CAMPING), color: CALENDAR_COLORS[TIPO_CAMPING] },
  { tipo: TIPO_GRUPOS, label: nombreTipo(TIPO_GRUPOS), color: CALENDAR_COLORS[TIPO_GRUPOS] },
];

/** The reservation's lodging type, from its id or, for odd legacy rows, its name. Unknown types read as cabin. */
export function tipoDeReserva(r: Pick<Reserva, 'tipo_hospedaje_id' | 'tipo_hospedaje'>): TipoHospedajeId {
  return tipoHospedajeDe(r.tipo_hospedaje_id, r.tipo_hospedaje) ?? TIPO_CABANA;
}

/** 'Cabaña 3', 'Dormi 0', 'Camping', or 'Grupo - 20 personas' (the one name, @camping/contracts/lodging-names). */
export function hospedajeLabel(
  r: Pick<Reserva, 'tipo_hospedaje_id' | 'tipo_hospedaje' | 'numero_hospedaje' | 'cantidad_personas'>,
): string {
  return nombreHospedaje({ ...r, tipo_hospedaje_id: tipoDeReserva(r) });
}

/** The lodging line of the detail panel: 'Cabaña 3', 'Camping', 'Grupo' (the panel shows the people apart). */
export function hospedajeDetalle(
  r: Pick<Reserva, 'tipo_hospedaje_id' | 'tipo_hospedaje' | 'numero_hospedaje' | 'cantidad_personas'>,
): string {
  return tipoDeReserva(r) === TIPO_GRUPOS ? nombreHospedaje({ tipo_hospedaje_id: TIPO_GRUPOS, numero_hospedaje: null }) : hospedajeLabel(r);
}

/** '1 persona', '3 personas' (written once in contracts). */
export const personas = personasLabel;

export function eventTitle(r: Pick<Reserva, 'nombre' | 'apellido'>): string {
  return formatClientName(r) || 'Sin nombre';
}

export function eventText(r: Reserva): string {
  return `${eventTitle(r)} - ${hospedajeLabel(r)}`;
}

export function eventTooltip(r: Reserva): string {
  const text = isLiveHold(r) ? `${eventText(r)}\nPre-reserva: vence el ${formatDateTimeAR(r.vence_el)}` : eventText(r);
  const monto = r.monto_total as number | null | undefined;
  if (monto === null || monto === undefined || !Number.isFinite(monto)) return text;
  return `${text}\nTotal: ${formatARSCents(monto)}`;
}

/** Entry and exit as the calendar draws them: [entrada, salida + 1 day), i.e. both days included. */
export function inclusiveRange(entrada: string, salida: string): { start: Date; end: Date } {
  const lastDay = salida >= entrada ? salida : entrada;
  return { start: isoToLocalDate(entrada), end: isoToLocalDate(addDaysIso(lastDay, 1)) };
}

const NO_CONFLICTS: readonly Conflicto[] = [];

/** Null for rows the calendar cannot draw (a broken date): they are skipped, never drawn on a wrong day. */
export function toCalendarEvent(r: Reserva): ReservationEvent | null {
  if (!isIsoDate(r.fecha_entrada) || !isIsoDate(r.fecha_salida)) return null;
  const tipo = tipoDeReserva(r);
  const { start, end } = inclusiveRange(r.fecha_entrada, r.fecha_salida);
  return {
    kind: 'reserva',
    id: r.id,
    title: eventTitle(r),
    text: eventText(r),
    tooltip: eventTooltip(r),
    start,
    end,
    allDay: true,
    tipo,
    color: CALENDAR_COLORS[tipo],
    reserva: r,
    conflictos: NO_CONFLICTS,
  };
}

/**
 * The events of one lodging type, ordered by entry, then unit number, then surname, so a day reads the same way on
 * every screen. Cancelled reservations free their unit and are not drawn (docs/calendar.md), nor are holds past their
 * expiry that the sweep has not cancelled yet (they keep nothing).
 */
export function eventsForTipo(reservas: readonly Reserva[], tipo: TipoHospedajeId): ReservationEvent[] {
  const events: ReservationEvent[] = [];
  for (const r of reservas) {
    if (r.estado === 'cancelada' || isExpiredHold(r) || tipoDeReserva(r) !== tipo) continue;
    const event = toCalendarEvent(r);
    if (event) events.push(event);
  }
  return events.sort(
    (a, b) =>
      a.reserva.fecha_entrada.localeCompare(b.reserva.fecha_entrada) ||
      (a.reserva.numero_hospedaje ?? 0) - (b.reserva.numero_hospedaje ?? 0) ||
      a.title.localeCompare(b.title, 'es'),
  );
}
