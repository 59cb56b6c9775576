/**
 * The calendar's place in the URL hash (`#fecha=2026-01-15&vista=semana&tipo=grupos`), so a reload, a bookmark or
 * a link sent to a colleague opens the same period and type. Anything unreadable falls back to the defaults.
 */
import { TIPO_CABANA, type TipoHospedajeId } from '@camping/contracts/domain';
import { isIsoDate, maxFutureIso } from '@camping/contracts/dates';
import type { CalendarView } from './calendar-range';

export interface CalendarPlace {
  view: CalendarView;
  anchor: string;
  tipo: TipoHospedajeId;
}

const TIPO_SLUG: Record<TipoHospedajeId, string> = { 1: 'cabanas', 2: 'dormis', 3: 'camping', 4: 'grupos' };
const SLUG_TIPO: Record<string, TipoHospedajeId> = { cabanas: 1, dormis: 2, camping: 3, grupos: 4 };
const VIEW_SLUG: Record<CalendarView, string> = { month: 'mes', week: 'semana' };

export function parseCalendarHash(hash: string, today: string): CalendarPlace {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fecha = params.get('fecha') ?? '';
  const anchor = isIsoDate(fecha) && fecha <= maxFutureIso(today) ? fecha : today;
  const view: CalendarView = params.get('vista') === 'semana' ? 'week' : 'month';
  const tipo = SLUG_TIPO[params.get('tipo') ?? ''] ?? TIPO_CABANA;
  return { view, anchor, tipo };
}

export function calendarHash(place: CalendarPlace): string {
  return `#fecha=${place.anchor}&vista=${VIEW_SLUG[place.view]}&tipo=${TIPO_SLUG[place.tipo]}`;
}
