/**
 * One unit of «Limpieza» (issue 36): its name, state and the day's facts, and one big button for the next state
 * (sucia → en limpieza → limpia), sized for a thumb. The desk also closes it («Fuera de servicio») or opens it again.
 */
import type { EstadoLimpieza, UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { unitLabel } from '@camping/contracts/unit-move';
import { UnitStatePill } from '../../../components/unit-state-pill';
import { changedText, dayFacts, nextTap, outOfServiceText } from '../lib/unit-card-text';

export interface UnitCardProps {
  unidad: UnidadLimpieza;
  esHoy: boolean;
  /** Admin and reception: fuera de servicio and back. */
  desk: boolean;
  busy: boolean;
  onTap: (unidad: UnidadLimpieza, estado: EstadoLimpieza) => void;
  onOutOfService: (unidad: UnidadLimpieza) => void;
  onBackInService: (unidad: UnidadLimpieza) => void;
}

export function UnitCard({ unidad: u, esHoy, desk, busy, onTap, onOutOfService, onBackInService }: UnitCardProps) {
  const name = unitLabel(u);
  const tap = nextTap(u);
  const fuera = outOfServiceText(u);
  const titleId = `hk-unit-${u.hospedaje_id}`;
  return (
    <li className={`hk-unit card hk-unit-${u.estado}${u.urgente ? ' hk-unit-urgente' : ''}`} data-unidad={u.hospedaje_id} aria-labelledby={titleId}>
      <div className="hk-unit-head">
        <h2 id={titleId} className="hk-unit-name">
          <span className={`rsv-type-dot rsv-tipo-${u.tipo_hospedaje_id}`} aria-hidden="true" />
          {name}
        </h2>
        <UnitStatePill estado={u.estado} />
        {u.urgente ? <span className="hk-urgent">Urgente</span> : null}
      </div>
      <p className="hk-unit-facts">
        {dayFacts(u, esHoy).map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </p>
      {fuera ? <p className="hk-unit-out">{fuera}</p> : null}
      <p className="hk-unit-changed">{changedText(u)}</p>
      <div className="hk-unit-actions">
        {tap ? (
          <button
            type="button"
            className={`btn hk-tap ${tap.estado === 'sucia' ? 'btn-secondary' : 'btn-primary'}`}
            disabled={busy}
            onClick={() => onTap(u, tap.estado)}
            aria-label={`${tap.label}: ${name}`}
          >
            {busy ? 'Guardando...' : tap.label}
          </button>
        ) : null}
        {desk && u.estado === 'fuera_de_servicio' && u.fuera_de_servicio ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onBackInService(u)}>
            Volver al servicio
          </button>
        ) : null}
        {desk && u.estado !== 'fuera_de_servicio' ? (
          <button type="button" className="btn btn-ghost hk-out-button" disabled={busy} onClick={() => onOutOfService(u)}>
            Fuera de servicio…
          </button>
        ) : null}
      </div>
    </li>
  );
}
