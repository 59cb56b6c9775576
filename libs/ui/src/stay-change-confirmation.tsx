/**
 * «Confirmar cambio de la estadía» (issue 32), written once for the Reservas edit modal, the Planilla and the
 * calendar (and, as `StayChangeReviewBody` under its date field, «Hoy»'s «Extender estadía»): it shows what the
 * shared rule (contracts stay-change.ts) answers — old and new dates and unit, the amount the list gives the changed
 * stay with its breakdown, what was paid and the balance under each choice — and asks: «Aplicar monto nuevo» or
 * «Mantener monto» («Confirmar cambio» when there is nothing to choose), or «Volver», which saves nothing. Each screen
 * sends the choice with its own mutation (this library cannot reach a remote's QueryClient, docs/payments.md), and
 * closes this dialog as it sends. A change the seasons refuse (issue 35: a minimum stay, a day with no arrivals) is
 * sent only once the clerk overrides it with a reason, «Exceptuar la estadía mínima», handed to the screen with the
 * choice as `motivo_minimo` (the edit modal asks it in its own form and says so with `overrideAsked`).
 */
import { useId } from 'react';
import { formatARSCents, formatClientName } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { STAY_CHANGE_TEXT, type AmountChoice, type StayChangeReview } from '@camping/contracts/stay-change';
// By package name, not './dialog': this dialog opens over the edit modal and the calendar's detail, and a second
// bundled copy of Radix would not know their layer (see cancel-reservation-dialog.tsx).
import { Dialog } from '@camping/ui/dialog';
import { MinimumStayOverrideFields, useMinimumStayOverride, type MinimumStayBody } from '@camping/ui/minimum-stay-override';

export interface StayChangeConfirmationProps {
  /** The rule's answer for the change; null while nothing is asked (closed). */
  review: StayChangeReview | null;
  reserva: Pick<Reserva, 'id' | 'nombre' | 'apellido'> | null;
  /** «Aplicar monto nuevo»: the change with this `monto_total` (and the override's reason, when there is one). */
  onApply: (montoTotal: number, minimo: MinimumStayBody) => void;
  /** «Mantener monto» / «Confirmar cambio»: the change with the amount the screen holds. */
  onKeep: (minimo: MinimumStayBody) => void;
  /** «Volver», Escape, × or the overlay: nothing is saved. */
  onBack: () => void;
  returnFocusTo?: HTMLElement | null;
  /** The screen asked the seasons' override in its own form (the edit modal): the refusal is only shown here. */
  overrideAsked?: boolean;
}

export function StayChangeConfirmation({ review, reserva, onApply, onKeep, onBack, returnFocusTo, overrideAsked }: StayChangeConfirmationProps) {
  const name = reserva ? formatClientName(reserva) : '';
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => (!open ? onBack() : undefined)}
      title="Confirmar cambio de la estadía"
      description={reserva ? `Reserva #${reserva.id}${name ? ` · ${name}` : ''}` : undefined}
      returnFocusTo={returnFocusTo}
    >
      {review ? <StayChangeReviewBody review={review} onApply={onApply} onKeep={onKeep} onBack={onBack} overrideAsked={overrideAsked} /> : null}
    </Dialog>
  );
}

export type StayChangeReviewBodyProps = { review: StayChangeReview } & Pick<StayChangeConfirmationProps, 'onApply' | 'onKeep' | 'onBack' | 'overrideAsked'> & {
  /** The screen is saving the clerk's answer: no second answer (or «Volver») meanwhile. */
  busy?: boolean;
};

/**
 * The confirmation without its dialog: the facts, the outcome of each choice and the three buttons. «Hoy»'s «Extender
 * estadía» shows it live under its own date field, in its own dialog.
 */
export function StayChangeReviewBody({ review, onApply, onKeep, onBack, busy = false, overrideAsked = false }: StayChangeReviewBodyProps) {
  const id = useId();
  const { amount, apply, keep } = review;
  const pending = amount.kind === 'pending';
  // The seasons' refusal: nothing is sent until the clerk overrides it with a reason (issue 35).
  const override = useMinimumStayOverride(overrideAsked ? null : review.seasonRefusal);
  const blocked = override.blocker !== null;
  // A choice to make: a new amount beside the kept one (or on its way). Otherwise one button confirms the change.
  const choosing = apply !== null || pending;
  const canApply = apply !== null && apply.refusal === null && !blocked;
  const keepDescribed = keep.refusal ? `${id}-keep` : blocked ? `${id}-minimo` : undefined;
  return (
    <>
      <StayChangeFacts review={review} refusalId={`${id}-minimo`} />
      <MinimumStayOverrideFields idPrefix={`${id}-stay`} override={override} hideRefusal showError={override.motivo !== ''} disabled={busy} />
      <ul className="stay-change-outcomes" aria-label="Cómo queda la cuenta" data-testid="stay-change-outcomes">
        {choosing ? (
          <li id={`${id}-apply`}>
            <strong>{STAY_CHANGE_TEXT.apply}:</strong> {apply ? <AmountChoiceOutcome choice={apply} /> : STAY_CHANGE_TEXT.pending}
          </li>
        ) : null}
        <li id={`${id}-keep`}>
          <strong>{choosing ? keep.label : 'Monto que queda'}:</strong> <AmountChoiceOutcome choice={keep} />
        </li>
      </ul>
      <div className="dialog-actions stay-change-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          {STAY_CHANGE_TEXT.back}
        </button>
        <button
          type="button"
          className={choosing ? 'btn btn-secondary' : 'btn btn-primary'}
          onClick={() => onKeep(override.body)}
          disabled={busy || keep.refusal !== null || blocked}
          aria-describedby={keepDescribed}
        >
          {keep.label}
        </button>
        {choosing ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => (canApply ? onApply(apply.total, override.body) : undefined)}
            disabled={busy || !canApply}
            aria-describedby={canApply ? undefined : blocked && apply?.refusal === null ? `${id}-minimo` : `${id}-apply`}
          >
            {STAY_CHANGE_TEXT.apply}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * What the rule says of the change, without the choice: old → new lines, the amount (before, the list's, its
 * breakdown), what was paid, and why the amount is kept when it is. The early check-out asks its own question below.
 */
export function StayChangeFacts({ review, refusalId }: { review: StayChangeReview; refusalId?: string }) {
  const { amount } = review;
  const pending = amount.kind === 'pending';
  return (
    <>
      <dl className="stay-change">
        {review.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>
              {line.after === null ? (
                line.before
              ) : (
                <>
                  <span className="stay-change-was">Antes: {line.before}</span>
                  <span className="stay-change-now">Ahora: {line.after}</span>
                </>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>Monto</dt>
          <dd data-testid="stay-change-amount">
            {amount.kind === 'repriced' || pending ? (
              <>
                <span className="stay-change-was">Antes: {formatARSCents(review.before)}</span>
                <span className="stay-change-now">
                  {amount.kind === 'repriced' && amount.prorated ? 'Por noche de la estadía' : 'Según las tarifas'}:{' '}
                  {amount.kind === 'repriced' ? formatARSCents(amount.total) : 'calculando...'}
                </span>
                {amount.kind === 'repriced' ? <span className="stay-change-breakdown">{amount.breakdown}</span> : null}
              </>
            ) : (
              formatARSCents(review.before)
            )}
          </dd>
        </div>
        <div>
          <dt>Pagado</dt>
          <dd data-testid="stay-change-paid">{formatARSCents(review.paid)}</dd>
        </div>
      </dl>
      {amount.kind === 'kept' ? <p className="stay-change-note">{amount.note}</p> : null}
      {review.seasonRefusal ? (
        <p className="stay-change-refused" role="alert" data-testid="stay-change-season-refusal" id={refusalId}>
          {review.seasonRefusal}.
        </p>
      ) : null}
    </>
  );
}

/**
 * «$ 280.000 · saldo $ 70.000» («$ 92.000 · se reembolsan $ 258.000 · saldo $ 0» where the screen gives the excess
 * back), or why that choice cannot be sent (a total below what was paid).
 */
export function AmountChoiceOutcome({ choice }: { choice: AmountChoice }) {
  if (choice.refusal) return <span className="stay-change-refused">{choice.refusal}</span>;
  return (
    <>
      {formatARSCents(choice.total)} ·{' '}
      {choice.refund ? <span className="stay-change-refund">se reembolsan {formatARSCents(choice.refund)} · </span> : null}
      <span className="stay-change-balance">saldo {formatARSCents(choice.balance)}</span>
    </>
  );
}
