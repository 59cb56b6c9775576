/**
 * «Cancelar reserva» in this remote (issue 32): the shared dialog (libs/ui) with this remote's mutation, which reads
 * the lists, «Hoy» and the availability again once the stay is cancelled.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { CancelReservationDialog } from '@camping/ui/cancel-reservation-dialog';
import { useCancelReserva } from '../api/use-reserva-mutations';

export function CancelReservation({
  reserva,
  onClose,
  onCancelled,
}: {
  reserva: Reserva | null;
  onClose: () => void;
  onCancelled?: (reserva: Reserva) => void;
}) {
  const cancel = useCancelReserva();
  return <CancelReservationDialog reserva={reserva} onClose={onClose} cancel={cancel.mutateAsync} onCancelled={onCancelled} />;
}
