/**
 * «Pagos» of a reservation (issue 16), written once for the calendar's detail panel and the Reservas detail modal:
 * total, paid and balance with the payment status, the payments by date (edit, delete) and the form that records
 * one, the refunds, each with its receipt (issue 32), the statement and, once something was paid, the receipt to the
 * guest by WhatsApp. `onChanged` tells the screen that holds the reservation to read it again (its balance changed).
 * A cancelled stay owes nothing (issue 32): no balance, no «Registrar pago», its payments read-only; instead why it
 * was cancelled and what was kept or refunded. The list is a query and the writes are mutations on the admin area's one
 * QueryClient (hooks/shared-query-client.ts): a payment marks every stay, list and report of the admin stale.
 */
import { useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { estadoPagoDe, saldoDe, sumaMontos } from '@camping/contracts/payment-status';
import type { Pago } from '@camping/contracts/schemas/pago';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { ReservaMensaje } from '@camping/contracts/guest-whatsapp';
import { AccountDocuments } from './account-documents';
import { CancelledAccount, type CancellationFacts } from './cancelled-account';
import { ConfirmDialog } from './confirm-dialog';
import { useDeletePago } from './hooks/use-payment-mutations';
import { useReservationPayments } from './hooks/use-reservation-payments';
import { PaymentForm } from './payment-form';
import { PaymentList } from './payment-list';
import { PaymentStatusBadge } from './payment-status-badge';
import { RefundList } from './refund-list';
import { Spinner } from './spinner';
import { StatusBadge } from './status-badge';
import { notify } from './toast';

/** The whole reservation when the screen has it: with the guest's data the panel offers the WhatsApp receipt. */
type ReservaConHuesped = ReservaMensaje & { telefono: string | null };

export interface PaymentsPanelProps {
  reserva: { id: number; monto_total: number; total_pagado: number } & Partial<ReservaConHuesped> &
    Partial<Pick<Reserva, 'estado' | 'total_reembolsado'>> &
    CancellationFacts;
  onChanged?: () => void;
  /** The heading's id prefix, unique on the page. */
  idPrefix?: string;
}

function hasGuest(r: PaymentsPanelProps['reserva']): r is PaymentsPanelProps['reserva'] & ReservaConHuesped {
  return typeof r.nombre === 'string' && r.tipo_hospedaje_id !== undefined && r.fecha_entrada !== undefined && r.telefono !== undefined;
}

/** Total, paid and balance of a live stay. */
function BalanceSummary({ total, pagado, saldo }: { total: number; pagado: number; saldo: number }) {
  return (
    <dl className="pay-summary">
      <div>
        <dt>Total</dt>
        <dd>{formatARSCents(total)}</dd>
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
  );
}

export function PaymentsPanel({ reserva, onChanged, idPrefix = 'pagos' }: PaymentsPanelProps) {
  const cancelada = reserva.estado === 'cancelada';
  const { data, error, reload } = useReservationPayments(reserva.id, reserva.estado);
  const [editing, setEditing] = useState<Pago | null>(null);
  const [deleting, setDeleting] = useState<Pago | null>(null);
  const remove = useDeletePago();
  // Until the list arrives, the reservation's own figures.
  const pagado = data?.total_pagado ?? reserva.total_pagado;
  const saldo = saldoDe(reserva.monto_total, pagado);
  const estado = estadoPagoDe(reserva.monto_total, pagado);
  const reembolsado = data?.total_reembolsado ?? reserva.total_reembolsado ?? 0;
  const headingId = `${idPrefix}-titulo`;

  const saved = (message: string) => {
    notify.success(message);
    setEditing(null);
    onChanged?.();
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const res = await remove.mutateAsync(deleting.id);
      notify.success(res.message);
      setDeleting(null);
      if (editing?.id === deleting.id) setEditing(null);
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
        {cancelada ? <StatusBadge estado="cancelada" /> : <PaymentStatusBadge estado={estado} />}
      </div>
      {cancelada ? (
        <CancelledAccount
          reserva={reserva}
          recibido={data ? sumaMontos(data.pagos.map((p) => p.monto)) : sumaMontos([pagado, reembolsado])}
          reembolsado={reembolsado}
          conservado={pagado}
        />
      ) : (
        <BalanceSummary total={reserva.monto_total} pagado={pagado} saldo={saldo} />
      )}

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
        <PaymentList pagos={data.pagos} actions={cancelada ? null : { onEdit: setEditing, onDelete: setDeleting }} telefono={reserva.telefono} />
      ) : null}

      {data?.reembolsos?.length ? <RefundList reembolsos={data.reembolsos} idPrefix={idPrefix} telefono={reserva.telefono} /> : null}

      {data ? (
        <AccountDocuments
          reservaId={reserva.id}
          cuenta={data}
          huesped={hasGuest(reserva) ? reserva : null}
          ofrecerRecibo={data.pagos.length > 0 && !cancelada}
          pagado={pagado}
          saldo={saldo}
        />
      ) : null}

      {cancelada ? null : editing ? (
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
