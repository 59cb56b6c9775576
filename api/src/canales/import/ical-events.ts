/**
 * External calendar text -> the nights it closes, as the complex's dates (docs/channels.md). Parsing is ical.js's
 * (folded lines, CRLF or LF, any case of names); we add what real feeds need: a BOM, HTML error pages refused,
 * timed DTSTART/DTEND (Z, TZID with or without VTIMEZONE, floating) turned into America/Argentina/San_Luis dates,
 * a missing DTEND meaning one night, cancelled and free (TRANSPARENT) events skipped.
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import ICAL from 'ical.js';
import { addDaysIso, addYearsIso, BUSINESS_TIME_ZONE, todayIso } from '@camping/contracts/dates';

export interface ExternalEvent {
  uid: string;
  entrada: string;
  salida: string;
  resumen: string | null;
}

export class CalendarFormatError extends Error {}

export const FORMAT_MSG = {
  html: 'La dirección devolvió una página web, no un calendario iCal (revise el enlace de exportación)',
  noIcal: 'La dirección no devolvió un calendario iCal',
  invalido: 'El calendario iCal está mal formado y no se pudo leer',
} as const;

/** Events that ended before this many days ago are of no use (our own feed keeps the same window). */
export const IMPORT_PAST_DAYS = 60;
/** Nothing is booked further ahead than 10 years (spec section 5): later events are cut there. */
const IMPORT_FUTURE_YEARS = 10;

const MAX_UID = 1000;
const MAX_SUMMARY = 200;

const isoDay = 'yyyy-MM-dd';
const inBusinessZone = tz(BUSINESS_TIME_ZONE);

/** The complex's date of an instant. */
export function businessDate(epochMs: number): string {
  return format(epochMs, isoDay, { in: inBusinessZone });
}

const knownZones = new Map<string, boolean>();
/**
 * Whether the runtime's IANA data knows a zone name. Asked before @date-fns/tz, which would read a name such as
 * Outlook's «(UTC+01:00) Amsterdam» as a fixed offset, where the feed's own VTIMEZONE also knows its DST.
 */
function isIanaZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

const isoOf = (t: Pick<ICAL.Time, 'year' | 'month' | 'day'>) => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/** The complex's date of a DTSTART/DTEND property. */
function dateOf(property: ICAL.Property, zones: Map<string, ICAL.Timezone>): string {
  const time = property.getFirstValue() as ICAL.Time;
  if (time.isDate) return isoOf(time);
  const zone = time.zone?.tzid;
  if (zone === 'UTC' || zone === 'Z') return businessDate(time.toUnixTime() * 1000);
  const tzid = property.getParameter('tzid');
  const tzidText = Array.isArray(tzid) ? tzid[0] : tzid;
  if (tzidText) {
    const named = tzidText.replace(/^\//, '');
    if (isIanaZone(named)) {
      // The wall time in that zone; @date-fns/tz settles a DST change (a time in the spring gap moves forward).
      const instant = new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, named);
      return businessDate(instant.getTime());
    }
    const defined = zones.get(tzidText);
    if (defined) {
      const local = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
      return businessDate(local - defined.utcOffset(time) * 1000);
    }
  }
  // Floating (or an unknown zone): the wall time is taken as the complex's.
  return isoOf(time);
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // PostgreSQL text cannot hold NUL: a feed carrying one would fail its whole apply.
  const trimmed = value.replaceAll('\u0000', '').trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/**
 * Every usable event of a calendar, one per UID (the first; recurrence overrides are skipped), with nights
 * [entrada, salida) cut to the window we keep. Throws CalendarFormatError for anything that is not iCal.
 */
export function parseExternalEvents(raw: string, contentType = '', today = todayIso()): ExternalEvent[] {
  const body = raw.replace(/^\uFEFF/, '').trimStart();
  if (/^</.test(body) || /text\/html/i.test(contentType)) throw new CalendarFormatError(FORMAT_MSG.html);
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarFormatError(FORMAT_MSG.noIcal);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new CalendarFormatError(FORMAT_MSG.invalido);
  }
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const from = addDaysIso(today, -IMPORT_PAST_DAYS);
  const until = addYearsIso(today, IMPORT_FUTURE_YEARS);
  const events = new Map<string, ExternalEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = text(vevent.getFirstPropertyValue('uid'), MAX_UID);
    const start = vevent.getFirstProperty('dtstart');
    if (!uid || !start || events.has(uid) || vevent.hasProperty('recurrence-id')) continue;
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    let entrada: string;
    let salida: string;
    try {
      entrada = dateOf(start, zones);
      const end = vevent.getFirstProperty('dtend');
      const duration = vevent.getFirstPropertyValue('duration') as ICAL.Duration | null;
      if (end) salida = dateOf(end, zones);
      else if (duration) {
        const endTime = (start.getFirstValue() as ICAL.Time).clone();
        endTime.addDuration(duration);
        const endProperty = new ICAL.Property('dtend');
        endProperty.setValue(endTime);
        const tzid = start.getParameter('tzid');
        if (tzid) endProperty.setParameter('tzid', tzid);
        salida = dateOf(endProperty, zones);
      } else salida = addDaysIso(entrada, 1);
    } catch {
      continue; // an unreadable date in one event does not lose the others
    }
    // A timed event inside one day (or ending at its start) still closes that night.
    if (salida <= entrada) salida = addDaysIso(entrada, 1);
    if (salida < from || entrada >= until) continue;
    if (salida > until) salida = until;
    events.set(uid, { uid, entrada, salida, resumen: text(vevent.getFirstPropertyValue('summary'), MAX_SUMMARY) });
  }
  return [...events.values()];
}

