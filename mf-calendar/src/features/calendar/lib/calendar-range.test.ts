import { clampToLimit, fetchWindow, occupancyRange, startOfWeekIso, stepAnchor, visibleRange, weekdayIndex } from './calendar-range';

describe('visible and fetched ranges', () => {
  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-01-05')).toBe(0); // Monday
    expect(weekdayIndex('2026-01-11')).toBe(6); // Sunday
    expect(weekdayIndex('1999-12-31')).toBe(4); // Friday, before the reference Monday
    expect(startOfWeekIso('2026-01-01')).toBe('2025-12-29');
  });

  it('shows whole Monday-to-Sunday weeks around the month', () => {
    expect(visibleRange('month', '2026-01-15')).toEqual({ desde: '2025-12-29', hasta: '2026-02-01' });
    expect(visibleRange('month', '2026-02-01')).toEqual({ desde: '2026-01-26', hasta: '2026-03-01' });
  });

  it('shows Monday to Sunday in the week view', () => {
    expect(visibleRange('week', '2026-01-01')).toEqual({ desde: '2025-12-29', hasta: '2026-01-04' });
  });

  it('fetches the visible days plus a week on each side', () => {
    expect(fetchWindow({ desde: '2025-12-29', hasta: '2026-02-08' })).toEqual({ desde: '2025-12-22', hasta: '2026-02-15' });
  });

  it('measures occupancy over the month, or the week', () => {
    expect(occupancyRange('month', '2026-02-10')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(occupancyRange('week', '2026-02-10')).toEqual({ desde: '2026-02-09', hasta: '2026-02-15' });
  });

  it('steps a month or a week', () => {
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2025-12-15', 1)).toBe('2026-01-01');
    expect(stepAnchor('week', '2026-01-01', -1)).toBe('2025-12-25');
  });

  it('cuts a range at the 10-year limit the API accepts', () => {
    expect(clampToLimit({ desde: '2036-11-20', hasta: '2036-12-10' }, '2036-11-22')).toEqual({ desde: '2036-11-20', hasta: '2036-11-22' });
    expect(clampToLimit({ desde: '2036-12-01', hasta: '2036-12-31' }, '2036-11-22')).toEqual({ desde: '2036-11-22', hasta: '2036-11-22' });
  });
});
