/**
 * The year's long weekends from the national holidays (GET temporadas/sugerencias): suggestions the clerk confirms.
 * «Crear temporada» only opens the form, prefilled; nothing is applied until it is saved.
 */
import type { FinDeSemanaLargo } from '@camping/contracts/schemas/temporada';
import { Spinner } from '@camping/ui/spinner';
import { rangeText } from '../lib/season-labels';
import { useSugerencias } from '../api/temporadas-queries';

export interface LongWeekendsProps {
  anio: number;
  canEdit: boolean;
  onCreate: (s: FinDeSemanaLargo) => void;
}

export function LongWeekends({ anio, canEdit, onCreate }: LongWeekendsProps) {
  const sugerencias = useSugerencias(anio);
  let body;
  if (sugerencias.isPending) body = <Spinner label="Buscando fines de semana largos..." />;
  else if (sugerencias.isError)
    body = (
      <p className="empty-state" role="alert">
        No se pudieron cargar los fines de semana largos de {anio}.
      </p>
    );
  else if (sugerencias.data.sugerencias.length === 0) body = <p className="empty-state">No hay fines de semana largos en {anio}.</p>;
  else
    body = (
      <>
        <p className="field-hint">{sugerencias.data.aviso}</p>
        {/* Focusable: a list that scrolls must be reachable by keyboard. */}
        <ul className="mfc-long-weekends" tabIndex={0} aria-label={`Fines de semana largos sugeridos para ${anio}`}>
          {sugerencias.data.sugerencias.map((s) => (
            <li key={s.desde} className="mfc-long-weekend">
              <div>
                <strong>{s.nombre}</strong>
                <span className="mfc-long-weekend-dates">
                  {rangeText(s)} · {s.dias} días
                </span>
                <span className="mfc-long-weekend-holidays">{s.feriados.map((f) => f.nombre).join(', ')}</span>
              </div>
              {canEdit ? (
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => onCreate(s)} aria-label={`Crear temporada: ${s.nombre}, ${rangeText(s)}`}>
                  Crear temporada
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section className="mfc-long-weekends-panel" aria-labelledby={`mfc-findes-${anio}`}>
      <h3 id={`mfc-findes-${anio}`}>Fines de semana largos {anio}</h3>
      {body}
    </section>
  );
}
