/**
 * react-big-calendar in Spanish: the date-fns localizer with the `es` locale (weeks start on Monday), es-AR day
 * and range formats, and every label of the widget translated.
 */
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { dateFnsLocalizer, type DateLocalizer, type Formats, type Messages } from 'react-big-calendar';
import type { CalendarLayout } from './calendar-layout';

export const CULTURE = 'es';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const dayStarts = new Map<number, number>();

/**
 * Local midnight of the day holding `date`, as a timestamp. The widget asks this thousands of times for the same few
 * days (2,000 stays x 6 weeks), and each answer through `setHours` costs a time-zone lookup: the answers are cached.
 */
export function dayStartMs(date: Date): number {
  const time = date.getTime();
  let start = dayStarts.get(time);
  if (start === undefined) {
    start = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
    if (dayStarts.size > 20_000) dayStarts.clear();
    dayStarts.set(time, start);
  }
  return start;
}

/** Start of the minute (every zone in use today is offset by whole minutes). */
function minuteMs(date: Date | number): number {
  const time = typeof date === 'number' ? date : date.getTime();
  return time - (((time % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}

/** Calendar days from start to end (the widget's own counts day-of-month digits, wrong across a month end). */
export function daySpan(start: Date, end: Date): number {
  return Math.round((dayStartMs(end) - dayStartMs(start)) / DAY_MS);
}

interface SortInput {
  evtA: { start: Date; end: Date; allDay?: boolean };
  evtB: { start: Date; end: Date; allDay?: boolean };
}

/** The widget's order: by start day, longer stays first, all-day first, then start and end times. */
export function sortEvents({ evtA, evtB }: SortInput): number {
  return (
    dayStartMs(evtA.start) - dayStartMs(evtB.start) ||
    daySpan(evtB.start, evtB.end) - daySpan(evtA.start, evtA.end) ||
    Number(!!evtB.allDay) - Number(!!evtA.allDay) ||
    +evtA.start - +evtB.start ||
    +evtA.end - +evtB.end
  );
}

/** The widget's rule for "does this event show in [range.start, range.end]", on numbers instead of new Dates. */
export function inEventRange({ event, range }: { event: { start: Date; end: Date }; range: { start: Date; end: Date } }): boolean {
  const start = dayStartMs(event.start);
  const startsBeforeEnd = start <= dayStartMs(range.end);
  const end = minuteMs(event.end);
  const rangeStart = minuteMs(range.start);
  const endsAfterStart = minuteMs(start) !== end ? end > rangeStart : end >= rangeStart;
  return startsBeforeEnd && endsAfterStart;
}

const base = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { [CULTURE]: es },
});

// The widget's own arithmetic (plain functions, no `this`), typed loosely: its published types are stricter than it.
const baseStartOf = base.startOf as unknown as (date: Date, unit: string, firstOfWeek?: number) => Date;
const baseDiff = base.diff as (a: Date, b: Date, unit?: string) => number;
const baseCeil = base.ceil as (date: Date, unit?: string) => Date;

/** Day-unit fast paths over the cached midnights; every other unit goes to the widget's own arithmetic. */
export const localizer: DateLocalizer = Object.assign(base, {
  daySpan,
  sortEvents,
  inEventRange,
  isSameDate: (a: Date, b: Date) => dayStartMs(a) === dayStartMs(b),
  startOf: (date: Date, unit: string, firstOfWeek?: number) =>
    unit === 'day' ? new Date(dayStartMs(date)) : baseStartOf(date, unit, firstOfWeek),
  diff: (a: Date, b: Date, unit?: string) =>
    unit === 'day' ? Math.round(Math.abs(dayStartMs(a) - dayStartMs(b)) / DAY_MS) : baseDiff(a, b, unit),
  ceil: (date: Date, unit?: string) => {
    if (unit !== 'day') return baseCeil(date, unit);
    const floor = new Date(dayStartMs(date));
    return +floor === +date ? floor : new Date(floor.getFullYear(), floor.getMonth(), floor.getDate() + 1);
  },
}) as unknown as DateLocalizer;

export const messages: Messages = {
  date: 'Fecha',
  time: 'Hora',
  event: 'Reserva',
  allDay: 'Estadías',
  week: 'Semana',
  work_week: 'Semana laboral',
  day: 'Día',
  month: 'Mes',
  previous: 'Anterior',
  next: 'Siguiente',
  yesterday: 'Ayer',
  tomorrow: 'Mañana',
  today: 'Hoy',
  agenda: 'Agenda',
  noEventsInRange: 'No hay reservas en este período.',
  showMore: (total: number) => `+${total} más`,
};

function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** '12 – 18 de enero de 2026', '29 de diciembre de 2025 – 4 de enero de 2026'. */
export function weekRangeLabel(start: Date, end: Date): string {
  if (sameMonth(start, end)) return `${format(start, 'd', { locale: es })} – ${format(end, "d 'de' MMMM 'de' yyyy", { locale: es })}`;
  if (start.getFullYear() === end.getFullYear())
    return `${format(start, "d 'de' MMMM", { locale: es })} – ${format(end, "d 'de' MMMM 'de' yyyy", { locale: es })}`;
  return `${format(start, "d 'de' MMMM 'de' yyyy", { locale: es })} – ${format(end, "d 'de' MMMM 'de' yyyy", { locale: es })}`;
}

export function calendarFormats(layout: CalendarLayout): Formats {
  return {
    dateFormat: 'd',
    weekdayFormat: layout.weekdayFormat,
    dayFormat: layout.dayFormat,
    monthHeaderFormat: "MMMM 'de' yyyy",
    dayHeaderFormat: "EEEE d 'de' MMMM",
    dayRangeHeaderFormat: ({ start, end }) => weekRangeLabel(start, end),
    timeGutterFormat: 'HH:mm',
    agendaDateFormat: 'EEE dd/MM',
    agendaTimeFormat: 'HH:mm',
  };
}
