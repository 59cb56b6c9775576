import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['57014', '55P03', '08006', '08001', '53300', '57P01', '57P03', 'ECONNREFUSED', 'ETIMEDOUT'])('is true for %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('reads the driver error TypeORM wraps', () => {
    expect(isDatabaseUnavailable({ message: 'query failed', driverError: { code: '57014' } })).toBe(true);
  });

  it.each(['timeout exceeded when trying to connect', 'Connection terminated unexpectedly', 'Query read timeout'])(
    'is true for the pool error "%s"',
    (message) => {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    },
  );

  it.each(['23505', '23P01', '22P02', '42P01', '40P01'])('is false for %s: a refusal or a bug, not an outage', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('is false for an ordinary error', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
