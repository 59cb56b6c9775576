/**
 * Money to the cent, in one place (issue 34): amounts are pesos with two decimals; they are compared and added as
 * whole cents, never as floats, so 0.1 + 0.2 pays 0.3 exactly.
 */

/** An amount in whole cents: 1234.565 -> 123457 (half a cent up, as the API's NUMERIC(…, 2) rounds). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents back to pesos: 123457 -> 1234.57. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to the cent: 0.1 + 0.2 -> 0.3. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}
