/**
 * A guest leaving before the booked day (issue 32, docs/stay-account.md): the clerk chooses whether the stay is
 * charged whole or for the nights used; Configuración says which is offered first. The nights used are charged at
 * the stay's own average night (its agreed amount, discount included, over its booked nights): the price the guest
 * accepted, not today's list.
 */
import { nightsBetween } from './dates';
import { cents } from './payment-status';

export const COBROS_SALIDA_ANTICIPADA = ['estadia_completa', 'noches_usadas'] as const;
export type CobroSalidaAnticipada = (typeof COBROS_SALIDA_ANTICIPADA)[number];

export const COBRO_SALIDA_OPCIONES: ReadonlyArray<{ value: CobroSalidaAnticipada; label: string }> = [
  { value: 'estadia_completa', label: 'Cobrar la estadía completa' },
  { value: 'noches_usadas', label: 'Cobrar solo las noches usadas' },
];

/** What a stay costs when its guest leaves on `salida` instead of the booked day. */
export function montoNochesUsadas(
  r: { fecha_entrada: string; fecha_salida: string; monto_total: number },
  salida: string,
): { nochesReservadas: number; nochesUsadas: number; monto: number } {
  const nochesReservadas = nightsBetween(r.fecha_entrada, r.fecha_salida);
  const nochesUsadas = Math.min(nightsBetween(r.fecha_entrada, salida), nochesReservadas);
  if (nochesReservadas === 0 || nochesUsadas === nochesReservadas) return { nochesReservadas, nochesUsadas, monto: r.monto_total };
  return { nochesReservadas, nochesUsadas, monto: Math.round((cents(r.monto_total) * nochesUsadas) / nochesReservadas) / 100 };
}
