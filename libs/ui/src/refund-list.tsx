/** A stay's refunds (issue 32), in the payments panel: date, method, amount, note, who recorded each and its receipt. */
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import type { Reembolso } from '@camping/contracts/schemas/reembolso';
import { ReceiptActions } from './receipt-actions';

export interface RefundListProps {
  reembolsos: readonly Reembolso[];
  idPrefix: string;
  telefono?: string | null;
}

export function RefundList({ reembolsos, idPrefix, telefono }: RefundListProps) {
  const headingId = `${idPrefix}-reembolsos`;
  return (
    <>
      <h4 id={headingId} className="pay-subtitle">
        Reembolsos
      </h4>
      <ul className="pay-list" aria-labelledby={headingId}>
        {reembolsos.map((r) => (
          <li key={r.id} className="pay-item pay-refund">
            <div className="pay-item-main">
              <span className="pay-item-date">{formatDateAR(r.fecha)}</span>
              <span className="pay-item-method">{METODO_PAGO_LABEL[r.metodo_pago as MetodoPago] ?? r.metodo_pago}</span>
              <strong className="pay-item-amount">{formatARSCents(r.monto)}</strong>
            </div>
            {r.observaciones || r.registrado_por ? (
              <div className="pay-item-note">
                {r.observaciones ? <span title={r.observaciones}>{r.observaciones}</span> : null}
                {r.registrado_por ? <span className="pay-item-by">Registró: {r.registrado_por}</span> : null}
              </div>
            ) : null}
            <ReceiptActions tipo="reembolso" row={r} telefono={telefono} />
          </li>
        ))}
      </ul>
    </>
  );
}
