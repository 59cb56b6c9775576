/** Date range, payment method and lodging type; results follow every change, no "apply" step. */
import { maxFutureIso } from '@camping/contracts/dates';
import {
  RANGE_PRESETS,
  presetRange,
  type RangePreset,
  type ReportFilters as Filters,
} from '../hooks/use-report-filters';
import { METODO_PAGO_FILTER_OPTIONS, TIPO_HOSPEDAJE_FILTER_OPTIONS } from '../lib/report-labels';
import { SelectField } from './select-field';

export interface ReportFiltersProps {
  filters: Filters;
  error: string | null;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  onPreset: (preset: RangePreset) => void;
  onReset: () => void;
}

export function ReportFilters({ filters, error, onChange, onPreset, onReset }: ReportFiltersProps) {
  const maxDate = maxFutureIso();
  const activePreset = RANGE_PRESETS.find((preset) => {
    const range = presetRange(preset.id);
    return range.fecha_inicio === filters.fecha_inicio && range.fecha_fin === filters.fecha_fin;
  })?.id;

  return (
    <section className="card reports-filters" aria-labelledby="reports-filters-title">
      <div className="reports-filters-head">
        <h2 id="reports-filters-title" className="reports-card-title">
          Filtros
        </h2>
        <div className="reports-presets" role="group" aria-label="Períodos rápidos">
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className={`reports-chip${activePreset === preset.id ? ' is-active' : ''}`}
              aria-pressed={activePreset === preset.id}
              onClick={() => onPreset(preset.id)}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </div>
      <div className="reports-filters-grid">
        <div className="field">
          <label htmlFor="reports-fecha-inicio">Desde</label>
          <input
            id="reports-fecha-inicio"
            type="date"
            value={filters.fecha_inicio}
            max={filters.fecha_fin || maxDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reports-filters-error' : undefined}
            onChange={(event) => onChange('fecha_inicio', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="reports-fecha-fin">Hasta</label>
          <input
            id="reports-fecha-fin"
            type="date"
            value={filters.fecha_fin}
            min={filters.fecha_inicio || undefined}
            max={maxDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reports-filters-error' : undefined}
            onChange={(event) => onChange('fecha_fin', event.target.value)}
          />
        </div>
        <SelectField
          id="reports-metodo-pago"
          label="Método de pago"
          value={filters.metodo_pago}
          options={METODO_PAGO_FILTER_OPTIONS}
          onChange={(value) => onChange('metodo_pago', value)}
        />
        <SelectField
          id="reports-tipo-hospedaje"
          label="Tipo de hospedaje"
          value={filters.tipo_hospedaje}
          options={TIPO_HOSPEDAJE_FILTER_OPTIONS}
          onChange={(value) => onChange('tipo_hospedaje', value)}
        />
      </div>
      <div className="reports-filters-foot">
        {error ? (
          <p id="reports-filters-error" className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field-hint">Deje una fecha vacía para no limitar ese extremo del período.</p>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onReset}>
          Restablecer filtros
        </button>
      </div>
    </section>
  );
}
