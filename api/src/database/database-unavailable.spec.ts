import { isDatabaseUnavailable, isServerRefusal, isUnansweredCall } from './database-unavailable';

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

describe('isServerRefusal and isUnansweredCall', () => {
  it('tells a statement PostgreSQL refused (it answered: rolled back, the connection in step) from one it never answered', () => {
    const refused = { message: 'canceling statement due to statement timeout', driverError: { code: '57014', severity: 'ERROR' } };
    expect(isServerRefusal(refused)).toBe(true);
    expect(isUnansweredCall(refused)).toBe(false);
    for (const unanswered of [new Error('Query read timeout'), new Error('Connection terminated unexpectedly'), Object.assign(new Error('x'), { code: 'ECONNRESET' })]) {
      expect(isServerRefusal(unanswered)).toBe(false);
      expect(isUnansweredCall(unanswered)).toBe(true);
    }
  });

  it('counts a session the server ended (FATAL) as unanswered: nobody knows what its last statement did', () => {
    const ended = Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03', severity: 'FATAL' });
    expect(isServerRefusal(ended)).toBe(false);
    expect(isUnansweredCall(ended)).toBe(true);
  });

  it('is no outage for an ordinary refusal or a bug', () => {
    expect(isUnansweredCall(Object.assign(new Error('duplicate'), { code: '23505', severity: 'ERROR' }))).toBe(false);
    expect(isUnansweredCall(new TypeError('x is undefined'))).toBe(false);
  });
});
