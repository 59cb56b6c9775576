import { act, renderHook } from '@testing-library/react';
import { addDaysIso, localDateToIso, todayIso } from '@camping/contracts/dates';
import { useQuoteToday } from './use-quote-today';

// The tests' zone is San Luis's (jest.preset.js), so the device's date is made to be a visitor's in Madrid at
// 01:30 UTC: already the 26th there, still the 25th in San Luis.
jest.mock('@camping/contracts/dates', () => ({
  ...jest.requireActual('@camping/contracts/dates'),
  localDateToIso: jest.fn(() => '2026-11-26'),
}));
const MOMENT = new Date('2026-11-26T01:30:00Z');

describe('useQuoteToday', () => {
  beforeAll(() => jest.useFakeTimers({ now: MOMENT, doNotFake: ['nextTick', 'setImmediate'] }));
  afterAll(() => jest.useRealTimers());

  it('stands in with the device date until the form is near, then moves untouched dates to the complex day', () => {
    expect(localDateToIso(new Date())).toBe('2026-11-26');
    expect(todayIso()).toBe('2026-11-25');
    const { result, rerender } = renderHook(({ near }) => useQuoteToday(near, 1), { initialProps: { near: false } });
    expect(result.current.today).toBe('2026-11-26');
    expect(result.current.request).toMatchObject({ entrada: '2026-11-27', salida: '2026-11-29' });

    rerender({ near: true });
    expect(result.current.today).toBe('2026-11-25');
    expect(result.current.request).toMatchObject({ entrada: '2026-11-26', salida: '2026-11-28' });
  });

  it('keeps the dates the visitor chose', () => {
    const { result, rerender } = renderHook(({ near }) => useQuoteToday(near, 1), { initialProps: { near: false } });
    act(() => result.current.setRequest((current) => ({ ...current, entrada: '2026-12-20', salida: '2026-12-24' })));
    rerender({ near: true });
    expect(result.current.today).toBe('2026-11-25');
    expect(result.current.request).toMatchObject({ entrada: '2026-12-20', salida: '2026-12-24' });
    expect(addDaysIso(result.current.today, 1)).toBe('2026-11-26');
  });
});
