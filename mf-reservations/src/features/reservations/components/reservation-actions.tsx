/** Ver, Editar and Eliminar of one reservation, in a table row or a card. */
import type { Reserva } from '@camping/contracts/schemas/reserva';

export interface ReservationActionHandlers {
  onView: (r: Reserva) => void;
  onEdit: (r: Reserva) => void;
  onDelete: (r: Reserva) => void;
}

export function ReservationActions({ reserva, onView, onEdit, onDelete }: ReservationActionHandlers & { reserva: Reserva }) {
  const who = `${reserva.apellido}, ${reserva.nombre}`;
  return (
    <div className="rsv-actions" onClick={(e) => e.stopPropagation()}>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onView(reserva)} aria-label={`Ver reserva #${reserva.id} de ${who}`}>
        Ver
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onEdit(reserva)} aria-label={`Editar reserva #${reserva.id} de ${who}`}>
        Editar
      </button>
      <button
        type="button"
        className="btn btn-sm rsv-btn-danger-outline"
        onClick={() => onDelete(reserva)}
        aria-label={`Eliminar reserva #${reserva.id} de ${who}`}
      >
        Eliminar
      </button>
    </div>
  );
}
