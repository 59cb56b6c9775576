import { holdExpiryFrom, isExpiredHold, isLiveHold } from './holds';

describe('holds', () => {
  const now = Date.parse('2030-03-10T12:00:00Z');
  it('tells a live hold from an expired one, and a booking from both', () => {
    expect(isLiveHold({ estado: 'pendiente', vence_el: '2030-03-10T12:00:01Z' }, now)).toBe(true);
    expect(isLiveHold({ estado: 'pendiente', vence_el: '2030-03-10T12:00:00Z' }, now)).toBe(false);
    expect(isExpiredHold({ estado: 'pendiente', vence_el: '2030-03-10T11:59:59Z' }, now)).toBe(true);
    expect(isLiveHold({ estado: 'activa', vence_el: null }, now)).toBe(false);
    expect(isExpiredHold({ estado: 'activa', vence_el: null }, now)).toBe(false);
  });

  it('announces the expiry of a hold made now', () => {
    expect(holdExpiryFrom(24, now)).toBe('2030-03-11T12:00:00.000Z');
  });
});
