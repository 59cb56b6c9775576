/**
 * «Cancelar reserva» (issue 32), written once for Reservas, «Hoy» and the calendar: the stay, what it costs and what
 * was paid, a required reason and, when money was received, whether it is kept or refunded, with the outcome in one
 * line before anything is sent. The remote passes `cancel` (its TanStack mutation, which refreshes its own queries:
 * this library is a federation singleton and cannot reach a remote's QueryClient, docs/payments.md).
 */
import { useState } from 'react';
import { nightsBetween } from '@camping/contracts/dates';
import { formatARSCents, formatClientName, formatDateAR, personasLabel } from '@camping/contracts/format';
import { stayUnitLabel } from '@camping/contracts/guest-whatsapp';
import type { ReservaCancelarData } from '@camping/contracts/schemas/cancelacion';
import type { Reserva } from '@camping/contracts/schemas/reserva';
// By package name, not './dialog': Module Federation shares a module by the request that names it, so a relative
// import would bundle a second copy of the Dialog and of Radix here. This dialog opens over the Reservas detail (the
// shared Dialog); with two Radix copies neither knows the other's layer: in the browser the focus stayed trapped in
// the detail, and the detail closed when this one did (jsdom cannot show it: there both are one module).
import { Dialog } from '@camping/ui/dialog';
import { CancelReservationForm, type CancelAnswer } from './cancel-reservation-form';
import { useReservationPayments } from './hooks/use-reservation-payments';

export type { CancelAnswer };

export interface CancelReservationDialogProps {
  reserva: Reserva | null;
  onClose: () => void;
  cancel: (body: ReservaCancelarData) => Promise<CancelAnswer>;
  /** The stay as the server left it, for a screen that keeps showing it (the detail modal). */
  onCancelled?: (reserva: Reserva) => void;
}

export function CancelReservationDialog({ reserva, onClose, cancel, onCancelled }: CancelReservationDialogProps) {
  const [sending, setSending] = useState(false);
  const send = async (body: ReservaCancelarData) => {
    setSending(true);
    try {
      return await cancel(body);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Cancelar reserva"
      description={reserva ? `Reserva #${reserva.id}` : undefined}
      dismissable={!sending}
    >
      {reserva ? <CancelBody key={reserva.id} reserva={reserva} send={send} onClose={onClose} onCancelled={onCancelled} /> : null}
    </Dialog>
  );
}

function CancelBody({
  reserva: r,
  send,
  onClose,
  onCancelled,
}: {
  reserva: Reserva;
  send: (body: ReservaCancelarData) => Promise<CancelAnswer>;
  onClose: () => void;
  onCancelled?: (reserva: Reserva) => void;
}) {
  // What the stay holds now: the row the screen opened may predate a payment just recorded in its detail.
  const payments = useReservationPayments(r.id);
  const pagado = payments.data?.total_pagado ?? r.total_pagado;
  const noches = nightsBetween(r.fecha_entrada, r.fecha_salida);
  return (
    <>
      {/* Who and where side by side, the dates across, then what it costs next to what came in. */}
      <dl className="cancel-stay">
        <div>
          <dt>Huésped</dt>
          <dd>{formatClientName(r) || 'Sin nombre'}</dd>
        </div>
        <div>
          <dt>Hospedaje</dt>
          <dd>
            {stayUnitLabel(r)} · {personasLabel(r.cantidad_personas)}
          </dd>
        </div>
        <div className="cancel-stay-wide">
          <dt>Fechas</dt>
          <dd>
            {formatDateAR(r.fecha_entrada)} → {formatDateAR(r.fecha_salida)} ({noches === 1 ? '1 noche' : `${noches} noches`})
          </dd>
        </div>
        <div>
          <dt>Monto</dt>
          <dd>{formatARSCents(r.monto_total)}</dd>
        </div>
        <div>
          <dt>Pagado</dt>
          <dd data-testid="cancel-pagado">{formatARSCents(pagado)}</dd>
        </div>
      </dl>
      <CancelReservationForm
        reserva={r}
        pagado={pagado}
        ready={payments.data !== null || payments.error !== null}
        send={send}
        onDone={(answer) => {
          onCancelled?.(answer.reserva);
          onClose();
        }}
        onBack={onClose}
      />
    </>
  );
}
