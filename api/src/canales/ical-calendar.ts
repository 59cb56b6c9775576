import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDaysIso } from '@camping/contracts/dates';

export interface FeedStay {
  id: number;
  entrada: string;
  salida: string;
  /** A block (imported from another channel, or «Mantenimiento»): published too, so every channel closes it. */
  bloqueo?: boolean;
}

/** What the feed says of a stay: that the unit is taken, nothing about who. */
export const FEED_SUMMARY = 'Reservado';
/** What it says of a block: closed, without saying by which channel or why. */
export const FEED_SUMMARY_BLOQUEO = 'No disponible';

/** Stays whose exit is at most this many days ago stay in the feed; older ones no importer needs (docs/channels.md). */
export const FEED_PAST_DAYS = 60;

export function feedStart(today: string): string {
  return addDaysIso(today, -FEED_PAST_DAYS);
}

function dateOnly(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/**
 * The unit's calendar as RFC 5545 text (ical-generator: CRLF, lines folded at 75 octets, escaping). Each stay is
 * an all-day event from its entry to its exit (DTEND exclusive, as our [entrada, salida)), with a UID that never
 * changes, so an importer moves an edited stay instead of adding a second one.
 */
export function feedCalendar(opts: { name: string; uidHost: string; stays: FeedStay[]; now?: Date }): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'Camping San Luis', product: 'Canales', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const stamp = opts.now ?? new Date();
  for (const stay of opts.stays) {
    calendar.createEvent({
      id: `${stay.bloqueo ? 'bloqueo' : 'reserva'}-${stay.id}@${opts.uidHost}`,
      start: dateOnly(stay.entrada),
      end: dateOnly(stay.salida),
      allDay: true,
      stamp,
      summary: stay.bloqueo ? FEED_SUMMARY_BLOQUEO : FEED_SUMMARY,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
