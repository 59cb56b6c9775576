/**
 * «Extender estadía» at «Hoy» (issue 32): the new departure (DD/MM/YYYY, one night more to start), and under it,
 * live, what the one rule for a changed stay answers — booked → new dates, the amount before and by the list with
 * its breakdown, what was paid, the balance each choice leaves — with the confirmation's own buttons: «Volver»,
 * «Mantener monto», «Aplicar monto nuevo». A date not after the booked departure is refused here and nothing is
 * offered to send; the server's refusal (the unit taken on the new nights...) shows in place and nothing closes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatClientName, formatDateAR } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { STAY_CHANGE_TEXT } from '@camping/contracts/stay-change';
import { DateField } from '@camping/ui/date-field';
// By package name: Module Federation shares a module by the request that names it (see libs/ui's cancel dialog).
import { Dialog } from '@camping/ui/dialog';
import { StayChangeReviewBody } from '@camping/ui/stay-change-confirmation';
import { lodgingLabel } from '../../../lib/lodging-label';
import { useExtendStay } from '../hooks/use-extend-stay';
import './extend-stay.css';

export interface ExtendStayDialogProps {
  reserva: Reserva | null;
  onClose: () => void;
}

export function ExtendStayDialog({ reserva, onClose }: ExtendStayDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Extender estadía"
      description={reserva ? `${formatClientName(reserva)} · ${lodgingLabel(reserva)}` : undefined}
      dismissable={!saving}
    >
      {/* Keyed by the stay: another stay starts again from its own departure. */}
      {reserva ? <ExtendStayBody key={reserva.id} reserva={reserva} onClose={onClose} onSaving={setSaving} /> : null}
    </Dialog>
  );
}

function ExtendStayBody({ reserva: r, onClose, onSaving }: { reserva: Reserva; onClose: () => void; onSaving: (saving: boolean) => void }) {
  const ids = useId();
  const extension = useExtendStay(r, onClose);
  const { dateError, review, serverError, saving } = extension;
  // While the answer is on its way, Escape and the overlay do not close the dialog (as the early check-out's).
  useEffect(() => {
    onSaving(saving);
    return () => onSaving(false);
  }, [saving, onSaving]);
  const fieldId = `${ids}-salida`;
  const problem = dateError ?? serverError;
  const refusal = useRef<HTMLParagraphElement>(null);
  // The refusal comes after a click on the buttons below: on a phone it may be above the visible part of the dialog.
  useEffect(() => {
    if (serverError) refusal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [serverError]);

  return (
    <>
      <div className="field fd-extend-date">
        <label htmlFor={fieldId}>Nueva fecha de salida</label>
        <DateField
          id={fieldId}
          value={extension.salida}
          onChange={extension.setSalida}
          disabled={saving}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-problem` : ''}`}
        />
        <span className="field-hint" id={`${fieldId}-hint`}>
          Salida reservada: {formatDateAR(r.fecha_salida)}
        </span>
        {problem ? (
          <p className="field-error fd-extend-problem" id={`${fieldId}-problem`} role="alert" ref={refusal}>
            {problem}
          </p>
        ) : null}
      </div>
      {review ? (
        <StayChangeReviewBody
          review={review}
          busy={saving}
          onApply={(monto, minimo) => extension.save(monto, minimo)}
          onKeep={(minimo) => extension.save(undefined, minimo)}
          onBack={onClose}
        />
      ) : (
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {STAY_CHANGE_TEXT.back}
          </button>
        </div>
      )}
    </>
  );
}
