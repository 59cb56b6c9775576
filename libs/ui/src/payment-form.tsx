/**
 * Records a payment, or edits one (issue 16): amount (with «Completar saldo»), method, date (today by default, never
 * later) and a note. Checked with the API's own zod schema before it is sent (hooks/use-payment-form.ts), each
 * problem under its field; the server's refusal shows here too.
 */
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { todayIso } from '@camping/contracts/dates';
import { METODO_PAGO_OPCIONES } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { saldoDe } from '@camping/contracts/payment-status';
import type { Pago } from '@camping/contracts/schemas/pago';
import { DateField } from './date-field';
import { describedBy, FormField } from './form-field';
import { usePaymentForm } from './hooks/use-payment-form';

export interface PaymentFormProps {
  reservaId: number;
  /** What is still owed (for an edit: without the payment being edited). */
  saldo: number;
  /** The payment being edited; absent: a new one. */
  pago?: Pago;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

export function PaymentForm({ reservaId, saldo, pago, onSaved, onCancel }: PaymentFormProps) {
  const ids = useId();
  const disponible = pago ? saldoDe(saldo, -pago.monto) : saldo;
  const { form, submit } = usePaymentForm({ reservaId, disponible, pago, onSaved });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const monto = watch('monto');
  const titulo = pago ? 'Editar pago' : 'Registrar pago';
  const montoId = `${ids}-monto`;
  const fechaId = `${ids}-fecha`;
  const obsId = `${ids}-obs`;
  return (
    <form className="pay-form" onSubmit={(e) => void submit(e)} aria-label={titulo} noValidate>
      <h4 className="pay-form-title">{titulo}</h4>
      <div className="pay-form-grid">
        <FormField
          id={montoId}
          label="Monto"
          error={errors.monto?.message}
          hint={
            <>
              {disponible > 0 ? `Saldo: ${formatARSCents(disponible)}` : 'Sin saldo pendiente'}
              {disponible > 0 && Number(monto) !== disponible ? (
                <button type="button" className="pay-link" onClick={() => setValue('monto', String(disponible))}>
                  Completar saldo
                </button>
              ) : null}
            </>
          }
        >
          <input
            id={montoId}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            aria-invalid={errors.monto ? true : undefined}
            aria-describedby={describedBy(montoId, errors.monto, true)}
            {...register('monto')}
          />
        </FormField>
        <FormField id={`${ids}-metodo`} label="Método de pago">
          <select id={`${ids}-metodo`} {...register('metodo_pago')}>
            {METODO_PAGO_OPCIONES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fechaId} label="Fecha de pago" error={errors.fecha_pago?.message}>
          <Controller
            control={control}
            name="fecha_pago"
            render={({ field }) => (
              <DateField
                id={fechaId}
                ref={field.ref}
                name={field.name}
                max={todayIso()}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={errors.fecha_pago ? true : undefined}
                aria-describedby={describedBy(fechaId, errors.fecha_pago)}
              />
            )}
          />
        </FormField>
        <FormField id={obsId} label="Observaciones" error={errors.observaciones?.message}>
          <input
            id={obsId}
            type="text"
            maxLength={500}
            placeholder="Seña, saldo al ingresar…"
            aria-invalid={errors.observaciones ? true : undefined}
            aria-describedby={describedBy(obsId, errors.observaciones)}
            {...register('observaciones')}
          />
        </FormField>
      </div>
      {errors.root?.server?.message ? (
        <p className="field-error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="pay-form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : pago ? 'Guardar pago' : 'Registrar pago'}
        </button>
      </div>
    </form>
  );
}
