/**
 * 'Detalles de la Reserva': client, lodging, dates and amount, observations, the stay's account (charges and
 * discounts, issue 32) and its payments; with Editar, «Cancelar
 * reserva» while the stay can still be cancelled (issue 32) and (when `onDelete` is given: administrators) Eliminar;
 * «Copiar enlace» copies its address (/admin/reservas/:id, issue 34) to send to a colleague; «Cambiar titular» passes the
 * stay to another client (issue 37).
 */
import { nightsBetween } from '@camping/contracts/dates';
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatClientName, formatDateAR, formatPhone } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { cancelacionError } from '@camping/contracts/cancellation';
import { useState } from 'react';
import { ChangeHolderDialog } from '@camping/ui/change-holder-dialog';
import { CopyLinkButton } from '@camping/ui/copy-link-button';
import { Dialog } from '@camping/ui/dialog';
import { HoldPanel } from '@camping/ui/hold-panel';
import { PaymentsPanel } from '@camping/ui/payments-panel';
import { ReservationHistory } from '@camping/ui/reservation-history';
import { reservationUrl } from '@camping/ui/reservation-link';
import { StayAccount } from '@camping/ui/stay-account';
import { StatusBadge } from '@camping/ui/status-badge';
import { StayDeskActions } from '@camping/ui/stay-desk-actions';
import { estadoEstadiaTexto } from '@camping/contracts/stay-states';
import { lodgingLabel, personasLabel, tipoLabel } from '../../../lib/lodging-label';
import { Fact } from '../../../components/fact';
import './reservation-detail-modal.css';

export interface ReservationDetailModalProps {
  reserva: Reserva | null;
  onClose: () => void;
  onEdit: (r: Reserva) => void;
  /** Absent for reception: the API refuses them the delete (403), so the button is not shown. */
  onDelete?: (r: Reserva) => void;
  /** Opens «Cancelar reserva». */
  onCancel?: (r: Reserva) => void;
  /** A payment was recorded, edited or deleted: the list's payment status is out of date. */
  onPaymentsChanged?: () => void;
  /** A charge or a discount changed the stay's account: the stay as the server left it (its amount changed). */
  onAccountChanged?: (r: Reserva) => void;
  /** A hold was confirmed from the panel: the modal shows it as the server answered. */
  onConfirmed?: (r: Reserva) => void;
  /** A check-in or check-out from the detail (issue 36): the stay as the server left it. */
  onStayStateChanged?: (r: Reserva) => void;
  /** «Cambiar titular» (issue 37) passed the stay to another client: the stay as the server left it. */
  onHolderChanged?: (r: Reserva) => void;
}

export function ReservationDetailModal({
  reserva,
  onClose,
  onEdit,
  onDelete,
  onCancel,
  onPaymentsChanged,
  onAccountChanged,
  onConfirmed,
  onStayStateChanged,
  onHolderChanged,
}: ReservationDetailModalProps) {
  const [changingHolder, setChangingHolder] = useState(false);
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Detalles de la Reserva"
      description={reserva ? `Reserva #${reserva.id}` : undefined}
    >
      {reserva ? (
        // Beside the number the header shows, apart from the actions that change the stay.
        <div className="rsv-detail-share">
          <CopyLinkButton url={reservationUrl(reserva.id)} className="btn btn-secondary btn-sm" />
        </div>
      ) : null}
      {reserva ? <HoldPanel reserva={reserva} onConfirmed={onConfirmed} className="rsv-hold-panel" /> : null}
      {reserva ? <DetailBody reserva={reserva} onChangeHolder={onHolderChanged ? () => setChangingHolder(true) : undefined} /> : null}
      <ChangeHolderDialog reserva={changingHolder ? reserva : null} onClose={() => setChangingHolder(false)} onChanged={onHolderChanged} />
      {reserva ? <StayDeskActions reserva={reserva} onChanged={onStayStateChanged} idPrefix="rsv-detail" /> : null}
      {reserva ? <StayAccount key={`cuenta-${reserva.id}`} reserva={reserva} onChanged={onAccountChanged} idPrefix="rsv-cuenta" /> : null}
      {reserva ? <PaymentsPanel key={reserva.id} reserva={reserva} onChanged={onPaymentsChanged} idPrefix="rsv-pagos" /> : null}
      {reserva ? <ReservationHistory key={`historial-${reserva.id}`} reserva={reserva} /> : null}
      {reserva ? (
        <div className="dialog-actions rsv-detail-actions">
          {/* The actions that end the stay stand apart, on the left. */}
          <div className="rsv-push-left rsv-detail-danger">
            {onCancel && cancelacionError(reserva) === null ? (
              <button type="button" className="btn rsv-btn-danger-outline" onClick={() => onCancel(reserva)}>
                Cancelar reserva
              </button>
            ) : null}
            {onDelete ? (
              <button type="button" className="btn rsv-btn-danger-outline" onClick={() => onDelete(reserva)}>
                Eliminar
              </button>
            ) : null}
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => onEdit(reserva)}>
            Editar
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Cerrar
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}

function DetailBody({ reserva: r, onChangeHolder }: { reserva: Reserva; onChangeHolder?: () => void }) {
  const noches = nightsBetween(r.fecha_entrada, r.fecha_salida);
  const metodo = METODO_PAGO_LABEL[r.metodo_pago as MetodoPago] ?? r.metodo_pago;
  return (
    <div className="rsv-detail">
      <section aria-labelledby="rsv-detail-cliente">
        <div className="rsv-detail-section-head">
          <h3 id="rsv-detail-cliente">Cliente</h3>
          {onChangeHolder ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onChangeHolder}>
              Cambiar titular
            </button>
          ) : null}
        </div>
        <dl className="rsv-facts">
          <Fact label="Nombre">{formatClientName(r)}</Fact>
          {r.documento ? <Fact label="Documento">{r.documento}</Fact> : null}
          {r.telefono ? <Fact label="Teléfono">{formatPhone(r.telefono)}</Fact> : null}
        </dl>
      </section>
      <section aria-labelledby="rsv-detail-reserva">
        <h3 id="rsv-detail-reserva">Reserva</h3>
        <dl className="rsv-facts">
          <Fact label="Hospedaje">
            <span className={`rsv-type-dot rsv-tipo-${r.tipo_hospedaje_id}`} aria-hidden="true" />
            {r.numero_hospedaje !== null ? lodgingLabel(r) : tipoLabel(r.tipo_hospedaje_id, r.tipo_hospedaje)}
          </Fact>
          <Fact label="Estado">
            <StatusBadge estado={r.estado} />
          </Fact>
          {estadoEstadiaTexto(r) ? <Fact label="Estadía">{estadoEstadiaTexto(r)}</Fact> : null}
          <Fact label="Personas">{personasLabel(r.cantidad_personas)}</Fact>
        </dl>
      </section>
      <section aria-labelledby="rsv-detail-fechas">
        <h3 id="rsv-detail-fechas">Fechas y monto</h3>
        <dl className="rsv-facts">
          <Fact label="Entrada">{formatDateAR(r.fecha_entrada)}</Fact>
          <Fact label="Salida">{formatDateAR(r.fecha_salida)}</Fact>
          <Fact label="Noches">{noches}</Fact>
          <Fact label="Método de pago">{metodo}</Fact>
          {r.descuento > 0 ? (
            <Fact label="Descuento">{formatARSCents(r.descuento)}</Fact>
          ) : null}
          <Fact label="Monto total" className="rsv-fact-total">{formatARSCents(r.monto_total)}</Fact>
        </dl>
      </section>
      {r.observaciones ? (
        <section aria-labelledby="rsv-detail-obs">
          <h3 id="rsv-detail-obs">Observaciones</h3>
          <p className="rsv-obs">{r.observaciones}</p>
        </section>
      ) : null}
      <p className="rsv-muted rsv-created">Registrada el {formatDateAR(r.created_at)}</p>
    </div>
  );
}
