/**
 * The changed stay's confirmation for the calendar's screens (issue 32): a room move from the detail panel, and the
 * Planilla's drag, resize and «Mover». It reads the list's price of a night only when the rule needs one (something
 * priced changed on a cabin or dormi), then shows the shared confirmation; nothing is saved until the clerk accepts.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reviewStayChange, type StayTerms } from '@camping/contracts/stay-change';
import { StayChangeConfirmation } from '@camping/ui/stay-change-confirmation';
import { useNightPrice } from '../api/use-night-price';

/** Where a stay is proposed to go: its unit (with number and type, to name and price it) and dates. */
export type StayTarget = Pick<StayTerms, 'hospedaje_id' | 'numero_hospedaje' | 'tipo_hospedaje_id' | 'fecha_entrada' | 'fecha_salida'>;

export interface StayProposal {
  reserva: Reserva;
  to: StayTarget;
}

export interface StayChangeDialogProps {
  proposal: StayProposal | null;
  /** The clerk accepted: `montoTotal` with «Aplicar monto nuevo», undefined to keep the amount. */
  onAccept: (proposal: StayProposal, montoTotal: number | undefined) => void;
  onBack: () => void;
  returnFocusTo?: HTMLElement | null;
}

export function StayChangeDialog({ proposal, onAccept, onBack, returnFocusTo }: StayChangeDialogProps) {
  const changed = proposal ? { ...proposal.reserva, ...proposal.to } : null;
  // The rule says first whether it needs a price at all: the same nights in another unit of the type cost the same,
  // and camping and groups keep their amount.
  const draft = proposal && changed ? reviewStayChange(proposal.reserva, changed, { status: 'pending' }) : null;
  const needsPrice = draft?.amount.kind === 'pending';
  const price = useNightPrice(changed, needsPrice);
  const review = proposal && changed && needsPrice ? reviewStayChange(proposal.reserva, changed, price) : draft;
  return (
    <StayChangeConfirmation
      review={review}
      reserva={proposal?.reserva ?? null}
      returnFocusTo={returnFocusTo}
      onApply={(montoTotal) => (proposal ? onAccept(proposal, montoTotal) : undefined)}
      onKeep={() => (proposal ? onAccept(proposal, undefined) : undefined)}
      onBack={onBack}
    />
  );
}
