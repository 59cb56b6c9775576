/**
 * The window the planning grid shows (`#desde=2026-01-10&dias=31`, in the URL hash like the calendar's place): its
 * first day, its length (14, 31 or 62 days), whether cancelled stays are drawn and the stay selected to be moved
 * (`&reserva=31`, the link of «Mover nuestra estadía» in Canales: libs/contracts planilla-link). Unreadable values
 * fall back.
 */
import { addDaysIso, isIsoDate, maxFutureIso } from '@camping/contracts/dates';
import { PLANILLA_RESERVA_PARAM, planillaReservaFromHash } from '@camping/contracts/planilla-link';
import type { IsoRange } from '../../calendar/lib/calendar-range';

export const WINDOW_LENGTHS = [14, 31, 62] as const;
export type WindowLength = (typeof WINDOW_LENGTHS)[number];
export const DEFAULT_LENGTH: WindowLength = 31;

/** Width of a day column per window length, in px: fewer days get room for the guest's surname. */
export const DAY_WIDTH: Record<WindowLength, number> = { 14: 76, 31: 44, 62: 34 };

export interface PlanningPlace {
  desde: string;
  dias: WindowLength;
  canceladas: boolean;
  /** The stay selected (focused and outlined, ready to be moved), or null. */
  reserva: number | null;
}

/** The days before today the default window starts: yesterday's departures stay in sight. */
const DAYS_BEFORE_TODAY = 1;

export function defaultStart(today: string): string {
  return addDaysIso(today, -DAYS_BEFORE_TODAY);
}

export function parsePlanningHash(hash: string, today: string): PlanningPlace {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const desde = params.get('desde') ?? '';
  const dias = Number(params.get('dias'));
  return {
    desde: isIsoDate(desde) && desde <= maxFutureIso(today) ? desde : defaultStart(today),
    dias: (WINDOW_LENGTHS as readonly number[]).includes(dias) ? (dias as WindowLength) : DEFAULT_LENGTH,
    canceladas: params.get('canceladas') === '1',
    reserva: planillaReservaFromHash(hash),
  };
}

export function planningHash(place: PlanningPlace): string {
  const reserva = place.reserva !== null ? `&${PLANILLA_RESERVA_PARAM}=${place.reserva}` : '';
  return `#desde=${place.desde}&dias=${place.dias}${place.canceladas ? '&canceladas=1' : ''}${reserva}`;
}

/** The days on screen, both included: exactly what the one request of the window asks for. */
export function windowRange(place: Pick<PlanningPlace, 'desde' | 'dias'>): IsoRange {
  return { desde: place.desde, hasta: addDaysIso(place.desde, place.dias - 1) };
}

/** The days of the window, in order. */
export function windowDays(place: Pick<PlanningPlace, 'desde' | 'dias'>): string[] {
  return Array.from({ length: place.dias }, (_, i) => addDaysIso(place.desde, i));
}

/** «Anterior» / «Siguiente»: a whole window back or forward. */
export function stepStart(place: Pick<PlanningPlace, 'desde' | 'dias'>, direction: -1 | 1): string {
  return addDaysIso(place.desde, place.dias * direction);
}
