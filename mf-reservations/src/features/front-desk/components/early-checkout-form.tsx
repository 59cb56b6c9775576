/**
 * The early check-out's question (issue 32), as the one rule for a changed stay puts it: «Aplicar monto nuevo» (the
 * nights used, priced by the rule) or «Mantener monto» (the whole stay), each with its amount, refund and balance;
 * when the nights used cost less than what was paid, how the difference goes back; the outcome in one line before
 * anything is sent; the server's refusal in place. The refund's method is on screen (and sent) only when it applies.
 */
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import { METODO_PAGO_OPCIONES } from '@camping/contracts/domain';
import { COBRO_SALIDA_OPCIONES, type CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import { MSG } from '@camping/contracts/messages';
import type { EstadiaSalidaData } from '@camping/contracts/schemas/hoy';
import { STAY_CHANGE_TEXT, type StayChangeReview } from '@camping/contracts/stay-change';
import { AmountChoiceOutcome } from '@camping/ui/stay-change-confirmation';
import { useEarlyCheckoutForm } from '../hooks/use-early-checkout-form';
import { earlyCheckoutOutcomeText } from '../lib/early-checkout';

export interface EarlyCheckoutFormProps {
  reservaId: number;
  review: StayChangeReview;
  /** Configuración's `salida_anticipada_cobro`: the choice offered first. */
  cobroInicial: CobroSalidaAnticipada;
  checkOut: (data: EstadiaSalidaData) => Promise<unknown>;
  onDone: () => void;
  onBack: () => void;
}

/** A blank choice is no choice (the rule then says it is missing), not an unknown method. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The rule's name of each answer, then what it means at the desk. */
const RULE_LABEL: Record<CobroSalidaAnticipada, string> = { noches_usadas: STAY_CHANGE_TEXT.apply, estadia_completa: STAY_CHANGE_TEXT.keep };

export function EarlyCheckoutForm({ reservaId, review, cobroInicial, checkOut, onDone, onBack }: EarlyCheckoutFormProps) {
  const ids = useId();
  const pending = review.amount.kind === 'pending';
  const reembolso = review.apply?.refund ?? 0;
  const form = useEarlyCheckoutForm(reservaId, reembolso, cobroInicial);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const cobro = useWatch({ control, name: 'cobro' }) ?? cobroInicial;
  const waiting = cobro === 'noches_usadas' && pending;
  const metodoId = `${ids}-metodo`;
  const metodoError = errors.reembolso_metodo_pago?.message;

  const submit = form.handleSubmit(async (data) => {
    try {
      await checkOut(data);
      onDone();
    } catch (error) {
      // An ended session shows nothing here: the login dialog opens over the form, and what was chosen stays.
      const message = failureMessage(error, MSG.errorRegistrarSalida);
      if (message !== null) form.setError('root.server', { message });
    }
  });

  return (
    <form className="fd-early-form" onSubmit={(event) => void submit(event)} aria-label="Salida anticipada" noValidate>
      <fieldset className="fd-early-cobro">
        <legend>¿Qué se cobra?</legend>
        {COBRO_SALIDA_OPCIONES.map((o) => {
          const choice = o.value === 'noches_usadas' ? review.apply : review.keep;
          return (
            <label key={o.value} className="fd-early-choice">
              <input type="radio" value={o.value} disabled={choice === null && !pending} {...register('cobro')} />
              <span>
                <span className="fd-early-choice-label">
                  {RULE_LABEL[o.value]}: {o.label.toLowerCase()}
                </span>
                <span className="fd-early-choice-amount">
                  {choice ? <AmountChoiceOutcome choice={choice} /> : pending ? STAY_CHANGE_TEXT.pending : STAY_CHANGE_TEXT.keptNoPrice}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {cobro === 'noches_usadas' && reembolso > 0 ? (
        <div className="field fd-early-refund">
          <label htmlFor={metodoId}>Cómo se devuelve la diferencia</label>
          <select
            id={metodoId}
            aria-invalid={metodoError ? true : undefined}
            aria-describedby={metodoError ? `${metodoId}-error` : undefined}
            {...register('reembolso_metodo_pago', { shouldUnregister: true, setValueAs: blankToUndefined })}
          >
            <option value="">Elija cómo se devuelve…</option>
            {METODO_PAGO_OPCIONES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
          {metodoError ? (
            <span className="field-error" id={`${metodoId}-error`} role="alert">
              {metodoError}
            </span>
          ) : null}
        </div>
      ) : null}
      <p className="fd-early-outcome" role="status" data-testid="fd-early-outcome">
        {waiting ? STAY_CHANGE_TEXT.pending : earlyCheckoutOutcomeText(review, cobro)}
      </p>
      {errors.root?.server ? (
        <p className="field-error fd-early-refusal" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isSubmitting}>
          Volver
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || waiting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Registrando…' : 'Registrar salida'}
        </button>
      </div>
    </form>
  );
}
