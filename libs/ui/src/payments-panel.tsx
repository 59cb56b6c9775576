/**
 * «Pagos» of a reservation (issue 16), written once for the calendar's detail panel and the Reservas detail modal:
 * total, paid and balance with the payment status, the payments by date (edit, delete) and the form that records
 * one, and, once something was paid, the receipt to the guest by WhatsApp. `onChanged` tells the screen that holds
 * the reservation to read it again (its balance changed).
 */
import { useState } from 'react';
import { deletePago } from '@camping/contracts/api/pagos';
import { errorMessage } from '@camping/contracts/api/http';
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { estadoPagoDe, saldoDe } from '@camping/contracts/payment-status';
import type { Pago } from '@camping/contracts/schemas/pago';
import type { ReservaMensaje } from '@camping/contracts/guest-whatsapp';
import { ConfirmDialog } from './confirm-dialog';
import { useReservationPayments } from './hooks/use-reservation-payments';
import { PaymentForm } from './payment-form';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptWhatsappLink } from './receipt-whatsapp-link';
import { Spinner } from './spinner';
import { notify } from './toast';

/** The whole reservation when the screen has it: with the guest's data the panel offers the WhatsApp receipt. */
type ReservaConHuesped = ReservaMensaje & { telefono: string | null };

export interface PaymentsPanelProps {
  reserva: { id: number; monto_total: number; total_pagado: number } & Partial<ReservaConHuesped>;
  onChanged?: () => void;
  /** The heading's id prefix, unique on the page. */
  idPrefix?: string;
}

function hasGuest(r: PaymentsPanelProps['reserva']): r is PaymentsPanelProps['reserva'] & ReservaConHuesped {
  return typeof r.nombre === 'string' && r.tipo_hospedaje_id !== undefined && r.fecha_entrada !== undefined && r.telefono !== undefined;
}

export function PaymentsPanel({ reserva, onChanged, idPrefix = 'pagos' }: PaymentsPanelProps) {
  const { data, error, reload } = useReservationPayments(reserva.id);
  const [editing, setEditing] = useState<Pago | null>(null);
  const [deleting, setDeleting] = useState<Pago | null>(null);
  // Until the list arrives, the reservation's own figures.
  const pagado = data?.total_pagado ?? reserva.total_pagado;
  const saldo = saldoDe(reserva.monto_total, pagado);
  const estado = estadoPagoDe(reserva.monto_total, pagado);
  const headingId = `${idPrefix}-titulo`;

  const saved = (message: string) => {
    notify.success(message);
    setEditing(null);
    reload();
    onChanged?.();
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const res = await deletePago(deleting.id);
      notify.success(res.message);
      setDeleting(null);
      if (editing?.id === deleting.id) setEditing(null);
      reload();
      onChanged?.();
    } catch (e) {
      notify.error(errorMessage(e, MSG.errorEliminarPago));
      setDeleting(null);
    }
  }

  return (
    <section className="pay-panel" aria-labelledby={headingId}>
      <div className="pay-head">
        <h3 id={headingId}>Pagos</h3>
        <PaymentStatusBadge estado={estado} />
      </div>
      <dl className="pay-summary">
        <div>
          <dt>Total</dt>
          <dd>{formatARSCents(reserva.monto_total)}</dd>
        </div>
        <div>
          <dt>Pagado</dt>
          <dd data-testid="pay-pagado">{formatARSCents(pagado)}</dd>
        </div>
        <div className={saldo > 0 ? 'pay-saldo-open' : 'pay-saldo-closed'}>
          <dt>Saldo</dt>
          <dd data-testid="pay-saldo">{formatARSCents(saldo)}</dd>
        </div>
      </dl>

      {error ? (
        <p className="field-error" role="alert">
          {error}{' '}
          <button type="button" className="pay-link" onClick={reload}>
            Reintentar
          </button>
        </p>
      ) : null}
      {!data && !error ? <Spinner label="Cargando pagos..." /> : null}
      {data && data.pagos.length === 0 ? <p className="pay-empty">Todavía no hay pagos registrados.</p> : null}
      {data && data.pagos.length > 0 ? (
        <ul className="pay-list" aria-label="Pagos registrados">
          {data.pagos.map((p) => (
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
              <div className="pay-item-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Editar pago del ${formatDateAR(p.fecha_pago)} de ${formatARSCents(p.monto)}`}
                  onClick={() => setEditing(p)}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm pay-danger"
                  aria-label={`Eliminar pago del ${formatDateAR(p.fecha_pago)} de ${formatARSCents(p.monto)}`}
                  onClick={() => setDeleting(p)}
                >
                  Eliminar
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {data && data.pagos.length > 0 && hasGuest(reserva) ? (
        <div className="pay-receipt">
          <ReceiptWhatsappLink reserva={reserva} totalPagado={pagado} saldo={saldo} />
        </div>
      ) : null}

      {editing ? (
        <PaymentForm
          key={`editar-${editing.id}`}
          reservaId={reserva.id}
          saldo={saldo}
          pago={editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : saldo > 0 ? (
        <PaymentForm key="nuevo" reservaId={reserva.id} saldo={saldo} onSaved={saved} />
      ) : (
        <p className="pay-done">Reserva pagada en su totalidad.</p>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar pago"
        message={
          deleting
            ? `${MSG.confirmarEliminarPago} (${formatDateAR(deleting.fecha_pago)}, ${formatARSCents(deleting.monto)})`
            : ''
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
