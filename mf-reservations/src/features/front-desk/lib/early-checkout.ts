/**
 * What an early check-out at «Hoy» charges (issue 32), as the clerk reads it before choosing. The check-out is a
 * changed stay: the one rule for it (contracts stay-change.ts, `reviewEarlyCheckout`) prices the nights used —
 * «Aplicar monto nuevo» — beside the whole stay — «Mantener monto» —, and the API applies the same rule when the
 * clerk's choice arrives. Here: when a check-out is early, and the outcome line of each choice.
 */
import { earlyCheckoutChoice, type StayChangeReview } from '@camping/contracts/stay-change';
import type { CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import { formatARSCents } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { salidaTrasCheckout } from '@camping/contracts/stay-states';

/** A check-out on `hoy` that frees nights of the stay: the clerk is asked what to charge. */
export function isEarlyCheckout(r: Pick<Reserva, 'fecha_entrada' | 'fecha_salida'>, hoy: string): boolean {
  return salidaTrasCheckout(r, hoy) < r.fecha_salida;
}

/** The outcome line: «Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.» or the balance left. */
export function earlyCheckoutOutcomeText(review: StayChangeReview, cobro: CobroSalidaAnticipada): string {
  const { total, refund = 0, balance } = earlyCheckoutChoice(review, cobro);
  const queda = `La estadía queda en ${formatARSCents(total)}`;
  // No-break spaces keep «saldo $ 0» whole at a line's end.
  if (refund > 0) return `Se reembolsan ${formatARSCents(refund)}. ${queda}, saldo\u00a0${formatARSCents(0)}.`;
  return `${queda}; pagado\u00a0${formatARSCents(review.paid)}, saldo\u00a0${formatARSCents(balance)}.`;
}
