/**
 * A reservation's balance and payment status from its total and what was paid (issue 16). The API computes the
 * same in SQL (reservas.sql.ts, ESTADO_PAGO); screens use this for what they show between two reads.
 * Counted in cents, so 0.1 + 0.2 pays 0.3 exactly.
 */
import type { EstadoPago } from './domain';

/** An amount in whole cents: money is compared and added as integers, never as floats. */
export const cents = (amount: number) => Math.round(amount * 100);

export function saldoDe(montoTotal: number, totalPagado: number): number {
  return (cents(montoTotal) - cents(totalPagado)) / 100;
}

/** Nothing owed (a stay of $ 0 too): completo; nothing paid: pendiente; otherwise parcial. */
export function estadoPagoDe(montoTotal: number, totalPagado: number): EstadoPago {
  if (cents(totalPagado) >= cents(montoTotal)) return 'completo';
  return cents(totalPagado) > 0 ? 'parcial' : 'pendiente';
}

/** The sum of some amounts, exact to the cent. */
export function sumaMontos(montos: readonly number[]): number {
  return montos.reduce((sum, m) => sum + cents(m), 0) / 100;
}

/**
 * What the guest still owes: nothing on a cancelled stay (issue 32). The API keeps a cancelled stay's amount at what
 * it holds (so its `saldo` is 0), but a row read before the cancellation, or from an older server, may say otherwise:
 * the screens never show a balance or «Registrar pago» for one.
 */
export function saldoAdeudado(r: { estado: string; saldo: number }): number {
  return r.estado === 'cancelada' ? 0 : r.saldo;
}
