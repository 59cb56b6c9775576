/**
 * The client detail modal (spec section 2): personal information, statistics from the client's reservations and
 * the full reservation history, newest stay first, each stay a link to its detail (issue 34). «Copiar enlace»
 * copies the client's own address (/admin/clientes/:id).
 */
import { MSG } from '@camping/contracts/messages';
import { formatARS, formatARSCents, formatDateAR, formatPhone } from '@camping/contracts/format';
import { nightsBetween } from '@camping/contracts/dates';
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { CopyLinkButton } from '@camping/ui/copy-link-button';
import { Dialog } from '@camping/ui/dialog';
import { ReservationLink } from '@camping/ui/reservation-link';
import { Spinner } from '@camping/ui/spinner';
import { StatusBadge } from '@camping/ui/status-badge';
import { StayStateBadge } from '@camping/ui/stay-state-badge';
import { useReservasCliente } from '../api/get-reservas-cliente';
import { clientStats, sortReservasByEntradaDesc } from '../lib/client-stats';
import { fullName, NO_ESPECIFICADA, NO_ESPECIFICADO } from '../lib/client-display';
import { reservaHospedajeLabel } from '../lib/reserva-label';

/** Label above value, in a grid. */
function LabelledValues({ className, items }: { className: string; items: Array<[string, string]> }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonalInfo({ cliente }: { cliente: Cliente }) {
  const items: Array<[string, string]> = [
    ['Nombre completo', fullName(cliente)],
    ['DNI', cliente.documento],
    ['Teléfono', formatPhone(cliente.telefono) || NO_ESPECIFICADO],
    ['Vehículo', cliente.modelo_vehiculo?.trim() || NO_ESPECIFICADO],
    ['Patente', cliente.patente?.trim() || NO_ESPECIFICADA],
    ['Fecha de registro', formatDateAR(cliente.created_at)],
  ];
  return (
    <section className="mfc-detail-section" aria-labelledby="mfc-detail-personal">
      <h3 id="mfc-detail-personal">Información personal</h3>
      <LabelledValues className="mfc-info-grid" items={items} />
    </section>
  );
}

function Statistics({ reservas }: { reservas: Reserva[] }) {
  const stats = clientStats(reservas);
  const tiles: Array<[string, string, string]> = [
    ['Total de reservas', String(stats.totalReservas), 'total'],
    ['Total gastado', formatARS(stats.totalGastado), 'gastado'],
    ['Activas', String(stats.activas), 'activas'],
    ['Finalizadas', String(stats.finalizadas), 'finalizadas'],
  ];
  return (
    <section className="mfc-detail-section" aria-labelledby="mfc-detail-stats">
      <h3 id="mfc-detail-stats">Estadísticas</h3>
      <dl className="mfc-stats">
        {tiles.map(([label, value, key]) => (
          <div key={key} className={`mfc-stat mfc-stat-${key}`} data-stat={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Navigate = RemoteAppProps['navigate'];

function HistoryEntry({ reserva, navigate }: { reserva: Reserva; navigate?: Navigate }) {
  const noches = nightsBetween(reserva.fecha_entrada, reserva.fecha_salida);
  const metodo = METODO_PAGO_LABEL[reserva.metodo_pago as MetodoPago] ?? reserva.metodo_pago;
  const items: Array<[string, string]> = [
    ['Entrada', formatDateAR(reserva.fecha_entrada)],
    ['Salida', formatDateAR(reserva.fecha_salida)],
    ['Noches', String(noches)],
    ['Personas', String(reserva.cantidad_personas)],
    ['Monto', formatARSCents(reserva.monto_total)],
    ['Fecha de reserva', formatDateAR(reserva.created_at)],
  ];
  return (
    <li className={`mfc-history-entry mfc-history-tipo-${reserva.tipo_hospedaje_id}`} data-reserva-id={reserva.id}>
      <div className="mfc-history-head">
        <strong>{reservaHospedajeLabel(reserva)}</strong>
        <ReservationLink reservaId={reserva.id} navigate={navigate} className="mfc-history-id" />
        <StatusBadge estado={reserva.estado} />
        <StayStateBadge reserva={reserva} compact />
      </div>
      <LabelledValues className="mfc-history-grid" items={items} />
      <p className="mfc-history-extra">
        Pago: {metodo}
        {reserva.descuento > 0 ? ` · Descuento: ${formatARSCents(reserva.descuento)}` : ''}
      </p>
      {reserva.observaciones?.trim() ? (
        <p className="mfc-history-obs">
          <span>Observaciones:</span> {reserva.observaciones}
        </p>
      ) : null}
    </li>
  );
}

function History({ reservas, navigate }: { reservas: Reserva[]; navigate?: Navigate }) {
  return (
    <section className="mfc-detail-section" aria-labelledby="mfc-detail-history">
      <h3 id="mfc-detail-history">Historial de reservas</h3>
      {reservas.length === 0 ? (
        <p className="empty-state mfc-history-empty">{MSG.sinReservasCliente}</p>
      ) : (
        <ol className="mfc-history" aria-label="Reservas del cliente">
          {sortReservasByEntradaDesc(reservas).map((reserva) => (
            <HistoryEntry key={reserva.id} reserva={reserva} navigate={navigate} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Reservations({ clienteId, navigate }: { clienteId: number; navigate?: Navigate }) {
  const reservas = useReservasCliente(clienteId);
  if (reservas.isPending) return <Spinner label="Cargando reservas..." />;
  if (reservas.isError)
    return (
      <p className="mfc-form-alert" role="alert">
        {MSG.errorCargarReservasCliente}
      </p>
    );
  return (
    <>
      <Statistics reservas={reservas.data} />
      <History reservas={reservas.data} navigate={navigate} />
    </>
  );
}

export interface ClientDetailModalProps {
  cliente: Cliente | null;
  onClose: () => void;
  /** The shell's navigate: a stay of the history opens in Reservas inside the app. */
  navigate?: Navigate;
}

export function ClientDetailModal({ cliente, onClose, navigate }: ClientDetailModalProps) {
  return (
    <Dialog
      open={cliente !== null}
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={cliente ? fullName(cliente) : 'Cliente'}
      description="Detalle del cliente"
      wide
    >
      {cliente ? (
        <div className="mfc-detail">
          <PersonalInfo cliente={cliente} />
          <Reservations clienteId={cliente.id} navigate={navigate} />
          <div className="dialog-actions">
            <CopyLinkButton url={new URL(`/admin/clientes/${cliente.id}`, window.location.origin).href} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
