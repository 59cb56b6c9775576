import { airbnbFeed, bookingFeed, calendar } from '../../../test/helpers/ical-fixtures';
import { businessDate, CalendarFormatError, FORMAT_MSG, parseExternalEvents } from './ical-events';

const TODAY = '2026-11-25';
const parse = (text: string, contentType = 'text/calendar') => parseExternalEvents(text, contentType, TODAY);

describe('parseExternalEvents: real feeds into San Luis dates', () => {
  it("reads Airbnb's «Reserved» and «Airbnb (Not available)» events with their folded descriptions", () => {
    const events = parse(
      airbnbFeed([{ uid: 'a1@airbnb.com', start: '2026-12-10', end: '2026-12-13' }], [{ uid: 'a2@airbnb.com', start: '2027-11-25', end: '2028-11-25' }]),
    );
    expect(events).toEqual([
      { uid: 'a1@airbnb.com', entrada: '2026-12-10', salida: '2026-12-13', resumen: 'Reserved' },
      { uid: 'a2@airbnb.com', entrada: '2027-11-25', salida: '2028-11-25', resumen: 'Airbnb (Not available)' },
    ]);
  });

  it("reads Booking.com's «CLOSED - Not available»", () => {
    expect(parse(bookingFeed([{ uid: 'b1@booking.com', start: '2026-12-01', end: '2026-12-03' }]))).toEqual([
      { uid: 'b1@booking.com', entrada: '2026-12-01', salida: '2026-12-03', resumen: 'CLOSED - Not available' },
    ]);
  });

  it('drops NUL characters from UIDs and summaries (PostgreSQL text cannot hold them)', () => {
    const text = calendar(['BEGIN:VEVENT', 'UID:n\u00001@x', 'DTSTART;VALUE=DATE:20261210', 'SUMMARY:Re\u0000served', 'END:VEVENT']);
    expect(parse(text)).toEqual([{ uid: 'n1@x', entrada: '2026-12-10', salida: '2026-12-11', resumen: 'Reserved' }]);
  });

  it('turns timed starts and ends with Z into the complex dates (a 14:00Z start is that date)', () => {
    const text = calendar(['BEGIN:VEVENT', 'UID:z1', 'DTSTART:20261210T140000Z', 'DTEND:20261212T100000Z', 'END:VEVENT']);
    expect(parse(text)).toEqual([{ uid: 'z1', entrada: '2026-12-10', salida: '2026-12-12', resumen: null }]);
    // 02:00Z is still the day before in San Luis (UTC-3).
    const early = calendar(['BEGIN:VEVENT', 'UID:z2', 'DTSTART:20261210T020000Z', 'DTEND:20261212T020000Z', 'END:VEVENT']);
    expect(parse(early)[0]).toMatchObject({ entrada: '2026-12-09', salida: '2026-12-11' });
  });

  it('converts TZID times, named (IANA) or defined by a VTIMEZONE of the feed', () => {
    const named = calendar([
      'BEGIN:VEVENT', 'UID:t1', 'DTSTART;TZID=Europe/Madrid:20261210T020000', 'DTEND;TZID=Europe/Madrid:20261212T120000', 'END:VEVENT',
    ]);
    // 02:00 in Madrid (UTC+1) is 22:00 of the 9th in San Luis.
    expect(parse(named)[0]).toMatchObject({ entrada: '2026-12-09', salida: '2026-12-12' });
    const defined = calendar([
      'BEGIN:VTIMEZONE', 'TZID:Hora de Tokio', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900', 'TZNAME:JST', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:t2', 'DTSTART;TZID=Hora de Tokio:20261210T080000', 'DTEND;TZID=Hora de Tokio:20261212T080000', 'END:VEVENT',
    ]);
    // 08:00 in Tokyo (UTC+9) is 20:00 of the day before in San Luis.
    expect(parse(defined)[0]).toMatchObject({ entrada: '2026-12-09', salida: '2026-12-11' });
  });

  it('converts a TZID of San Luis itself and of Madrid on both of its 2026 clock changes', () => {
    const sanLuis = calendar([
      'BEGIN:VEVENT', 'UID:sl', 'DTSTART;TZID=America/Argentina/San_Luis:20261210T000000',
      'DTEND;TZID=America/Argentina/San_Luis:20261212T235900', 'END:VEVENT',
    ]);
    // The complex's own zone: the wall dates are the dates, even at the first and last minute of a day.
    expect(parse(sanLuis)[0]).toMatchObject({ entrada: '2026-12-10', salida: '2026-12-12' });
    // 29 March 2026: Madrid moves to UTC+2 at 02:00, so 04:30 is 02:30Z, still the 28th in San Luis (with UTC+1 it
    // would be 03:30Z, the 29th). 25 October: back to UTC+1 at 03:00, so 04:30 is 03:30Z, the 25th in San Luis.
    const madrid = calendar([
      'BEGIN:VEVENT', 'UID:md', 'DTSTART;TZID=Europe/Madrid:20260329T043000', 'DTEND;TZID=Europe/Madrid:20261025T043000', 'END:VEVENT',
    ]);
    expect(parseExternalEvents(madrid, 'text/calendar', '2026-03-01')[0]).toMatchObject({ entrada: '2026-03-28', salida: '2026-10-25' });
    // 02:30 does not exist on the spring change day: it is read as 03:30 (UTC+2), 01:30Z, the 28th in San Luis.
    const gap = calendar(['BEGIN:VEVENT', 'UID:gap', 'DTSTART;TZID=Europe/Madrid:20260329T023000', 'END:VEVENT']);
    expect(parseExternalEvents(gap, 'text/calendar', '2026-03-01')[0]).toMatchObject({ entrada: '2026-03-28', salida: '2026-03-29' });
  });

  it('prefers the feed\'s VTIMEZONE to an offset written in a TZID that is not an IANA name', () => {
    const outlook = calendar([
      'BEGIN:VTIMEZONE', 'TZID:(UTC+01:00) Madrid', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:o1', 'DTSTART;TZID="(UTC+01:00) Madrid":20261210T080000', 'END:VEVENT',
    ]);
    // The VTIMEZONE says UTC+9 (08:00 is 20:00 of the 9th in San Luis); the name's +01:00 would give the 10th.
    expect(parse(outlook)[0]).toMatchObject({ entrada: '2026-12-09' });
  });

  it('takes a missing DTEND as one night, a DURATION as written, and a same-day timed event as its night', () => {
    const text = calendar([
      'BEGIN:VEVENT', 'UID:n1', 'DTSTART;VALUE=DATE:20261210', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:n2', 'DTSTART;VALUE=DATE:20261215', 'DURATION:P3D', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:n3', 'DTSTART:20261220T150000Z', 'DTEND:20261220T180000Z', 'END:VEVENT',
    ]);
    expect(parse(text).map((e) => [e.uid, e.entrada, e.salida])).toEqual([
      ['n1', '2026-12-10', '2026-12-11'],
      ['n2', '2026-12-15', '2026-12-18'],
      ['n3', '2026-12-20', '2026-12-21'],
    ]);
  });

  it('reads LF line ends, a BOM, lower-case names and folded lines', () => {
    const text = '\uFEFF' + ['begin:vcalendar', 'version:2.0', 'begin:vevent', 'uid:lower-1@ejem', ' plo.com', 'dtstart;value=date:20261210',
      'dtend;value=date:20261211', 'summary:Cerr', ' ado', 'end:vevent', 'end:vcalendar'].join('\n');
    expect(parse(text)).toEqual([{ uid: 'lower-1@ejemplo.com', entrada: '2026-12-10', salida: '2026-12-11', resumen: 'Cerrado' }]);
  });

  it('answers nothing for an empty calendar, and skips cancelled, free and long-past events', () => {
    expect(parse(calendar([]))).toEqual([]);
    const text = calendar([
      'BEGIN:VEVENT', 'UID:c1', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261210', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:c2', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20261210', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:c3', 'DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260105', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:c4', 'DTSTART;VALUE=DATE:20261210', 'END:VEVENT',
    ]);
    expect(parse(text).map((e) => e.uid)).toEqual(['c4']);
  });

  it('keeps one event per UID and cuts events beyond 10 years', () => {
    const text = calendar([
      'BEGIN:VEVENT', 'UID:d1', 'DTSTART;VALUE=DATE:20261210', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:d1', 'DTSTART;VALUE=DATE:20261220', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:far', 'DTSTART;VALUE=DATE:20361101', 'DTEND;VALUE=DATE:20370101', 'END:VEVENT',
    ]);
    expect(parse(text)).toEqual([
      { uid: 'd1', entrada: '2026-12-10', salida: '2026-12-11', resumen: null },
      { uid: 'far', entrada: '2036-11-01', salida: '2036-11-25', resumen: null },
    ]);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Iniciar sesión</body></html>', 'text/html; charset=utf-8', FORMAT_MSG.html],
    ['HTML sent as text/calendar', '\n  <html></html>', 'text/calendar', FORMAT_MSG.html],
    ['JSON', '{"error":"not found"}', 'application/json', FORMAT_MSG.noIcal],
    ['a broken calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026\r\n', 'text/calendar', FORMAT_MSG.invalido],
  ])('refuses %s with a Spanish reason', (_what, text, contentType, message) => {
    expect(() => parse(text, contentType)).toThrow(new CalendarFormatError(message));
  });

  it('businessDate reads an instant in America/Argentina/San_Luis', () => {
    expect(businessDate(Date.UTC(2026, 11, 10, 2, 59))).toBe('2026-12-09');
    expect(businessDate(Date.UTC(2026, 11, 10, 3, 0))).toBe('2026-12-10');
  });
});
