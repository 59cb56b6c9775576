/**
 * The narrow rules of the calendar (spec sections 2 and 9): at 768 px or less the toolbar has fewer buttons, a day
 * shows at most 2 reservations and weekday names are short; otherwise up to 4 a day. A "+N más" link reveals the rest.
 */
import { LIMITES } from '@camping/contracts/domain';

export interface CalendarLayout {
  narrow: boolean;
  /** Reservations drawn per day before the "+N más" link takes over. */
  maxEventsPerDay: number;
  /** Toolbar buttons: the narrow one joins Mes/Semana into one toggle and shows arrows without words. */
  toolbar: 'compact' | 'full';
  /** date-fns pattern of the weekday names above the month grid. */
  weekdayFormat: string;
  /** date-fns pattern of the day headers of the week view. */
  dayFormat: string;
}

export function calendarLayout(narrow: boolean): CalendarLayout {
  return narrow
    ? {
        narrow,
        maxEventsPerDay: LIMITES.calendarEventsNarrow,
        toolbar: 'compact',
        weekdayFormat: 'EEE',
        dayFormat: 'EEEEEE d',
      }
    : {
        narrow,
        maxEventsPerDay: LIMITES.calendarEventsWide,
        toolbar: 'full',
        weekdayFormat: 'EEEE',
        dayFormat: 'EEE dd/MM',
      };
}

/**
 * react-big-calendar's month view draws `rows - 1` full rows plus a last row for the "+N más" link; its week view
 * draws `allDayMaxRows` full rows plus that last row. So both get `maxEventsPerDay` full rows of stays and the link
 * below them (issue 15: with `rows = maxEventsPerDay` a busy day showed 3 and 1). The widget draws a lone leftover
 * stay in the link's row instead of a "+1 más" that would take the same room: a day holding exactly one more than
 * the limit shows them all.
 */
export function rowLimits(layout: CalendarLayout): { monthRows: number; allDayMaxRows: number } {
  return { monthRows: layout.maxEventsPerDay + 1, allDayMaxRows: layout.maxEventsPerDay };
}
