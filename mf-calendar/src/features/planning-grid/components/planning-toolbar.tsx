/** «Anterior», «Hoy», «Siguiente», the first day, the window's length and «Mostrar canceladas». */
import { formatDateAR } from '@camping/contracts/format';
import { DateField } from '@camping/ui/date-field';
import { WINDOW_LENGTHS, type PlanningPlace, type WindowLength } from '../lib/planning-window';

export interface PlanningToolbarProps {
  place: PlanningPlace;
  hasta: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onChange: (change: Partial<PlanningPlace>) => void;
}

export function PlanningToolbar({ place, hasta, onStep, onToday, onChange }: PlanningToolbarProps) {
  return (
    <div className="plan-toolbar">
      <div className="plan-nav" role="group" aria-label="Período">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onStep(-1)}>
          Anterior
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onToday}>
          Hoy
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onStep(1)}>
          Siguiente
        </button>
      </div>
      <div className="plan-range">
        <label htmlFor="plan-desde">Desde</label>
        <DateField id="plan-desde" value={place.desde} onChange={(desde) => onChange({ desde })} />
        <label htmlFor="plan-dias">Días</label>
        <select id="plan-dias" className="input" value={place.dias} onChange={(e) => onChange({ dias: Number(e.target.value) as WindowLength })}>
          {WINDOW_LENGTHS.map((n) => (
            <option key={n} value={n}>
              {n} días
            </option>
          ))}
        </select>
      </div>
      <label className="plan-cancelled">
        <input type="checkbox" checked={place.canceladas} onChange={(e) => onChange({ canceladas: e.target.checked })} />
        Mostrar canceladas
      </label>
      <p className="plan-period" aria-live="polite">
        Del {formatDateAR(place.desde)} al {formatDateAR(hasta)}
      </p>
    </div>
  );
}
