/** 'Detalles de la Reserva': client, lodging, dates and amount, observations; with Editar and Eliminar. */
import { nightsBetween } from '@camping/contracts/dates';
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents, formatClientName, formatDateAR, formatPhone } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { Dialog } from '@camping/ui/dialog';
import { StatusBadge } from '@camping/ui/status-badge';
import { lodgingLabel, personasLabel, tipoLabel } from '../../../lib/lodging-label';

export interface ReservationDetailModalProps {
  reserva: Reserva | null;
  onClose: () => void;
  onEdit: (r: Reserva) => void;
  onDelete: (r: Reserva) => void;
}

export function ReservationDetailModal({ reserva, onClose, onEdit, onDelete }: ReservationDetailModalProps) {
  return (
    <Dialog
      open={reserva !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Detalles de la Reserva"
      description={reserva ? `Reserva #${reserva.id}` : undefined}
    >
      {reserva ? <DetailBody reserva={reserva} /> : null}
      {reserva ? (
        <div className="dialog-actions rsv-detail-actions">
          <button type="button" className="btn rsv-btn-danger-outline rsv-push-left" onClick={() => onDelete(reserva)}>
            Eliminar
          </button>
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

function DetailBody({ reserva: r }: { reserva: Reserva }) {
  const noches = nightsBetween(r.fecha_entrada, r.fecha_salida);
  const metodo = METODO_PAGO_LABEL[r.metodo_pago as MetodoPago] ?? r.metodo_pago;
  return (
    <div className="rsv-detail">
      <section aria-labelledby="rsv-detail-cliente">
        <h3 id="rsv-detail-cliente">Cliente</h3>
        <dl className="rsv-facts">
          <div>
            <dt>Nombre</dt>
            <dd>{formatClientName(r)}</dd>
          </div>
          {r.documento ? (
            <div>
              <dt>Documento</dt>
              <dd>{r.documento}</dd>
            </div>
          ) : null}
          {r.telefono ? (
            <div>
              <dt>Teléfono</dt>
              <dd>{formatPhone(r.telefono)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="rsv-detail-reserva">
        <h3 id="rsv-detail-reserva">Reserva</h3>
        <dl className="rsv-facts">
          <div>
            <dt>Hospedaje</dt>
            <dd>
              <span className={`rsv-type-dot rsv-tipo-${r.tipo_hospedaje_id}`} aria-hidden="true" />
              {r.numero_hospedaje !== null ? lodgingLabel(r) : tipoLabel(r.tipo_hospedaje_id, r.tipo_hospedaje)}
            </dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <StatusBadge estado={r.estado} />
            </dd>
          </div>
          <div>
            <dt>Personas</dt>
            <dd>{personasLabel(r.cantidad_personas)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="rsv-detail-fechas">
        <h3 id="rsv-detail-fechas">Fechas y monto</h3>
        <dl className="rsv-facts">
          <div>
            <dt>Entrada</dt>
            <dd>{formatDateAR(r.fecha_entrada)}</dd>
          </div>
          <div>
            <dt>Salida</dt>
            <dd>{formatDateAR(r.fecha_salida)}</dd>
          </div>
          <div>
            <dt>Noches</dt>
            <dd>{noches}</dd>
          </div>
          <div>
            <dt>Método de pago</dt>
            <dd>{metodo}</dd>
          </div>
          {r.descuento > 0 ? (
            <div>
              <dt>Descuento</dt>
              <dd>{formatARSCents(r.descuento)}</dd>
            </div>
          ) : null}
          <div className="rsv-fact-total">
            <dt>Monto total</dt>
            <dd>{formatARSCents(r.monto_total)}</dd>
          </div>
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
