import ICAL from 'ical.js';
import { feedCalendar, feedStart } from './ical-calendar';

describe('feedCalendar', () => {
  it('folds lines longer than 75 octets (multi-byte characters too) and the parser reads them back whole', () => {
    const uidHost = `${'cabañas-del-valle-'.repeat(6)}san-luis.example`;
    const raw = feedCalendar({ name: 'Cabaña 1', uidHost, stays: [{ id: 7, entrada: '2027-01-30', salida: '2027-02-02' }] });
    const lines = raw.split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(raw)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`reserva-7@${uidHost}`);
    expect([event.startDate.toString(), event.endDate.toString(), event.startDate.isDate]).toEqual(['2027-01-30', '2027-02-02', true]);
  });

  it('is an empty but valid calendar without stays', () => {
    const raw = feedCalendar({ name: 'Dormi 3', uidHost: 'localhost', stays: [] });
    const calendar = new ICAL.Component(ICAL.parse(raw));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('starts the feed 60 days before today', () => {
    expect(feedStart('2027-03-01')).toBe('2026-12-31');
  });
});
