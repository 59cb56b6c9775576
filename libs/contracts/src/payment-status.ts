/**
 * A reservation's balance and payment status from its total and what was paid (issue 16). The API computes the
 * same in SQL (reservas.sql.ts, ESTADO_PAGO); screens use this for what they show between two reads.
 * Counted in cents, so 0.1 + 0.2 pays 0.3 exactly.
 */
import type { EstadoPago } from './domain';
import { fromCents, toCents } from './money';

export function saldoDe(montoTotal: number, totalPagado: number): number {
  return fromCents(toCents(montoTotal) - toCents(totalPagado));
}

/** Nothing owed (a stay of $ 0 too): completo; nothing paid: pendiente; otherwise parcial. */
export function estadoPagoDe(montoTotal: number, totalPagado: number): EstadoPago {
  if (toCents(totalPagado) >= toCents(montoTotal)) return 'completo';
  return toCents(totalPagado) > 0 ? 'parcial' : 'pendiente';
}

/** The sum of some amounts, exact to the cent. */
export function sumaMontos(montos: readonly number[]): number {
  return fromCents(montos.reduce((sum, m) => sum + toCents(m), 0));
}

/**
 * What the guest still owes: nothing on a cancelled stay (issue 32). The API keeps a cancelled stay's amount at what
 * it holds (so its `saldo` is 0), but a row read before the cancellation, or from an older server, may say otherwise:
 * the screens never show a balance or «Registrar pago» for one.
 */
export function saldoAdeudado(r: { estado: string; saldo: number }): number {
  return r.estado === 'cancelada' ? 0 : r.saldo;
}
