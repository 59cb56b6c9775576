import { fechaFromSearch, hoyUrl, shiftDay } from './hoy-fecha';

describe('the day of «Hoy» in the URL', () => {
  it('reads ?fecha=, and falls back to today on a missing or wrong one', () => {
    expect(fechaFromSearch('?fecha=2030-03-12', '2030-01-01')).toBe('2030-03-12');
    expect(fechaFromSearch('', '2030-01-01')).toBe('2030-01-01');
    expect(fechaFromSearch('?fecha=2030-02-30', '2030-01-01')).toBe('2030-01-01');
    expect(fechaFromSearch('?fecha=mañana', '2030-01-01')).toBe('2030-01-01');
  });

  it('moves a day at a time across months and writes the URL', () => {
    expect(shiftDay('2030-02-28', 1)).toBe('2030-03-01');
    expect(shiftDay('2030-03-01', -1)).toBe('2030-02-28');
    expect(hoyUrl('2030-03-12')).toBe('/admin/hoy?fecha=2030-03-12');
  });
});
