/**
 * Occupancy per lodging type over the chosen range: nights sold over nights available (cancelled stays excluded by
 * the API). Groups have no fixed capacity, so they show their nights without a percentage.
 */
import { formatDateAR, formatInteger } from '@camping/contracts/format';
import type { OcupacionTipo } from '@camping/contracts/schemas/ocupacion';
import { Meter } from '@camping/ui/meter';
import { Spinner } from '@camping/ui/spinner';
import type { useOccupancy } from '../api/get-occupancy';
import { tipoHospedajeColor, tipoHospedajeLabel } from '../lib/report-labels';
import { formatShare } from '../lib/report-statistics';
import { REPORTS_TEXT } from '../lib/reports-text';

function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}

function OccupancyRow({ tipo }: { tipo: OcupacionTipo }) {
  const measurable = tipo.porcentaje !== null && tipo.noches_disponibles !== null;
  const share = measurable ? Math.min(1, Math.max(0, tipo.porcentaje ?? 0)) : 0;
  const label = tipoHospedajeLabel(tipo.tipo_hospedaje);
  return (
    <li className="reports-occupancy-row" data-tipo={tipo.tipo_hospedaje}>
      <div className="reports-occupancy-line">
        <span className="reports-occupancy-name">
          <span className="reports-swatch" style={{ background: tipoHospedajeColor(tipo.tipo_hospedaje) }} aria-hidden="true" />
          {label}
        </span>
        <strong className="reports-occupancy-value" data-col="porcentaje">
          {measurable ? formatShare(share) : REPORTS_TEXT.sinCapacidadFija}
        </strong>
      </div>
      {measurable ? (
        <Meter
          className="reports-meter"
          label={`Ocupación de ${label}`}
          value={share}
          valueText={formatShare(share)}
          color={tipoHospedajeColor(tipo.tipo_hospedaje)}
        />
      ) : null}
      <p className="reports-occupancy-detail" data-col="noches">
        {measurable
          ? `${formatInteger(tipo.noches_vendidas)} de ${plural(tipo.noches_disponibles ?? 0, 'noche', 'noches')} vendidas`
          : `${plural(tipo.noches_vendidas, 'noche vendida', 'noches vendidas')}`}
        {tipo.unidades !== null && tipo.unidades_ocupadas !== null
          ? ` · ${formatInteger(tipo.unidades_ocupadas)} de ${formatInteger(tipo.unidades)} unidades usadas`
          : ''}
        {` · ${plural(tipo.reservas, 'reserva', 'reservas')}`}
      </p>
    </li>
  );
}

export interface OccupancyCardProps {
  /** False while the filters lack a complete, valid range. */
  hasRange: boolean;
  query: ReturnType<typeof useOccupancy>;
}

export function OccupancyCard({ hasRange, query }: OccupancyCardProps) {
  return (
    <section className="card reports-occupancy" aria-labelledby="reports-occupancy-title" aria-busy={query.isFetching}>
      <div className="reports-card-head">
        <h2 id="reports-occupancy-title" className="reports-card-title">
          Ocupación por tipo de hospedaje
        </h2>
        {hasRange && query.data ? (
          <p className="reports-card-sub">
            Del {formatDateAR(query.data.fecha_inicio)} al {formatDateAR(query.data.fecha_fin)} ·{' '}
            {plural(query.data.noches, 'noche', 'noches')}
          </p>
        ) : null}
      </div>
      {!hasRange ? (
        <p className="field-hint">{REPORTS_TEXT.ocupacionSinRango}</p>
      ) : query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="reports-inline-error" role="alert">
          {REPORTS_TEXT.errorOcupacion}
        </p>
      ) : (
        <ul className="reports-occupancy-list">
          {query.data.ocupacion.map((tipo) => (
            <OccupancyRow key={tipo.tipo_hospedaje_id} tipo={tipo} />
          ))}
        </ul>
      )}
    </section>
  );
}
