/**
 * The payment form (issue 16) on react-hook-form, like every other form of the admin: the zod schema is contracts'
 * `pagoFormSchema`, the API's own rules plus what the stay still owes; the server's refusal lands on the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@camping/contracts/api/http';
import { todayIso } from '@camping/contracts/dates';
import type { MetodoPago } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { pagoFormSchema, type Pago, type PagoFormData, type PagoFormInput } from '@camping/contracts/schemas/pago';
import { useSavePago } from './use-payment-mutations';

/** A new payment: cash, today, nothing typed; an edit: the payment as it is. */
export function paymentDefaults(pago: Pago | undefined): PagoFormInput {
  return {
    monto: pago ? String(pago.monto) : '',
    metodo_pago: (pago?.metodo_pago as MetodoPago | undefined) ?? 'efectivo',
    fecha_pago: pago?.fecha_pago ?? todayIso(),
    observaciones: pago?.observaciones ?? '',
  };
}

export interface PaymentFormTarget {
  reservaId: number;
  /** What the amount may reach: the balance, plus the edited payment's own amount. */
  disponible: number;
  pago?: Pago;
  onSaved: (message: string) => void;
}

export function usePaymentForm({ reservaId, disponible, pago, onSaved }: PaymentFormTarget) {
  const schema = useMemo(() => pagoFormSchema(disponible), [disponible]);
  const form = useForm<PagoFormInput, unknown, PagoFormData>({ resolver: zodResolver(schema), defaultValues: paymentDefaults(pago) });
  const save = useSavePago();
  // What was checked is what is sent: numbers as numbers, a blank note as null. An edit carries the payment's id,
  // a new payment the reservation's.
  const submit = form.handleSubmit(async (data) => {
    try {
      const res = await save.mutateAsync(pago ? { id: pago.id, ...data } : { reserva_id: reservaId, ...data });
      if (!pago) form.reset(paymentDefaults(undefined));
      onSaved(res.message);
    } catch (error) {
      form.setError('root.server', { message: errorMessage(error, MSG.errorGuardarPago) });
    }
  });
  return { form, submit };
}
