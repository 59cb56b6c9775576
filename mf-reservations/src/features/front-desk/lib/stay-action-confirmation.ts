/**
 * Which stay actions of «Hoy» ask before they run, and what they say (issues 17 and 32). A check-in and a paid
 * check-out of a guest whose arrival was recorded run at once; a check-out owing money, a check-out of a guest whose
 * arrival was never recorded, and a no-show ask first. (An early check-out has its own dialog: early-checkout.ts.)
 */
import { formatARSCents } from '@camping/contracts/format';
import { MSG, confirmarSalidaConSaldoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { saldoAdeudado } from '@camping/contracts/payment-status';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { StayAction } from '../api/use-stay-actions';

/**
 * Said before the check-out of a guest whose arrival was never recorded (the API records it then and says
 * MSG_CUENTA.salidaSinIngresoNota once done).
 */
export const SALIDA_SIN_INGRESO_AVISO = MSG_CUENTA.salidaSinIngresoAviso;

/** The question to ask before `action` on `reserva`, or null to run it at once. */
export function stayActionConfirmation(action: StayAction, reserva: Reserva): string | null {
  if (action === 'no-show') return MSG.confirmarNoShow;
  if (action !== 'salida') return null;
  const saldo = saldoAdeudado(reserva);
  const avisos = [
    reserva.checkin_at ? null : SALIDA_SIN_INGRESO_AVISO,
    saldo > 0 ? confirmarSalidaConSaldoMessage(formatARSCents(saldo)) : null,
  ].filter((aviso): aviso is string => aviso !== null);
  if (avisos.length === 0) return null;
  // Without a balance the question is the arrival alone: ask it as one.
  return saldo > 0 ? avisos.join(' ') : `${SALIDA_SIN_INGRESO_AVISO} ¿Registrar la salida?`;
}
