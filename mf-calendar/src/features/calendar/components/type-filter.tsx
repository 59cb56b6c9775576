/** 'Seleccionar tipo de hospedaje:' and its four coloured buttons; one type is shown at a time. */
import type { CSSProperties } from 'react';
import type { TipoHospedajeId } from '@camping/contracts/domain';
import { TIPO_FILTROS } from '../lib/reservation-events';

export interface TypeFilterProps {
  value: TipoHospedajeId;
  onChange: (tipo: TipoHospedajeId) => void;
}

export function TypeFilter({ value, onChange }: TypeFilterProps) {
  return (
    <div className="cal-filter">
      <h2 id="cal-filter-title" className="cal-filter-title">
        Seleccionar tipo de hospedaje:
      </h2>
      <div className="cal-filter-buttons" role="group" aria-labelledby="cal-filter-title">
        {TIPO_FILTROS.map(({ tipo, label, color }) => (
          <button
            key={tipo}
            type="button"
            className={value === tipo ? 'cal-filter-btn active' : 'cal-filter-btn'}
            style={{ '--cal-tipo-color': color } as CSSProperties}
            aria-pressed={value === tipo}
            data-tipo={tipo}
            onClick={() => onChange(tipo)}
          >
            <span className="cal-filter-dot" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
