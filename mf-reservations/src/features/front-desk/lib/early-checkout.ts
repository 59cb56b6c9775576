/**
 * What an early check-out at «Hoy» charges (issue 32), as the clerk reads it before choosing: the stay's exit after
 * today's check-out (contracts' stay-states.ts), its nights booked and used, and for each choice the stay's amount,
 * what goes back to the guest and what is still owed. The API applies the same contracts rules (early-checkout.ts);
 * the figures here only say beforehand what it will do.
 */
import { montoNochesUsadas, type CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import { formatARSCents } from '@camping/contracts/format';
import { cents } from '@camping/contracts/payment-status';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { salidaTrasCheckout } from '@camping/contracts/stay-states';
import { nightsLabel } from '../../../lib/lodging-label';

type Stay = Pick<Reserva, 'fecha_entrada' | 'fecha_salida' | 'monto_total' | 'total_pagado'>;

/** A check-out on `hoy` that frees nights of the stay: the clerk is asked what to charge. */
export function isEarlyCheckout(r: Pick<Reserva, 'fecha_entrada' | 'fecha_salida'>, hoy: string): boolean {
  return salidaTrasCheckout(r, hoy) < r.fecha_salida;
}

export interface EarlyCheckoutQuote {
  nochesReservadas: number;
  nochesUsadas: number;
  montoCompleto: number;
  montoNochesUsadas: number;
  pagado: number;
}

export function earlyCheckoutQuote(r: Stay, hoy: string): EarlyCheckoutQuote {
  const usadas = montoNochesUsadas(r, salidaTrasCheckout(r, hoy));
  return {
    nochesReservadas: usadas.nochesReservadas,
    nochesUsadas: usadas.nochesUsadas,
    montoCompleto: r.monto_total,
    montoNochesUsadas: usadas.monto,
    pagado: r.total_pagado,
  };
}

/** The stay's amount under `cobro`, what was paid beyond it (refunded) and what is still owed, exact to the cent. */
export function earlyCheckoutOutcome(q: EarlyCheckoutQuote, cobro: CobroSalidaAnticipada): { monto: number; reembolso: number; saldo: number } {
  const monto = cobro === 'noches_usadas' ? q.montoNochesUsadas : q.montoCompleto;
  const diferencia = cents(q.pagado) - cents(monto);
  return { monto, reembolso: Math.max(diferencia, 0) / 100, saldo: Math.max(-diferencia, 0) / 100 };
}

/** Beside each choice: «5 noches: $ 350.000», «2 de 5 noches: $ 140.000 (antes $ 350.000)». */
export function cobroAmountText(q: EarlyCheckoutQuote, cobro: CobroSalidaAnticipada): string {
  if (cobro === 'estadia_completa') return `${nightsLabel(q.nochesReservadas)}: ${formatARSCents(q.montoCompleto)}`;
  // A no-break space after «antes»: on a phone «(antes $ 350.000)» moves to the next line whole.
  return `${q.nochesUsadas} de ${nightsLabel(q.nochesReservadas)}: ${formatARSCents(q.montoNochesUsadas)} (antes\u00a0${formatARSCents(q.montoCompleto)})`;
}

/** The outcome line: «Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.» or the balance left. */
export function earlyCheckoutOutcomeText(q: EarlyCheckoutQuote, cobro: CobroSalidaAnticipada): string {
  const { monto, reembolso, saldo } = earlyCheckoutOutcome(q, cobro);
  const queda = `La estadía queda en ${formatARSCents(monto)}`;
  // No-break spaces keep «saldo $ 0» whole at a line's end.
  if (reembolso > 0) return `Se reembolsan ${formatARSCents(reembolso)}. ${queda}, saldo\u00a0${formatARSCents(0)}.`;
  return `${queda}; pagado\u00a0${formatARSCents(q.pagado)}, saldo\u00a0${formatARSCents(saldo)}.`;
}
