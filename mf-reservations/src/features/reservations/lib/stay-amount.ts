/**
 * When an edited stay's amount follows the price list (issue 15): the amount is recomputed once anything that sets
 * the price differs from the stay as it was saved (unit, dates, people, payment method, discount). Numbers are
 * compared as numbers, so '4' and '04' are the same stay.
 */
import { parseNumber } from '../../../lib/parse-number';
import type { EditValues } from './edit-reservation-form';

type PricedFields = Pick<EditValues, 'hospedaje_id' | 'fecha_entrada' | 'fecha_salida' | 'cantidad_personas' | 'metodo_pago' | 'descuento'>;

export function pricedStayChanged(saved: PricedFields, now: PricedFields): boolean {
  return (
    saved.hospedaje_id !== now.hospedaje_id ||
    saved.fecha_entrada !== now.fecha_entrada ||
    saved.fecha_salida !== now.fecha_salida ||
    saved.metodo_pago !== now.metodo_pago ||
    parseNumber(saved.cantidad_personas) !== parseNumber(now.cantidad_personas) ||
    (parseNumber(saved.descuento) ?? 0) !== (parseNumber(now.descuento) ?? 0)
  );
}

/** Whether the amount field already holds `total` (typed text against a number). */
export function amountIs(typed: string, total: number): boolean {
  return parseNumber(typed) === total;
}
