/**
 * Argentina's days off from date-holidays (server only: its data covers every country and never reaches a browser).
 * A day off is a whole-day holiday of type public (feriado), bank or optional: «días no laborables» (Jueves Santo)
 * and the bridge days the government sets «con fines turísticos», which the library knows for the years decreed.
 * The half days of 24 and 31 December are not. Movable and bridge days change by decree: the clerk confirms.
 */
import type { HolidaysTypes } from 'date-holidays';
import type { DayOff } from './long-weekends';

const DAY_OFF_TYPES: ReadonlySet<string> = new Set(['public', 'bank', 'optional']);

type HolidaysFor = (year: number) => HolidaysTypes.Holiday[];

let holidaysOf: Promise<HolidaysFor> | undefined;

/** Loaded on the first question: its data takes ~80 ms to read, which the API's start need not pay. */
function library(): Promise<HolidaysFor> {
  holidaysOf ??= import('date-holidays').then(({ default: Holidays }) => {
    const ar = new Holidays('AR', { languages: ['es'], timezone: 'America/Argentina/San_Luis' });
    return (year: number) => ar.getHolidays(year, 'es');
  });
  return holidaysOf;
}

/** The days off of a year, as `YYYY-MM-DD` (read from the library's own date text, never through a `Date`). */
export function daysOff(holidays: readonly HolidaysTypes.Holiday[]): DayOff[] {
  return holidays
    .filter((h) => DAY_OFF_TYPES.has(h.type) && h.date.slice(11, 19) === '00:00:00')
    .map((h) => ({ fecha: h.date.slice(0, 10), nombre: h.name }));
}

export async function argentineDaysOff(years: readonly number[]): Promise<DayOff[]> {
  const of = await library();
  return years.flatMap((y) => daysOff(of(y)));
}
