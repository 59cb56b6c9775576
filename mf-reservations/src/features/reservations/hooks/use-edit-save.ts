/**
 * Saving the edit modal: PUT reservas with the id and only what changed. A change of the stay or its price waits for
 * the clerk's answer in the changed stay's confirmation (issue 32) and is sent with the amount chosen there; a
 * refusal from the server stays in the modal (and in a toast) with what was typed.
 */
import { useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { reservaUpdateSchema, type Reserva } from '@camping/contracts/schemas/reserva';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import type { StayChangeReview } from '@camping/contracts/stay-change';
import type { StayChangeConfirmationProps } from '@camping/ui/stay-change-confirmation';
import { notify } from '@camping/ui/toast';
import type { MinimumStayOverride } from '@camping/ui/minimum-stay-override';
import type { useUpdateReserva } from '../api/use-reserva-mutations';
import { changedFields, type EditParsed } from '../lib/edit-reservation-form';

export function useEditSave({
  reserva,
  update,
  review,
  onClose,
  minimo,
}: {
  reserva: Reserva;
  update: ReturnType<typeof useUpdateReserva>;
  review: (parsed: EditParsed) => StayChangeReview;
  onClose: () => void;
  /** The seasons' minimum stay on the new dates (issue 35): refused until overridden, then sent as `motivo_minimo`. */
  minimo: Pick<MinimumStayOverride, 'blocker' | 'body'>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  // The checked values waiting for the clerk's answer in the confirmation; nothing is sent meanwhile.
  const [confirming, setConfirming] = useState<EditParsed | null>(null);

  const save = (parsed: EditParsed) => {
    const changed = changedFields(reserva, parsed);
    if (Object.keys(changed).length === 1) {
      notify.info('No hay cambios para guardar');
      onClose();
      return;
    }
    const body = { ...changed, ...minimo.body };
    const checked = reservaUpdateSchema.safeParse(body);
    if (!checked.success) {
      setServerError(firstIssueMessage(checked.error));
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notify.success(MSG.reservaActualizada);
        onClose();
      },
      onError: (error) => {
        const message = failureMessage(error, MSG.errorActualizarReserva);
        if (message === null) return;
        setServerError(message);
        notify.error(message);
      },
    });
  };

  const answer = (parsed: EditParsed | null) => {
    setConfirming(null);
    if (parsed) save(parsed);
  };
  const confirmation: Omit<StayChangeConfirmationProps, 'reserva'> = {
    review: confirming ? review(confirming) : null,
    onApply: (montoTotal) => answer(confirming && { ...confirming, monto_total: montoTotal }),
    onKeep: () => answer(confirming),
    onBack: () => setConfirming(null),
  };

  return {
    serverError,
    clearServerError: () => setServerError(null),
    onSubmit: (parsed: EditParsed) => {
      setServerError(null);
      if (minimo.blocker) {
        setServerError(minimo.blocker);
        notify.error(minimo.blocker);
        return;
      }
      if (review(parsed).needsConfirmation) setConfirming(parsed);
      else save(parsed);
    },
    /** The props of the changed stay's confirmation. */
    confirmation,
  };
}
