/**
 * Ver, Editar, Cancelar and Eliminar of one reservation, in a table row or a card; «Confirmar» first on a live hold.
 * «Cancelar» only where the stay can still be cancelled (issue 32). Without `onDelete` (reception: only administrators
 * delete, docs/staff.md) there is no «Eliminar».
 */
import { isLiveHold } from '@camping/contracts/holds';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { cancelacionError } from '@camping/contracts/cancellation';

export interface ReservationActionHandlers {
  onView: (r: Reserva) => void;
  onEdit: (r: Reserva) => void;
  onDelete?: (r: Reserva) => void;
  /** «Cancelar reserva»: the reason and what happens to the money (issue 32). */
  onCancel?: (r: Reserva) => void;
  /** «Confirmar» a hold (pre-reserva). */
  onConfirm?: (r: Reserva) => void;
}

export function ReservationActions({ reserva, onView, onEdit, onDelete, onCancel, onConfirm }: ReservationActionHandlers & { reserva: Reserva }) {
  const who = `${reserva.apellido}, ${reserva.nombre}`;
  return (
    <div className="rsv-actions" onClick={(e) => e.stopPropagation()}>
      {onConfirm && isLiveHold(reserva) ? (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => onConfirm(reserva)} aria-label={`Confirmar pre-reserva #${reserva.id} de ${who}`}>
          Confirmar
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onView(reserva)} aria-label={`Ver reserva #${reserva.id} de ${who}`}>
        Ver
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onEdit(reserva)} aria-label={`Editar reserva #${reserva.id} de ${who}`}>
        Editar
      </button>
      {onCancel && cancelacionError(reserva) === null ? (
        <button
          type="button"
          className="btn btn-sm rsv-btn-danger-outline"
          onClick={() => onCancel(reserva)}
          aria-label={`Cancelar reserva #${reserva.id} de ${who}`}
          title="Cancelar reserva"
        >
          Cancelar
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="btn btn-sm rsv-btn-danger-outline"
          onClick={() => onDelete(reserva)}
          aria-label={`Eliminar reserva #${reserva.id} de ${who}`}
        >
          Eliminar
        </button>
      ) : null}
    </div>
  );
}
