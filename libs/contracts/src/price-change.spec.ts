import { priceChangeNeedsConfirmation } from './price-change';

describe('priceChangeNeedsConfirmation', () => {
  it.each([
    [46000, 47, true], // '46,5' or '46' typed for 46.000
    [46000, 900, true],
    [46000, 69001, true], // more than +50 %
    [46000, 22999, true], // more than -50 %
    [46000, 69000, false], // exactly +50 %
    [46000, 23000, false],
    [46000, 50000, false],
    [46000, 46000, false],
    [0, 5000, false], // a price set for the first time
    [1500, 999, true],
    [900, 900, false], // unchanged, even below the floor
  ])('%p -> %p asks first: %p', (anterior, nuevo, expected) => {
    expect(priceChangeNeedsConfirmation(anterior, nuevo)).toBe(expected);
  });
});
