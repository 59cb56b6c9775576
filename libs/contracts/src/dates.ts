/**
 * Calendar dates as `YYYY-MM-DD` strings, end to end. Arithmetic goes through UTC day numbers so no local time zone
 * can shift a day (the classic off-by-one of booking systems).
 */

export const BUSINESS_TIME_ZONE = 'America/Argentina/San_Luis';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/**
 * What a person typed in a date field, as `YYYY-MM-DD`, or null while it is not a real date yet: «27/11/2026» (day
 * first, as in Argentina; «/», «-» or «.» between, one-digit day and month too), or `2026-11-27` (pasted, or a test).
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toDayNumber(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new RangeError(`Fecha inválida: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

function fromDayNumber(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear().toString().padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function pad2(n: number): string {
  return n.toString().padStart(2, '0');
}

/** Building an Intl.DateTimeFormat is costly (it showed in the API's profile): one per zone, reused. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per zone, valid for the same second (every validated date asks; formatting is not free). */
const lastToday = new Map<string, { second: number; value: string }>();

/** Today in the complex's time zone, whatever the zone of the machine running the code. */
export function todayIso(now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string {
  const second = Math.floor(now.getTime() / 1000);
  const cached = lastToday.get(timeZone);
  if (cached && cached.second === second) return cached.value;
  const parts = dayFormatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const value = `${get('year')}-${get('month')}-${get('day')}`;
  lastToday.set(timeZone, { second, value });
  return value;
}

export function addDaysIso(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny.toString().padStart(4, '0')}-${pad2(nm)}-${pad2(Math.min(d, daysInMonth(ny, nm)))}`;
}

export function addYearsIso(iso: string, years: number): string {
  return addMonthsIso(iso, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function diffDaysIso(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Nights of a stay: whole days between check-in and check-out, never negative (spec section 4). */
export function nightsBetween(entrada: string, salida: string): number {
  if (!isIsoDate(entrada) || !isIsoDate(salida)) return 0;
  return Math.max(0, diffDaysIso(entrada, salida));
}

/** First and last day of the month that holds `iso`. */
export function monthRange(iso: string): { desde: string; hasta: string } {
  const [y, m] = iso.split('-').map(Number);
  return { desde: `${y}-${pad2(m)}-01`, hasta: `${y}-${pad2(m)}-${pad2(daysInMonth(y, m))}` };
}

/** The latest date a reservation may reach (spec section 9: at most 10 years ahead). */
export function maxFutureIso(today: string = todayIso(), years = 10): string {
  return addYearsIso(today, years);
}

/** A local-midnight `Date` for widgets (calendars, day pickers) that want one; never send it back as a date. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** The calendar day a widget's local `Date` stands for. */
export function localDateToIso(date: Date): string {
  return `${date.getFullYear().toString().padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** True when [aStart, aEnd) and [bStart, bEnd) share at least one night. */
export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart < bEnd && bStart < aEnd;
}
