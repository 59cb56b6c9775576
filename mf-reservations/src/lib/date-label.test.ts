import { dateWithWeekday } from './date-label';

describe('dateWithWeekday', () => {
  it('reads the weekday and DD/MM/YYYY in Spanish, in any time zone', () => {
    expect(dateWithWeekday('2027-03-12')).toBe('Viernes 12/03/2027');
    expect(dateWithWeekday('2026-12-31')).toBe('Jueves 31/12/2026');
  });
  it('is empty for an empty or invalid date', () => {
    expect(dateWithWeekday('')).toBe('');
    expect(dateWithWeekday('2027-02-30')).toBe('');
  });
});
