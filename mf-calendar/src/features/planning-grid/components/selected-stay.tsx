/**
 * The line above the grid while the address selects a stay («Mover nuestra estadía» in Canales, issue #19): who and
 * where, its open conflicts, «Mover…» (the keyboard's M dialog) and «Quitar selección». A stay not in the window's
 * data (moved, cancelled, or other dates) says so instead of pretending.
 */
import { formatDateAR } from '@camping/contracts/format';
import type { Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { conflictLine } from '../../calendar/lib/block-events';
import { eventTitle, hospedajeLabel } from '../../calendar/lib/reservation-events';
import { barStyle } from '../lib/bar-style';

export interface SelectedStayProps {
  id: number;
  /** Undefined while the window loads or when the stay is not in it. */
  reserva: Reserva | undefined;
  loading: boolean;
  conflictos: readonly Conflicto[];
  onMove: (reserva: Reserva) => void;
  onClear: () => void;
}

export function SelectedStay({ id, reserva: r, loading, conflictos, onMove, onClear }: SelectedStayProps) {
  if (!r && loading) return null;
  return (
    <div className="plan-selected" role="region" aria-label="Reserva seleccionada">
      <p className="plan-selected-text">
        {r ? (
          <>
            <strong>Reserva #{r.id} seleccionada:</strong> {eventTitle(r)} · {hospedajeLabel(r)} · del {formatDateAR(r.fecha_entrada)} al{' '}
            {formatDateAR(r.fecha_salida)}. Arrástrela a otra fila o a otros días, o use «Mover…».
            {conflictos.map((k) => (
              <span key={k.id} className="plan-selected-conflict">
                {conflictLine(k)}
              </span>
            ))}
          </>
        ) : (
          `La reserva #${id} no está en estas fechas de la planilla (puede haberse movido o cancelado).`
        )}
      </p>
      <div className="plan-selected-actions">
        {r && barStyle(r.estado).movable ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onMove(r)}>
            Mover…
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClear}>
          Quitar selección
        </button>
      </div>
    </div>
  );
}
