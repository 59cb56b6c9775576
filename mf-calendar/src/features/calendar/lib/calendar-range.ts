/**
 * Which days the calendar shows and which it fetches, as `YYYY-MM-DD` strings (weeks start on Monday).
 * The month view shows whole weeks around the month; the week view, Monday to Sunday.
 */
import { addDaysIso, diffDaysIso, maxFutureIso, monthRange } from '@camping/contracts/dates';

export type CalendarView = 'month' | 'week';

export interface IsoRange {
  desde: string;
  hasta: string;
}

/** Days fetched beyond each side of the visible range, so short moves find their data already there. */
export const FETCH_MARGIN_DAYS = 7;

/** A known Monday: every other weekday is counted from it. */
const A_MONDAY = '2024-01-01';

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  return ((diffDaysIso(A_MONDAY, iso) % 7) + 7) % 7;
}

export function startOfWeekIso(iso: string): string {
  return addDaysIso(iso, -weekdayIndex(iso));
}

export function endOfWeekIso(iso: string): string {
  return addDaysIso(startOfWeekIso(iso), 6);
}

/** The days on screen for a view anchored on `anchor`. */
export function visibleRange(view: CalendarView, anchor: string): IsoRange {
  if (view === 'week') return { desde: startOfWeekIso(anchor), hasta: endOfWeekIso(anchor) };
  const month = monthRange(anchor);
  return { desde: startOfWeekIso(month.desde), hasta: endOfWeekIso(month.hasta) };
}

/** Dates the API accepts end 10 years from today (spec section 5): a range is cut there, never refused. */
export function clampToLimit(range: IsoRange, limit: string = maxFutureIso()): IsoRange {
  return {
    desde: range.desde > limit ? limit : range.desde,
    hasta: range.hasta > limit ? limit : range.hasta,
  };
}

/** What the calendar asks the API for: the visible days plus a margin on each side. */
export function fetchWindow(range: IsoRange, marginDays = FETCH_MARGIN_DAYS): IsoRange {
  return clampToLimit({ desde: addDaysIso(range.desde, -marginDays), hasta: addDaysIso(range.hasta, marginDays) });
}

/**
 * The period the occupancy summary measures: the month itself in the month view (the greyed days of the
 * neighbouring months are not part of it), the seven days in the week view.
 */
export function occupancyRange(view: CalendarView, anchor: string): IsoRange {
  return clampToLimit(view === 'month' ? monthRange(anchor) : visibleRange('week', anchor));
}

/** The anchor one step before or after, as the toolbar's arrows move. */
export function stepAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === 'week') return addDaysIso(anchor, 7 * direction);
  const first = monthRange(anchor).desde;
  return direction === 1 ? addDaysIso(monthRange(first).hasta, 1) : monthRange(addDaysIso(first, -1)).desde;
}
