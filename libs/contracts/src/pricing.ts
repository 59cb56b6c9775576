/**
 * Pricing rules of spec section 9, written once and used by the API, the admin forms and the public quote.
 * Amounts are pesos; results are rounded to cents. The days charged are the nights of the stay (dates.ts
 * `nightsBetween`).
 */
import { roundMoney } from './money';

/** Subtracts an amount discount; the total never goes below 0. */
export function applyDiscount(total: number, descuento = 0): number {
  const d = Number.isFinite(descuento) && descuento > 0 ? descuento : 0;
  return roundMoney(Math.max(0, total - d));
}

/** Cabins and dormis: per-day price for the people and payment method, times days, minus discount. */
export function unitTotal(params: { precioPorDia: number; dias: number; descuento?: number }): number {
  return applyDiscount(params.precioPorDia * Math.max(0, params.dias), params.descuento);
}

export interface CampingPrices {
  base: number;
  adulto: number;
  menor: number;
}

/** Camping per day = base + adults x adult price + minors x minor price. */
export function campingPerDay(prices: CampingPrices, adultos: number, menores: number): number {
  return roundMoney(prices.base + Math.max(0, adultos) * prices.adulto + Math.max(0, menores) * prices.menor);
}

export function campingTotal(params: {
  prices: CampingPrices;
  adultos: number;
  menores: number;
  dias: number;
  descuento?: number;
}): number {
  const perDay = campingPerDay(params.prices, params.adultos, params.menores);
  return applyDiscount(perDay * Math.max(0, params.dias), params.descuento);
}

/** Groups: the amount is typed by hand; only the discount applies. */
export function groupTotal(params: { montoManual: number; descuento?: number }): number {
  return applyDiscount(params.montoManual, params.descuento);
}
