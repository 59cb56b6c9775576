/**
 * react-big-calendar in Spanish: the date-fns localizer with the `es` locale (weeks start on Monday), es-AR day
 * and range formats, and every label of the widget translated.
 */
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { dateFnsLocalizer, type Formats, type Messages } from 'react-big-calendar';
import type { CalendarLayout } from './calendar-layout';

export const CULTURE = 'es';

export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { [CULTURE]: es },
});

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
