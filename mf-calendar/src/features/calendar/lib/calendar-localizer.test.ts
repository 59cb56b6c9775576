import { daySpan, inEventRange, localizer, sortEvents, weekRangeLabel } from './calendar-localizer';

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);

describe('the calendar localizer', () => {
  it('starts weeks on Monday and speaks Spanish', () => {
    expect(localizer.startOfWeek('es')).toBe(1);
    expect(localizer.format(d(2026, 1, 5), 'EEEE d MMMM', 'es')).toBe('lunes 5 enero');
    expect(weekRangeLabel(d(2026, 1, 12), d(2026, 1, 18))).toBe('12 – 18 de enero de 2026');
    expect(weekRangeLabel(d(2025, 12, 29), d(2026, 1, 4))).toBe('29 de diciembre de 2025 – 4 de enero de 2026');
  });

  it('counts days across a month end', () => {
    expect(daySpan(d(2026, 1, 30), d(2026, 2, 2))).toBe(3);
    expect(daySpan(d(2026, 1, 30), d(2026, 1, 31))).toBe(1);
  });

  it('puts a stay in the weeks it touches, its exclusive end excluded', () => {
    const week = { start: d(2026, 1, 12), end: d(2026, 1, 18, 23) };
    // Drawn 10/01 to 12/01 inclusive: end is 13/01 00:00.
    expect(inEventRange({ event: { start: d(2026, 1, 10), end: d(2026, 1, 13) }, range: week })).toBe(true);
    // Drawn to 11/01 inclusive: ends exactly as the week starts.
    expect(inEventRange({ event: { start: d(2026, 1, 9), end: d(2026, 1, 12) }, range: week })).toBe(false);
    expect(inEventRange({ event: { start: d(2026, 1, 18), end: d(2026, 1, 20) }, range: week })).toBe(true);
    expect(inEventRange({ event: { start: d(2026, 1, 19), end: d(2026, 1, 20) }, range: week })).toBe(false);
  });

  it('orders by start day, then longer stays first', () => {
    const short = { start: d(2026, 1, 10), end: d(2026, 1, 12), allDay: true };
    const long = { start: d(2026, 1, 10), end: d(2026, 1, 20), allDay: true };
    const later = { start: d(2026, 1, 11), end: d(2026, 1, 30), allDay: true };
    const sorted = [later, short, long].sort((a, b) => sortEvents({ evtA: a, evtB: b }));
    expect(sorted).toEqual([long, short, later]);
  });
});

describe('day arithmetic fast paths', () => {
  it('answers like the plain date arithmetic', () => {
    const late = d(2026, 1, 31, 22);
    expect(+localizer.startOf(late, 'day')).toBe(+d(2026, 1, 31));
    expect(+localizer.ceil(late, 'day')).toBe(+d(2026, 2, 1));
    expect(+localizer.ceil(d(2026, 2, 1), 'day')).toBe(+d(2026, 2, 1));
    expect(localizer.diff(d(2026, 1, 30), d(2026, 2, 2, 13), 'day')).toBe(3);
    expect(localizer.isSameDate(d(2026, 3, 7), d(2026, 3, 7, 23))).toBe(true);
    expect(localizer.isSameDate(d(2026, 3, 7), d(2026, 3, 8))).toBe(false);
    // Other units still go through the widget's arithmetic.
    expect(+localizer.startOf(d(2026, 3, 18, 10), 'month')).toBe(+d(2026, 3, 1));
    expect(localizer.diff(d(2026, 1, 1, 2), d(2026, 1, 1, 7), 'hours')).toBe(5);
  });
});
