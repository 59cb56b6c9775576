import {
  addDaysIso,
  addMonthsIso,
  diffDaysIso,
  isIsoDate,
  isoToLocalDate,
  localDateToIso,
  maxFutureIso,
  monthRange,
  nightsBetween,
  rangesOverlap,
  todayIso,
  parseDateInput,
} from './dates';

describe('isIsoDate', () => {
  it.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
  it('refuses non-strings', () => {
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('date arithmetic never shifts a day', () => {
  it('adds days across months, years and the leap day', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('adds months clamping the day', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonthsIso('2026-01-15', -1)).toBe('2025-12-15');
  });
  it('counts days and nights', () => {
    expect(diffDaysIso('2026-01-10', '2026-01-15')).toBe(5);
    expect(nightsBetween('2026-01-15', '2026-01-10')).toBe(0);
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('bad', '2026-01-10')).toBe(0);
  });
  it('round-trips local dates for widgets in any zone', () => {
    expect(localDateToIso(isoToLocalDate('2026-03-08'))).toBe('2026-03-08');
  });
  it('gives the month range', () => {
    expect(monthRange('2028-02-10')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
  });
  it('limits the future to ten years', () => {
    expect(maxFutureIso('2026-11-22')).toBe('2036-11-22');
  });
});

describe('todayIso', () => {
  it('is today in San Luis, not in UTC', () => {
    // 02:30 UTC on the 1st is still the 31st, 23:30, in Argentina (UTC-3).
    expect(todayIso(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2027-01-01T03:30:00Z'))).toBe('2027-01-01');
  });
});

describe('rangesOverlap uses half-open nights', () => {
  it('allows a same-day turnover', () => {
    expect(rangesOverlap('2026-01-01', '2026-01-05', '2026-01-05', '2026-01-08')).toBe(false);
  });
  it('detects shared nights', () => {
    expect(rangesOverlap('2026-01-01', '2026-01-05', '2026-01-04', '2026-01-08')).toBe(true);
    expect(rangesOverlap('2026-01-02', '2026-01-03', '2026-01-01', '2026-01-08')).toBe(true);
  });
});

describe('parseDateInput', () => {
  it.each([
    ['27/11/2026', '2026-11-27'],
    [' 7/3/2026 ', '2026-03-07'],
    ['07-03-2026', '2026-03-07'],
    ['07.03.2026', '2026-03-07'],
    ['2026-03-07', '2026-03-07'],
    ['29/02/2028', '2028-02-29'],
  ])('%p is %p', (text, iso) => expect(parseDateInput(text)).toBe(iso));

  it.each(['', '27/11', '31/02/2026', '29/02/2027', '11/27/2026x', '2026/11/27', 'hoy'])('%p is not a date yet', (text) =>
    expect(parseDateInput(text)).toBeNull(),
  );
});
