/** The seasons, one card each: colour, name, ranges, mode, surcharge, minimum, closed days; an admin edits or deletes. */
import type { Temporada } from '@camping/contracts/schemas/temporada';
import { closedDaysLabel, minimumLabel, modeLabel, rangeText, surchargeLabel } from '../lib/season-labels';

export interface SeasonListProps {
  temporadas: readonly Temporada[];
  canEdit: boolean;
  onEdit: (t: Temporada) => void;
  onDelete: (t: Temporada) => void;
}

export function SeasonList({ temporadas, canEdit, onEdit, onDelete }: SeasonListProps) {
  if (temporadas.length === 0) {
    return <p className="empty-state">No hay temporadas definidas: todas las noches se cobran con los precios base.</p>;
  }
  return (
    <ul className="mfc-season-list" aria-label="Temporadas definidas">
      {temporadas.map((t) => (
        <li key={t.id} className="mfc-season-card" aria-label={t.nombre}>
          <div className="mfc-season-card-head">
            <span className="mfc-season-swatch" style={{ backgroundColor: t.color }} aria-hidden="true" />
            <h3>{t.nombre}</h3>
          </div>
          <ul className="mfc-season-ranges-list" aria-label={`Fechas de ${t.nombre}`}>
            {t.rangos.map((r) => (
              <li key={r.desde}>{rangeText(r)}</li>
            ))}
          </ul>
          <dl className="mfc-season-facts">
            <div>
              <dt>Precio</dt>
              <dd>{modeLabel(t)}</dd>
            </div>
            <div>
              <dt>Fin de semana</dt>
              <dd>{surchargeLabel(t.recargo_fin_de_semana)}</dd>
            </div>
            <div>
              <dt>Estadía mínima</dt>
              <dd>{minimumLabel(t.minimo_noches)}</dd>
            </div>
            <div>
              <dt>Ingresos</dt>
              <dd>{closedDaysLabel(t.dias_sin_ingreso)}</dd>
            </div>
          </dl>
          {canEdit ? (
            <div className="mfc-season-card-actions">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onEdit(t)} aria-label={`Editar ${t.nombre}`}>
                Editar
              </button>
              <button type="button" className="btn btn-danger-outline btn-sm" onClick={() => onDelete(t)} aria-label={`Eliminar ${t.nombre}`}>
                Eliminar
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
