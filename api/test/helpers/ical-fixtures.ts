/**
 * iCal feeds in the shapes real channels publish (written by us from their documented formats, not copied files):
 * Airbnb («Reserved», «Airbnb (Not available)»), Booking.com («CLOSED - Not available»), and the oddities of other
 * calendars. Dates are YYYY-MM-DD.
 */
export interface FixtureEvent {
  uid: string;
  start: string;
  end?: string;
  summary?: string;
}

const compact = (iso: string) => iso.replace(/-/g, '');
const stamp = '20261125T120000Z';

function vevent(e: FixtureEvent, extra: string[] = []): string[] {
  return [
    'BEGIN:VEVENT',
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(e.start)}`,
    ...(e.end ? [`DTEND;VALUE=DATE:${compact(e.end)}`] : []),
    `UID:${e.uid}`,
    ...(e.summary ? [`SUMMARY:${e.summary}`] : []),
    ...extra,
    'END:VEVENT',
  ];
}

/** Joins content lines with CRLF (or LF), as the feed's server would send them. */
export function calendar(lines: string[], eol = '\r\n', prodId = '-//Pruebas//Camping//ES'): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', ...lines, 'END:VCALENDAR'].join(eol) + eol;
}

/** Airbnb: «Reserved» for bookings (with a reservation URL in DESCRIPTION), «Airbnb (Not available)» for closed nights. */
export function airbnbFeed(reserved: FixtureEvent[], notAvailable: FixtureEvent[] = []): string {
  return calendar(
    [
      ...reserved.flatMap((e) =>
        vevent({ ...e, summary: 'Reserved' }, [
          'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEFGH\\nPhone Num',
          ' ber (Last 4 Digits): 1234',
        ]),
      ),
      ...notAvailable.flatMap((e) => vevent({ ...e, summary: 'Airbnb (Not available)' })),
    ],
    '\r\n',
    '-//Airbnb Inc//Hosting Calendar 1.0//EN',
  );
}

/** Booking.com: every closed or booked night as «CLOSED - Not available». */
export function bookingFeed(events: FixtureEvent[]): string {
  return calendar(
    events.flatMap((e) => vevent({ ...e, summary: 'CLOSED - Not available' })),
    '\r\n',
    '-//Booking.com//Booking.com Calendar//EN',
  );
}

/** `count` consecutive two-night events from `from`, a day apart: a busy feed for the benchmark. */
export function busyFeed(prefix: string, from: string, count: number): string {
  const lines: string[] = [];
  const base = new Date(`${from}T00:00:00Z`).getTime();
  const iso = (days: number) => new Date(base + days * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) lines.push(...vevent({ uid: `${prefix}-${i}@bench`, start: iso(i * 3), end: iso(i * 3 + 2), summary: 'Reserved' }));
  return calendar(lines);
}

/**
 * `count` two-night events with distinct UIDs, starting on the days from `from` to `from + spanDays - 1` in turn (so
 * 20,000 of them fit in the ten years an import keeps: they overlap each other, as blocks may).
 */
export function denseFeed(prefix: string, from: string, count: number, spanDays = 3000): string {
  const lines: string[] = [];
  const base = new Date(`${from}T00:00:00Z`).getTime();
  const iso = (days: number) => new Date(base + days * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) {
    const start = i % spanDays;
    lines.push(...vevent({ uid: `${prefix}-${i}@denso`, start: iso(start), end: iso(start + 2), summary: 'Reserved' }));
  }
  return calendar(lines);
}
