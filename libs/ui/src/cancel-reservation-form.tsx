/**
 * The form of «Cancelar reserva» (issue 32): the reason (a text for «Otro»), what happens to the money received
 * (asked only when there is some), the refund's amount («Reembolsar todo») and method, the outcome line, and the
 * server's refusal in place. Fields that do not apply are not on screen and are not sent.
 */
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import { DESTINO_DINERO_OPCIONES, MOTIVO_CANCELACION_OPCIONES } from '@camping/contracts/cancellation';
import { METODO_PAGO_OPCIONES, METODOS_PAGO, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import type { ReservaCancelarData } from '@camping/contracts/schemas/cancelacion';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { blankToUndefined, describedBy as describe, FormField as Field } from './form-field';
import { useCancelOutcome, useCancelReservationForm } from './hooks/use-cancel-reservation-form';
import { notify } from './toast';

/** What the API answers (the stay as it is now, cancelled); the remote's mutation resolves with it. */
export interface CancelAnswer {
  message: string;
  reserva: Reserva;
}

export interface CancelReservationFormProps {
  reserva: Pick<Reserva, 'id' | 'metodo_pago'>;
  /** What the stay holds (payments less refunds). */
  pagado: number;
  /** The payments were read (or failed to be): until then what was paid may be out of date, so nothing is sent. */
  ready: boolean;
  send: (body: ReservaCancelarData) => Promise<CancelAnswer>;
  onDone: (answer: CancelAnswer) => void;
  onBack: () => void;
}

export function CancelReservationForm({ reserva, pagado, ready, send, onDone, onBack }: CancelReservationFormProps) {
  const ids = useId();
  const form = useCancelReservationForm(reserva.id, pagado);
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const [motivo, dinero] = useWatch({ control, name: ['motivo', 'dinero'] });
  const outcome = useCancelOutcome(form, pagado);
  const recibido = toCents(pagado) > 0;
  // The refund goes back the way the stay was paid, unless the clerk says otherwise.
  const metodoInicial: MetodoPago = METODOS_PAGO.find((m) => m === reserva.metodo_pago) ?? 'efectivo';

  const submit = form.handleSubmit(async (data) => {
    try {
      const answer = await send(data);
      notify.success(answer.message);
      onDone(answer);
    } catch (error) {
      // An ended session shows nothing here: the login dialog opens over the form, and what was chosen stays.
      const message = failureMessage(error, MSG_CUENTA.errorCancelarReserva);
      if (message !== null) form.setError('root.server', { message });
    }
  });

  const motivoId = `${ids}-motivo`;
  const detalleId = `${ids}-detalle`;
  const montoId = `${ids}-monto`;
  const metodoId = `${ids}-metodo`;
  return (
    <form className="cancel-form" onSubmit={(event) => void submit(event)} aria-label="Cancelar reserva" noValidate>
      <Field id={motivoId} label="Motivo de la cancelación" error={errors.motivo?.message}>
        <select id={motivoId} aria-invalid={errors.motivo ? true : undefined} aria-describedby={describe(motivoId, errors.motivo)} {...register('motivo')}>
          <option value="">Elija el motivo…</option>
          {MOTIVO_CANCELACION_OPCIONES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      {motivo === 'otro' ? (
        <Field id={detalleId} label="¿Cuál es el motivo?" error={errors.motivo_detalle?.message}>
          <input
            id={detalleId}
            type="text"
            maxLength={300}
            autoComplete="off"
            aria-invalid={errors.motivo_detalle ? true : undefined}
            aria-describedby={describe(detalleId, errors.motivo_detalle)}
            {...register('motivo_detalle', { shouldUnregister: true })}
          />
        </Field>
      ) : null}

      {recibido ? (
        <Controller
          control={control}
          name="dinero"
          render={({ field }) => (
            <fieldset className="cancel-money" aria-describedby={errors.dinero ? `${ids}-dinero-error` : undefined}>
              <legend>¿Qué se hace con lo pagado ({formatARSCents(pagado)})?</legend>
              {DESTINO_DINERO_OPCIONES.map((o, index) => (
                <label key={o.value} className="cancel-choice">
                  <input
                    type="radio"
                    name={field.name}
                    value={o.value}
                    checked={field.value === o.value}
                    onChange={() => field.onChange(o.value)}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                  />
                  {o.label}
                </label>
              ))}
              {errors.dinero ? (
                <span className="field-error" id={`${ids}-dinero-error`} role="alert">
                  {errors.dinero.message}
                </span>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      {recibido && dinero === 'reembolsar' ? (
        <div className="cancel-refund">
          <Field
            id={montoId}
            label="Monto a reembolsar"
            error={errors.reembolso_monto?.message}
            hint={
              <>
                Hasta {formatARSCents(pagado)}
                <button
                  type="button"
                  className="pay-link"
                  onClick={() => setValue('reembolso_monto', String(pagado), { shouldValidate: isSubmitted })}
                >
                  Reembolsar todo
                </button>
              </>
            }
          >
            <input
              id={montoId}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              aria-invalid={errors.reembolso_monto ? true : undefined}
              aria-describedby={describe(montoId, errors.reembolso_monto, true)}
              {...register('reembolso_monto', { shouldUnregister: true, setValueAs: blankToUndefined })}
            />
          </Field>
          <Field id={metodoId} label="Cómo se reembolsa" error={errors.reembolso_metodo_pago?.message}>
            <select
              id={metodoId}
              defaultValue={metodoInicial}
              aria-describedby={describe(metodoId, errors.reembolso_metodo_pago)}
              {...register('reembolso_metodo_pago', { shouldUnregister: true })}
            >
              {METODO_PAGO_OPCIONES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}

      {/* Always in the page, so screen readers announce each new outcome. */}
      <p className={outcome ? 'cancel-outcome' : 'cancel-outcome cancel-outcome-empty'} role="status" data-testid="cancel-outcome">
        {outcome}
      </p>
      {errors.root?.server ? (
        <p className="field-error cancel-refusal" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isSubmitting}>
          Volver
        </button>
        <button type="submit" className="btn btn-danger" disabled={!ready || isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Cancelando…' : 'Cancelar reserva'}
        </button>
      </div>
    </form>
  );
}
