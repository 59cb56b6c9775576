import {
  DEFAULT_BUSINESS_HOURS,
  POOL_HOURS,
  businessClock,
  formatBusinessHours,
  parseBusinessHours,
  receptionHours,
  withinBusinessHours,
} from './business-hours';

/** San Luis is UTC-3 all year: 11:00 UTC is 08:00 there. */
const at = (utc: string) => new Date(`2026-11-23T${utc}:00Z`);

describe('parseBusinessHours', () => {
  it('reads HH:MM-HH:MM', () => {
    expect(parseBusinessHours('08:00-20:00')).toEqual({ desde: '08:00', hasta: '20:00' });
    expect(parseBusinessHours(' 22:00-06:30 ')).toEqual({ desde: '22:00', hasta: '06:30' });
    expect(parseBusinessHours('00:00-24:00')).toEqual({ desde: '00:00', hasta: '24:00' });
  });
  it('refuses anything else', () => {
    for (const text of ['8-20', '08:00', '08:00-25:00', '24:30-08:00', '08:00-08:00', '08:00 a 20:00', '']) {
      expect(parseBusinessHours(text)).toBeNull();
    }
  });
});

describe('withinBusinessHours', () => {
  it('uses the clock of San Luis, whatever the zone of the computer', () => {
    expect(businessClock(at('11:00'))).toBe('08:00');
  });
  it('is open from the first minute up to, not including, the closing one', () => {
    const horario = { desde: '08:00', hasta: '20:00' };
    expect(withinBusinessHours(horario, at('10:59'))).toBe(false);
    expect(withinBusinessHours(horario, at('11:00'))).toBe(true);
    expect(withinBusinessHours(horario, at('22:59'))).toBe(true);
    expect(withinBusinessHours(horario, at('23:00'))).toBe(false);
  });
  it('runs past midnight when the range ends before it starts', () => {
    const horario = { desde: '22:00', hasta: '06:00' };
    expect(withinBusinessHours(horario, at('02:00'))).toBe(true); // 23:00 in San Luis
    expect(withinBusinessHours(horario, at('08:00'))).toBe(true); // 05:00
    expect(withinBusinessHours(horario, at('12:00'))).toBe(false); // 09:00
  });
  it('is always open for 00:00-24:00', () => {
    expect(withinBusinessHours({ desde: '00:00', hasta: '24:00' }, at('03:00'))).toBe(true);
  });
});

describe('hours as the site shows them', () => {
  it('writes the hour without a leading zero', () => {
    expect(formatBusinessHours({ desde: '08:00', hasta: '20:00' })).toBe('8:00-20:00');
    expect(formatBusinessHours({ desde: '22:30', hasta: '06:00' })).toBe('22:30-6:00');
    expect(formatBusinessHours(POOL_HOURS)).toBe('10:00-19:00');
  });

  it('uses the configured reception hours, else the default BUSINESS_HOURS', () => {
    expect(receptionHours({ desde: '09:00', hasta: '18:00' })).toEqual({ desde: '09:00', hasta: '18:00' });
    expect(receptionHours(undefined)).toEqual(parseBusinessHours(DEFAULT_BUSINESS_HOURS));
    expect(formatBusinessHours(receptionHours(null))).toBe('8:00-20:00');
  });
});
