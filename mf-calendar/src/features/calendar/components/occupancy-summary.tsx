/**
 * How full the complex is over the period on screen, per lodging type: units booked of units available and nights
 * sold, with a bar. Groups have no fixed capacity, so they show reservations and nights only.
 */
import type { CSSProperties } from 'react';
import { TIPO_CAMPING, type TipoHospedajeId } from '@camping/contracts/domain';
import { formatDateAR, formatInteger } from '@camping/contracts/format';
import type { OcupacionResponse, OcupacionTipo } from '@camping/contracts/schemas/ocupacion';
import { Meter } from '@camping/ui/meter';
import { TIPO_FILTROS } from '../lib/reservation-events';
import type { IsoRange } from '../lib/calendar-range';

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

export interface OccupancySummaryProps {
  range: IsoRange;
  data: OcupacionResponse | undefined;
  loading: boolean;
  failed: boolean;
  selected: TipoHospedajeId;
}

function plural(n: number, one: string, many: string): string {
  return `${formatInteger(n)} ${n === 1 ? one : many}`;
}

/** The short lines under the figure (a phone card is 170 px wide): units booked of units, nights sold. */
export function occupancyLines(o: OcupacionTipo): string[] {
  const lines: string[] = [];
  if (o.unidades !== null && o.unidades_ocupadas !== null) {
    lines.push(`${formatInteger(o.unidades_ocupadas)} de ${plural(o.unidades, 'unidad', 'unidades')}`);
  } else if (o.porcentaje !== null) {
    lines.push(plural(o.reservas, 'reserva', 'reservas'));
  }
  lines.push(plural(o.noches_vendidas, 'noche vendida', 'noches vendidas'));
  return lines;
}

/** The whole sentence, for the mouse-over: what was booked of what could be sold. */
export function occupancyDetail(label: string, o: OcupacionTipo): string {
  const parts: string[] = [];
  if (o.unidades !== null && o.unidades_ocupadas !== null) {
    parts.push(`${formatInteger(o.unidades_ocupadas)} de ${plural(o.unidades, 'unidad ocupada', 'unidades ocupadas')}`);
  }
  parts.push(plural(o.reservas, 'reserva', 'reservas'));
  const noches = plural(o.noches_vendidas, 'noche vendida', 'noches vendidas');
  parts.push(o.noches_disponibles !== null ? `${noches} de ${formatInteger(o.noches_disponibles)} posibles` : noches);
  if (o.tipo_hospedaje_id === TIPO_CAMPING && o.unidades) parts.push(`${o.unidades} parcelas`);
  return `${label}: ${parts.join(', ')}`;
}

function OccupancyCard({ label, color, tipo, o, active }: { label: string; color: string; tipo: number; o: OcupacionTipo | undefined; active: boolean }) {
  const porcentaje = o?.porcentaje ?? null;
  const figure = o ? (porcentaje !== null ? percent.format(porcentaje) : plural(o.reservas, 'reserva', 'reservas')) : '—';
  return (
    <li
      className={active ? 'cal-occ-card active' : 'cal-occ-card'}
      style={{ '--cal-tipo-color': color } as CSSProperties}
      data-tipo={tipo}
      title={o ? occupancyDetail(label, o) : undefined}
    >
      <div className="cal-occ-head">
        <span className="cal-occ-name">
          <span className="cal-filter-dot" aria-hidden="true" />
          <span className="cal-occ-label">{label}</span>
        </span>
        <span className="cal-occ-figure">{figure}</span>
      </div>
      {porcentaje !== null ? (
        <Meter className="cal-occ-bar" label={`Ocupación de ${label}`} value={porcentaje} />
      ) : (
        <div className="cal-occ-bar cal-occ-bar-empty" aria-hidden="true" />
      )}
      {o ? (
        <ul className="cal-occ-lines">
          {occupancyLines(o).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function OccupancySummary({ range, data, loading, failed, selected }: OccupancySummaryProps) {
  const byTipo = new Map((data?.ocupacion ?? []).map((o) => [o.tipo_hospedaje_id, o]));
  return (
    <section className="cal-occ" aria-labelledby="cal-occ-title" aria-busy={loading}>
      <div className="cal-occ-header">
        <h2 id="cal-occ-title">Ocupación</h2>
        <span className="cal-occ-range">
          del {formatDateAR(range.desde)} al {formatDateAR(range.hasta)}
        </span>
      </div>
      {failed && !data ? (
        <p className="cal-occ-error" role="status">
          No se pudo calcular la ocupación de este período.
        </p>
      ) : (
        <ul className="cal-occ-cards">
          {TIPO_FILTROS.map(({ tipo, label, color }) => (
            <OccupancyCard key={tipo} tipo={tipo} label={label} color={color} o={byTipo.get(tipo)} active={tipo === selected} />
          ))}
        </ul>
      )}
    </section>
  );
}
