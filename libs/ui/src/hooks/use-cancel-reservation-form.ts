/**
 * The «Cancelar reserva» form (issue 32): react-hook-form over the API's own `reservaCancelarSchema`, plus the two
 * rules that need what the stay holds (money received must be kept or refunded; a refund never exceeds it), and the
 * line that tells the clerk what will happen before anything is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { montoTrasCancelar } from '@camping/contracts/cancellation';
import type { MetodoPago } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA, reembolsoExcedePagadoMessage } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import { montoPago } from '@camping/contracts/schemas/common';
import { reservaCancelarSchema, type ReservaCancelarData, type ReservaCancelarInput } from '@camping/contracts/schemas/cancelacion';

/**
 * These rules run even when another field is still wrong (zod skips a refinement after an issue unless told), so the
 * clerk sees every problem at once; they read the raw values for that reason.
 */
const always = { when: () => true };

/**
 * The API says «… elija si se conservan o se reembolsan (campo dinero)», which names its field; beside the choice on
 * screen the clerk reads this instead (the legend already says how much was paid).
 */
export const DINERO_SIN_ELEGIR = MSG_CUENTA.cancelacionDineroSinElegir;

/** The API's body schema and the rules about the money this stay holds (`pagado`: payments less refunds). */
export function cancelFormSchema(pagado: number) {
  const recibido = toCents(pagado) > 0;
  return reservaCancelarSchema
    .refine((c) => !recibido || c.dinero !== undefined, {
      path: ['dinero'],
      message: DINERO_SIN_ELEGIR,
      ...always,
    })
    .refine((c) => c.dinero !== 'reembolsar' || typeof c.reembolso_monto !== 'number' || montoTrasCancelar(pagado, c.reembolso_monto) !== null, {
      path: ['reembolso_monto'],
      message: reembolsoExcedePagadoMessage(formatARSCents(pagado)),
      ...always,
    });
}

export type CancelForm = UseFormReturn<ReservaCancelarInput, unknown, ReservaCancelarData>;

export function useCancelReservationForm(reservaId: number, pagado: number): CancelForm {
  const schema = useMemo(() => cancelFormSchema(pagado), [pagado]);
  return useForm<ReservaCancelarInput, unknown, ReservaCancelarData>({
    resolver: zodResolver(schema),
    // The reason starts unchosen (its select shows «Elija el motivo…»): nothing is cancelled by default.
    defaultValues: { id: reservaId },
  });
}

/** «en efectivo», «por transferencia», «con tarjeta»: a refund's method inside a sentence. */
const METODO_EN_FRASE: Record<MetodoPago, string> = {
  efectivo: 'en efectivo',
  transferencia: 'por transferencia',
  tarjeta: 'con tarjeta',
};

export type CancelChoice = Pick<ReservaCancelarInput, 'dinero' | 'reembolso_monto' | 'reembolso_metodo_pago'>;

/**
 * What the stay will be once cancelled, as the clerk reads it before confirming: «La reserva queda en $ 20.000 (lo
 * conservado), saldo $ 0» or «Se reembolsan $ 12.000 en efectivo; queda $ 8.000 (lo conservado), saldo $ 0». Null
 * while the choice is incomplete: the question and the amount's hint already say what is missing.
 */
export function cancelOutcomeText(pagado: number, choice: CancelChoice): string | null {
  const saldo = `saldo ${formatARSCents(0)}`;
  if (toCents(pagado) <= 0) return `No se recibió dinero: la reserva queda en ${formatARSCents(0)}, ${saldo}.`;
  if (choice.dinero === 'conservar') return `La reserva queda en ${formatARSCents(pagado)} (lo conservado), ${saldo}.`;
  if (choice.dinero !== 'reembolsar') return null;
  const monto = montoPago('reembolso_monto').safeParse(choice.reembolso_monto);
  const queda = monto.success ? montoTrasCancelar(pagado, monto.data) : null;
  if (!monto.success || queda === null) return null;
  const como = choice.reembolso_metodo_pago ? METODO_EN_FRASE[choice.reembolso_metodo_pago] : null;
  const reembolso = `Se reembolsan ${formatARSCents(monto.data)}${como ? ` ${como}` : ''}`;
  if (toCents(queda) === 0) return `${reembolso} (todo lo pagado); la reserva queda en ${formatARSCents(0)}, ${saldo}.`;
  return `${reembolso}; queda ${formatARSCents(queda)} (lo conservado), ${saldo}.`;
}

/** The outcome line for the form's current values. */
export function useCancelOutcome(form: CancelForm, pagado: number): string | null {
  const [dinero, reembolso_monto, reembolso_metodo_pago] = useWatch({
    control: form.control,
    name: ['dinero', 'reembolso_monto', 'reembolso_metodo_pago'],
  });
  return cancelOutcomeText(pagado, { dinero, reembolso_monto, reembolso_metodo_pago });
}
