import { fromCents, roundMoney, toCents } from './money';

describe('toCents', () => {
  it.each([
    [0, 0],
    [46000, 4600000],
    [0.1 + 0.2, 30],
    [1234.565, 123457],
    [-12.345, -1234],
    [19.99, 1999],
  ])('%p -> %p cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

describe('fromCents', () => {
  it('gives pesos back', () => {
    expect(fromCents(123457)).toBe(1234.57);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(toCents(19.99))).toBe(19.99);
  });
});

describe('roundMoney', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [46000 * 3 * 0.9, 124200],
    [1000.005, 1000.01],
    [2.675, 2.68],
    [99.994, 99.99],
  ])('%p -> %p', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it('is what the copies it replaced computed (Math.round(n * 100) / 100), over many amounts', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 5000; i += 1) {
      const n = (next() - 0.2) * 500000 * next();
      expect(roundMoney(n)).toBe(Math.round(n * 100) / 100);
      expect(toCents(n)).toBe(Math.round(n * 100));
    }
  });
});
