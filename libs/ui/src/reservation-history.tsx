/**
 * «Historial de cambios» of one reservation (issue 17), written once for the calendar's detail panel and the Reservas
 * detail modal: who did what and when, its payments included, newest first, in the sentences of
 * @camping/contracts/historial. Folded until opened (most looks at a booking do not need it); read again whenever
 * the reservation on screen changes. Plain state, as the payments panel: this library is a federation singleton.
 */
import { useEffect, useState } from 'react';
import { getHistorial } from '@camping/contracts/api/historial';
import { errorMessage } from '@camping/contracts/api/http';
import { formatDateTimeAR } from '@camping/contracts/format';
import { describirCambio } from '@camping/contracts/historial';
import type { HistorialNombres } from '@camping/contracts/historial-nombres';
import { MSG } from '@camping/contracts/messages';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import { Spinner } from './spinner';

const PAGE_SIZE = 20;

export interface ReservationHistoryProps {
  /** The reservation as shown: a new object (after an edit or a payment) reads the history again. */
  reserva: { id: number };
}

export function ReservationHistory({ reserva }: ReservationHistoryProps) {
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<{ filas: HistorialFila[]; nombres?: HistorialNombres; hayMas: boolean; error: string | null } | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    getHistorial({ page: 1, page_size: PAGE_SIZE * pages, entidad: 'reserva', entidad_id: reserva.id }, controller.signal).then(
      (res) => setState({ filas: res.historial, nombres: res.nombres, hayMas: res.hay_mas, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ filas: [], hayMas: false, error: errorMessage(error, MSG.errorCargarHistorial) });
      },
    );
    return () => controller.abort();
  }, [open, reserva, pages]);

  return (
    <details className="history-panel" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Historial de cambios</summary>
      {open && !state ? <Spinner label="Cargando historial..." /> : null}
      {state?.error ? (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {state && !state.error && state.filas.length === 0 ? <p className="history-empty">{MSG.historialVacio}</p> : null}
      {state && state.filas.length > 0 ? (
        <ol className="history-list" aria-label="Cambios de la reserva">
          {state.filas.map((f) => (
            <li key={f.id}>
              <span className="history-when">{formatDateTimeAR(f.at)}</span> · <strong>{f.usuario}</strong> · {describirCambio(f, state.nombres)}
            </li>
          ))}
        </ol>
      ) : null}
      {state?.hayMas ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPages((p) => p + 1)}>
          Ver más
        </button>
      ) : null}
    </details>
  );
}
