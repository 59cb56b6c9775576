/**
 * The changed stay's confirmation for the calendar's screens (issue 32): a room move from the detail panel, and the
 * Planilla's drag, resize and «Mover». It reads the list's price of a night only when the rule needs one (something
 * priced changed on a cabin or dormi), and the seasons' limits of camping's and groups' new dates (issue 35), then
 * shows the shared confirmation; nothing is saved until the clerk accepts (overriding the seasons' refusal, if any,
 * with a reason that goes with the answer as `motivo_minimo`).
 */
import { useQuery } from '@tanstack/react-query';
import { stayLimitOf, stayLimitsQuery } from '@camping/contracts/api/stay-limits-query';
import { tipoSinUnidad } from '@camping/contracts/domain';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reviewStayChange, type StayTerms } from '@camping/contracts/stay-change';
import type { MinimumStayBody } from '@camping/ui/minimum-stay-override';
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
  /** The clerk accepted: `montoTotal` with «Aplicar monto nuevo», undefined to keep the amount; `minimo`, the override. */
  onAccept: (proposal: StayProposal, montoTotal: number | undefined, minimo: MinimumStayBody) => void;
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
  // Camping and groups are not priced by the list: their new dates' seasons' limits are asked apart.
  const datesMoved = Boolean(proposal && changed && (changed.fecha_entrada !== proposal.reserva.fecha_entrada || changed.fecha_salida !== proposal.reserva.fecha_salida));
  const needsLimit = datesMoved && changed !== null && tipoSinUnidad(changed.tipo_hospedaje_id);
  const seasonLimit = stayLimitOf(useQuery(stayLimitsQuery(changed?.fecha_entrada, changed?.fecha_salida, needsLimit)));
  const review = proposal && changed ? reviewStayChange(proposal.reserva, changed, needsPrice ? price : { status: 'pending' }, { seasonLimit }) : null;
  return (
    <StayChangeConfirmation
      review={review}
      reserva={proposal?.reserva ?? null}
      returnFocusTo={returnFocusTo}
      onApply={(montoTotal, minimo) => (proposal ? onAccept(proposal, montoTotal, minimo) : undefined)}
      onKeep={(minimo) => (proposal ? onAccept(proposal, undefined, minimo) : undefined)}
      onBack={onBack}
    />
  );
}
