/**
 * A stay's payments in the payments panel (issue 16): date, method, amount, note and who recorded each, its receipt
 * (issue 32), and «Editar» / «Eliminar» while the stay is live (a cancelled stay's payments are a record).
 */
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import type { Pago } from '@camping/contracts/schemas/pago';
import { ReceiptActions } from './receipt-actions';

export interface PaymentListProps {
  pagos: readonly Pago[];
  /** Null: read-only (a cancelled stay). */
  actions: { onEdit: (p: Pago) => void; onDelete: (p: Pago) => void } | null;
  telefono?: string | null;
}

/** «Editar» and «Eliminar» of one payment. */
function PaymentActions({ pago: p, onEdit, onDelete }: { pago: Pago } & NonNullable<PaymentListProps['actions']>) {
  return (
    <div className="pay-item-actions">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`Editar pago del ${formatDateAR(p.fecha_pago)} de ${formatARSCents(p.monto)}`}
        onClick={() => onEdit(p)}
      >
        Editar
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm pay-danger"
        aria-label={`Eliminar pago del ${formatDateAR(p.fecha_pago)} de ${formatARSCents(p.monto)}`}
        onClick={() => onDelete(p)}
      >
        Eliminar
      </button>
    </div>
  );
}

export function PaymentList({ pagos, actions, telefono }: PaymentListProps) {
  return (
    <ul className="pay-list" aria-label="Pagos registrados">
      {pagos.map((p) => (
        <li key={p.id} className="pay-item">
          <div className="pay-item-main">
            <span className="pay-item-date">{formatDateAR(p.fecha_pago)}</span>
            <span className="pay-item-method">{METODO_PAGO_LABEL[p.metodo_pago as MetodoPago] ?? p.metodo_pago}</span>
            <strong className="pay-item-amount">{formatARSCents(p.monto)}</strong>
          </div>
          {p.observaciones || p.registrado_por ? (
            <div className="pay-item-note">
              {p.observaciones ? <span title={p.observaciones}>{p.observaciones}</span> : null}
              {p.registrado_por ? <span className="pay-item-by">Registró: {p.registrado_por}</span> : null}
            </div>
          ) : null}
          {actions ? <PaymentActions pago={p} {...actions} /> : null}
          <ReceiptActions tipo="pago" row={p} telefono={telefono} />
        </li>
      ))}
    </ul>
  );
}
