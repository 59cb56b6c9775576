/**
 * 'Detalles de la Reserva #{id}': client, lodging and status (with the room move of a cabin or dormi stay), dates
 * and amount, observations, its account (charges and discounts, the shared StayAccount, issue 32) and its payments
 * (the shared PaymentsPanel, issue 16), with «Cancelar reserva» while the
 * stay can still be cancelled (the shared dialog, issue 32). A stay in conflict with an imported
 * calendar (issue #19) starts with a red box naming each clash and a link to the conflicts list. The shared Dialog
 * traps focus, closes with Escape, the overlay or the close button, and gives focus back to the reservation. Its
 * «Reserva» row links to the reservation's own address (/admin/reservas/:id, issue 34), to open it in Reservas or send it.
 */
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { nightsBetween } from '@camping/contracts/dates';
import { formatARSCents, formatClientName, formatDateAR, formatPhone } from '@camping/contracts/format';
import type { Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelacionError } from '@camping/contracts/cancellation';
import { CancelReservationDialog } from '@camping/ui/cancel-reservation-dialog';
import { AppLink } from '@camping/ui/app-link';
import { Dialog } from '@camping/ui/dialog';
import { HoldPanel } from '@camping/ui/hold-panel';
import { PaymentsPanel } from '@camping/ui/payments-panel';
import { ReservationHistory } from '@camping/ui/reservation-history';
import { ReservationLink } from '@camping/ui/reservation-link';
import { StayAccount } from '@camping/ui/stay-account';
import { StatusBadge } from '@camping/ui/status-badge';
import { StayDeskActions } from '@camping/ui/stay-desk-actions';
import { estadoEstadiaTexto } from '@camping/contracts/stay-states';
import { useCancelReserva } from '../api/use-cancel-reserva';
import { conflictLine } from '../lib/block-events';
import { hospedajeDetalle, personas } from '../lib/reservation-events';
import { Row } from './detail-parts';
import { UnitMoveForm } from './unit-move-form';

export interface ReservationDetailDialogProps {
  reserva: Reserva | null;
  onClose: () => void;
  /** The calendar entry that opened the panel: focus returns there on close. */
  returnFocusTo?: HTMLElement | null;
  /** A room move was saved: the panel shows the reservation as the server answered it. */
  onChanged?: (reserva: Reserva) => void;
  /** The stay's open conflicts with imported calendars. */
  conflictos?: readonly Conflicto[];
  /** Opens another admin screen (the conflicts list of Canales). */
  navigate?: (to: string) => void;
}

/** Where the conflicts are listed (mf-clients, Canales: «Conflictos» is its first section). */
export const CONFLICTS_PATH = '/admin/canales';

export function ReservationDetailDialog({
  reserva,
  onClose,
  returnFocusTo,
  onChanged,
  conflictos,
  navigate,
}: ReservationDetailDialogProps) {
  return (
    <Dialog
      returnFocusTo={returnFocusTo}
      open={reserva !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={reserva ? `Detalles de la Reserva #${reserva.id}` : ''}
    >
      {reserva ? (
        <ReservationDetail reserva={reserva} onClose={onClose} onChanged={onChanged} conflictos={conflictos} navigate={navigate} />
      ) : null}
    </Dialog>
  );
}

function ConflictsBox({ conflictos, navigate }: { conflictos: readonly Conflicto[]; navigate?: (to: string) => void }) {
  return (
    <section className="cal-detail-section cal-detail-conflicts" aria-labelledby="cal-detail-conflictos">
      <h3 id="cal-detail-conflictos" className="visually-hidden">
        Conflictos
      </h3>
      <ul>
        {conflictos.map((k) => (
          <li key={k.id}>{conflictLine(k)}</li>
        ))}
      </ul>
      <AppLink href={CONFLICTS_PATH} navigate={navigate}>
        Ver la lista de conflictos
      </AppLink>
    </section>
  );
}

function ReservationDetail({
  reserva: r,
  onClose,
  onChanged,
  conflictos,
  navigate,
}: {
  reserva: Reserva;
  onClose: () => void;
  onChanged?: (reserva: Reserva) => void;
  conflictos?: readonly Conflicto[];
  navigate?: (to: string) => void;
}) {
  const queryClient = useQueryClient();
  const cancel = useCancelReserva();
  const [cancelling, setCancelling] = useState(false);
  const noches = nightsBetween(r.fecha_entrada, r.fecha_salida);
  const metodo = METODO_PAGO_LABEL[r.metodo_pago as MetodoPago] ?? r.metodo_pago;
  const observaciones = r.observaciones?.trim();
  return (
    <div className="cal-detail">
      {conflictos?.length ? <ConflictsBox conflictos={conflictos} navigate={navigate} /> : null}
      {onChanged ? <HoldPanel reserva={r} onConfirmed={onChanged} className="cal-detail-section" /> : null}
      <section className="cal-detail-section" aria-labelledby="cal-detail-cliente">
        <h3 id="cal-detail-cliente">Información del cliente</h3>
        <dl>
          <Row label="Cliente">{formatClientName(r) || 'Sin nombre'}</Row>
          {r.documento ? <Row label="Documento">{r.documento}</Row> : null}
          {r.telefono ? (
            <Row label="Teléfono">
              <a href={`tel:${r.telefono.replace(/[^\d+]/g, '')}`}>{formatPhone(r.telefono)}</a>
            </Row>
          ) : null}
        </dl>
      </section>

      <section className="cal-detail-section" aria-labelledby="cal-detail-reserva">
        <h3 id="cal-detail-reserva">Detalles de la reserva</h3>
        <dl>
          <Row label="Reserva">
            <ReservationLink reservaId={r.id} navigate={navigate}>
              N.º {r.id} en Reservas
            </ReservationLink>
          </Row>
          <Row label="Hospedaje">{hospedajeDetalle(r)}</Row>
          <Row label="Estado">
            <StatusBadge estado={r.estado} />
          </Row>
          {estadoEstadiaTexto(r) ? <Row label="Estadía">{estadoEstadiaTexto(r)}</Row> : null}
          <Row label="Personas">{personas(r.cantidad_personas)}</Row>
        </dl>
        {r.hospedaje_id !== null && onChanged ? (
          <UnitMoveForm key={`${r.id}-${r.hospedaje_id}`} reserva={r} onMoved={onChanged} />
        ) : null}
      </section>

      {/* Check-in (with the guests form) and check-out from the stay's bar in the Planilla, or its event (issue 36). */}
      {onChanged ? <StayDeskActions reserva={r} onChanged={onChanged} idPrefix="cal-detail" /> : null}

      <section className="cal-detail-section" aria-labelledby="cal-detail-fechas">
        <h3 id="cal-detail-fechas">Fechas y monto</h3>
        <dl>
          <Row label="Entrada">{formatDateAR(r.fecha_entrada)}</Row>
          <Row label="Salida">{formatDateAR(r.fecha_salida)}</Row>
          <Row label="Noches">{noches}</Row>
          <Row label="Total">
            <strong>{formatARSCents(r.monto_total)}</strong>
          </Row>
          {r.descuento > 0 ? <Row label="Descuento">{formatARSCents(r.descuento)}</Row> : null}
          <Row label="Método de pago">{metodo}</Row>
        </dl>
      </section>

      {observaciones ? (
        <section className="cal-detail-section" aria-labelledby="cal-detail-obs">
          <h3 id="cal-detail-obs">Observaciones</h3>
          <p className="cal-detail-obs">{observaciones}</p>
        </section>
      ) : null}

      <StayAccount
        key={`cuenta-${r.id}`}
        reserva={r}
        idPrefix="cal-cuenta"
        // The stay's amount changed: the panel shows it as the server left it; the windows read it again.
        onChanged={(actualizada) => {
          onChanged?.(actualizada);
          void queryClient.invalidateQueries({ queryKey: ['reservas'] });
        }}
      />
      <PaymentsPanel
        key={r.id}
        reserva={r}
        idPrefix="cal-pagos"
        // The calendar's windows carry each stay's payment status: read them again.
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['reservas'] })}
      />
      <ReservationHistory key={`historial-${r.id}`} reserva={r} />

      <div className="dialog-actions">
        {onChanged && cancelacionError(r) === null ? (
          <button type="button" className="btn btn-danger-outline cal-push-left" onClick={() => setCancelling(true)}>
            Cancelar reserva
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Volver al calendario
        </button>
      </div>
      {onChanged ? (
        <CancelReservationDialog
          reserva={cancelling ? r : null}
          onClose={() => setCancelling(false)}
          cancel={cancel.mutateAsync}
          onCancelled={onChanged}
        />
      ) : null}
    </div>
  );
}
