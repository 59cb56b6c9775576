/** The words of the changed stay's rule (stay-change.ts): its buttons, notes and the texts of its lines. */
import { nightsBetween } from './dates';
import { METODO_PAGO_LABEL } from './domain';
import { formatARSCents, formatDateAR } from './format';
import { toCents } from './money';

export const STAY_CHANGE_TEXT = {
  apply: 'Aplicar monto nuevo',
  keep: 'Mantener monto',
  keepTyped: 'Usar monto escrito',
  confirm: 'Confirmar cambio',
  back: 'Volver',
  byHand: 'El monto de camping y grupos se mantiene: cámbielo a mano si corresponde.',
  noPrice: 'No hay tarifa para la estadía nueva',
  keptNoPrice: 'El monto se mantiene: cámbielo a mano si corresponde.',
  pending: 'Calculando el monto nuevo según las tarifas...',
  prorated: 'precio por noche de la estadía',
} as const;

/** «3 noches», never broken between the number and the word (a phone's dialog wraps the dates). */
function nightsText(n: number): string {
  return n === 1 ? '1\u00a0noche' : `${n}\u00a0noches`;
}

export function datesText(s: { fecha_entrada: string; fecha_salida: string }): string {
  return `${formatDateAR(s.fecha_entrada)} → ${formatDateAR(s.fecha_salida)} (${nightsText(nightsBetween(s.fecha_entrada, s.fecha_salida))})`;
}

export function methodText(metodo: string): string {
  return METODO_PAGO_LABEL[metodo as keyof typeof METODO_PAGO_LABEL] ?? metodo;
}

/** The lodging's text followed by the account's other charges and the discount. */
export function withCharges(base: string, descuento: number, cargos: number): string {
  const conCargos = toCents(cargos) > 0 ? `${base} + cargos ${formatARSCents(cargos)}` : base;
  return toCents(descuento) > 0 ? `${conCargos} − descuento ${formatARSCents(descuento)}` : conCargos;
}

/** «3 noches × $ 70.000 + cargos $ 8.000 − descuento $ 5.000» («… × $ 35.000 (precio por noche de la estadía)»). */
export function amountBreakdown(nights: number, nightPrice: number, descuento: number, cargos = 0, priceNote?: string): string {
  return withCharges(`${nightsText(nights)} × ${formatARSCents(nightPrice)}${priceNote ? ` (${priceNote})` : ''}`, descuento, cargos);
}
