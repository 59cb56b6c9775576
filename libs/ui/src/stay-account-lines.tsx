/**
 * The lines of a stay's account (issue 32, «Charges»): the lodging (as the booking set it, or who changed it and
 * when), extras with how they were priced, manual charges and discounts with their reason, each with who added it
 * and when; «Quitar» on a charge or a discount of a live stay. Then the charges, the discounts and the total.
 */
import { formatARSCents, formatDateTimeAR } from '@camping/contracts/format';
import type { CuentaTotales, LineaCuenta } from '@camping/contracts/schemas/cuenta';
import { detalleLinea } from '@camping/contracts/stay-charges';

/** «Según la reserva» for a lodging never changed; otherwise who changed it or added the line, and when. */
function quienYCuando(l: LineaCuenta): string {
  if (l.tipo === 'alojamiento') {
    return l.ajustado_at ? `Cambiado por ${l.ajustado_por ?? 'sistema'} el ${formatDateTimeAR(l.ajustado_at)}` : 'Según la reserva';
  }
  return `Cargó ${l.registrado_por ?? 'sistema'} el ${formatDateTimeAR(l.created_at)}`;
}

/** The amount as the account adds it: a discount subtracts. */
export function importeLinea(l: Pick<LineaCuenta, 'tipo' | 'monto'>): string {
  return l.tipo === 'descuento' ? `− ${formatARSCents(l.monto)}` : formatARSCents(l.monto);
}

function detalle(l: LineaCuenta, noches: number): string {
  if (l.tipo === 'alojamiento') return noches === 1 ? '1 noche' : `${noches} noches`;
  return detalleLinea(l);
}

export interface StayAccountLinesProps {
  lineas: readonly LineaCuenta[];
  noches: number;
  /** Null: read-only (a cancelled stay). */
  onRemove: ((l: LineaCuenta) => void) | null;
}

export function StayAccountLines({ lineas, noches, onRemove }: StayAccountLinesProps) {
  return (
    <ul className="acct-list" aria-label="Cargos y descuentos">
      {lineas.map((l) => (
        <li key={l.id} className={l.tipo === 'descuento' ? 'acct-item acct-item-descuento' : 'acct-item'} data-linea-id={l.id}>
          <div className="acct-item-main">
            <span className="acct-item-concepto" title={l.concepto}>
              {l.concepto}
            </span>
            {detalle(l, noches) ? <span className="acct-item-detalle">{detalle(l, noches)}</span> : null}
          </div>
          <strong className="acct-item-amount">{importeLinea(l)}</strong>
          <div className="acct-item-note">
            {l.tipo === 'descuento' && l.motivo ? <span title={l.motivo}>Motivo: {l.motivo}</span> : null}
            <span>{quienYCuando(l)}</span>
          </div>
          {onRemove && l.tipo !== 'alojamiento' ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm pay-danger acct-item-remove"
              aria-label={`Quitar ${l.tipo === 'descuento' ? 'el descuento' : `«${l.concepto}»`} de ${formatARSCents(l.monto)}`}
              onClick={() => onRemove(l)}
            >
              Quitar
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Charges, discounts (when there are) and the total: what the stay costs. */
export function StayAccountTotals({ totales, cancelada }: { totales: CuentaTotales; cancelada: boolean }) {
  return (
    <dl className="acct-totals">
      <div>
        <dt>Cargos</dt>
        <dd data-testid="cuenta-cargos">{formatARSCents(totales.cargos)}</dd>
      </div>
      {totales.descuentos > 0 ? (
        <div>
          <dt>Descuentos</dt>
          <dd data-testid="cuenta-descuentos">− {formatARSCents(totales.descuentos)}</dd>
        </div>
      ) : null}
      <div className="acct-total">
        <dt>{cancelada ? 'Total antes de cancelar' : 'Total'}</dt>
        <dd data-testid="cuenta-total">{formatARSCents(totales.total)}</dd>
      </div>
    </dl>
  );
}
