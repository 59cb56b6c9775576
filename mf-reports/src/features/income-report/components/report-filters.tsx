/**
 * Date range, payment method and lodging type; results follow every change, no "apply" step. Each date field is held
 * only to the 10 years ahead, not to the other one: moving the period forward sets «Desde» past the old «Hasta» for
 * a moment, and the inverted range is said below (the hook's error) instead of refusing the first date typed.
 */
import { maxFutureIso } from '@camping/contracts/dates';
import { DateField } from '@camping/ui/date-field';
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
          <DateField
            id="reports-fecha-inicio"
            allowEmpty
            value={filters.fecha_inicio}
            max={maxDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reports-filters-error' : undefined}
            onChange={(iso) => onChange('fecha_inicio', iso)}
          />
        </div>
        <div className="field">
          <label htmlFor="reports-fecha-fin">Hasta</label>
          <DateField
            id="reports-fecha-fin"
            allowEmpty
            value={filters.fecha_fin}
            max={maxDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reports-filters-error' : undefined}
            onChange={(iso) => onChange('fecha_fin', iso)}
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
