/**
 * One stay of «Hoy»: unit, guest and phone, people and nights, balance, its state, and the actions the day allows
 * (the shared rules of contracts/stay-states.ts decide which; the server checks them again). An arrival or a hold not
 * yet checked in can be cancelled (issue 32); a cancelled stay owes nothing, so it shows no balance and takes no payment.
 * A stay under way that has not left can be extended («Extender estadía», issue 32: lib/extend-stay.ts). Each card names
 * its reservation with a link to its detail (/admin/reservas/:id, issue 34), to open it or send it.
 */
import { nightsBetween } from '@camping/contracts/dates';
import { formatARSCents, formatClientName, formatDateAR, formatDateTimeAR, formatPhone } from '@camping/contracts/format';
import { guestWhatsappLink, stayWhatsappMessage } from '@camping/contracts/guest-whatsapp';
import { fichaRegistroHref } from '@camping/contracts/api/huespedes';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { checkinError, checkoutError, noShowError } from '@camping/contracts/stay-states';
import { cancelacionError } from '@camping/contracts/cancellation';
import { ReservationLink } from '@camping/ui/reservation-link';
import { StayStateBadge } from '@camping/ui/stay-state-badge';
import { UnitReadinessBadge } from '@camping/ui/unit-readiness-badge';
import type { EstadoUnidad } from '@camping/contracts/schemas/limpieza';
import { lodgingLabel, nightsLabel, personasLabel } from '../../../lib/lodging-label';
import { saldoAdeudado } from '@camping/contracts/payment-status';
import type { StayAction } from '../api/use-stay-actions';
import { canExtendStay } from '../lib/extend-stay';

/** Which section the row is in: it decides which actions are offered there. */
export type StayRowKind = 'llegada' | 'salida' | 'en_casa' | 'prereserva' | 'saldo';

export interface StayRowHandlers {
  onAction: (action: StayAction, reserva: Reserva) => void;
  onPay: (reserva: Reserva) => void;
  onEdit: (reserva: Reserva) => void;
  onCancel: (reserva: Reserva) => void;
  onExtend: (reserva: Reserva) => void;
  /** The stay's guests (issue 36): the list, its vehicle and the registration card. */
  onGuests?: (reserva: Reserva) => void;
  /** The shell's navigate: the reservation's link opens its detail inside the app. */
  navigate: RemoteAppProps['navigate'];
  /** Today's arrivals' units that are not limpia, by unit id (issue 36): flagged on the arrival. */
  unitsNotReady?: ReadonlyMap<number, EstadoUnidad>;
}

export function StayRow({
  reserva: r,
  kind,
  hoy,
  esHoy,
  busy,
  onAction,
  onPay,
  onEdit,
  onCancel,
  onExtend,
  onGuests,
  navigate,
  unitsNotReady,
}: StayRowHandlers & { reserva: Reserva; kind: StayRowKind; hoy: string; esHoy: boolean; busy: boolean }) {
  const nombre = formatClientName(r);
  const saldo = saldoAdeudado(r);
  const whatsapp = guestWhatsappLink(r.telefono, stayWhatsappMessage(r, saldo));
  const activa = r.estado !== 'cancelada';
  const puedeIngresar = esHoy && (kind === 'llegada' || kind === 'en_casa') && checkinError(r, hoy) === null;
  const puedeNoShow = esHoy && kind === 'llegada' && noShowError(r, hoy) === null;
  const puedeSalir = esHoy && (kind === 'salida' || kind === 'en_casa') && checkoutError(r, hoy) === null;
  // A guest in house or leaving today stays on from «Hoy» (issue 32); the balances' list repeats today's departures.
  const puedeExtender = esHoy && (kind === 'llegada' || kind === 'salida' || kind === 'en_casa') && canExtendStay(r, hoy);
  const puedeCancelar = (kind === 'llegada' || kind === 'prereserva') && cancelacionError(r) === null;
  const notReady = kind === 'llegada' && r.hospedaje_id !== null ? unitsNotReady?.get(r.hospedaje_id) : undefined;
  return (
    <li className="fd-stay" data-reserva-id={r.id}>
      <div className="fd-stay-main">
        <p className="fd-stay-unit">
          <span className={`rsv-type-dot rsv-tipo-${r.tipo_hospedaje_id}`} aria-hidden="true" />
          {lodgingLabel(r)}
          {notReady ? <UnitReadinessBadge estado={notReady} /> : null}
          <ReservationLink reservaId={r.id} navigate={navigate} className="fd-stay-link" />
        </p>
        <p className="fd-stay-guest" title={nombre}>
          {nombre}
        </p>
        <p className="fd-stay-facts">
          {r.telefono ? <span>{formatPhone(r.telefono)}</span> : null}
          <span>{personasLabel(r.cantidad_personas)}</span>
          <span>
            {formatDateAR(r.fecha_entrada)} → {formatDateAR(r.fecha_salida)} ({nightsLabel(nightsBetween(r.fecha_entrada, r.fecha_salida))})
          </span>
          {kind === 'prereserva' && r.vence_el ? <span>Vence {formatDateTimeAR(r.vence_el)}</span> : null}
        </p>
        <p className="fd-stay-state">
          {!activa ? null : saldo > 0 ? (
            <span className="fd-saldo">Saldo {formatARSCents(saldo)}</span>
          ) : (
            <span className="fd-pagada">Pagada</span>
          )}
          {!activa && !r.no_show ? <span className="fd-cancelada">Cancelada</span> : null}
          <StayStateBadge reserva={r} />
        </p>
      </div>
      <div className="fd-stay-actions">
        {puedeIngresar ? (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => onAction('ingreso', r)}>
            Registrar ingreso
          </button>
        ) : null}
        {puedeSalir ? (
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => onAction('salida', r)}>
            Registrar salida
          </button>
        ) : null}
        {puedeNoShow ? (
          <button type="button" className="btn rsv-btn-danger-outline btn-sm" disabled={busy} onClick={() => onAction('no-show', r)}>
            No se presentó
          </button>
        ) : null}
        {saldo > 0 ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPay(r)}>
            Registrar pago
          </button>
        ) : null}
        {puedeExtender ? (
          <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => onExtend(r)}>
            Extender estadía
          </button>
        ) : null}
        {activa && kind !== 'prereserva' ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onEdit(r)} title="Extender la estadía, cambiar de unidad o editarla">
            Editar
          </button>
        ) : null}
        {activa && kind !== 'prereserva' && onGuests ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onGuests(r)}>
            Huéspedes
          </button>
        ) : null}
        {activa && kind !== 'prereserva' ? (
          <a className="btn btn-ghost btn-sm" href={fichaRegistroHref(r.id)} target="_blank" rel="noopener" aria-label={`Ficha de registro de ${nombre} (PDF)`}>
            Ficha
          </a>
        ) : null}
        {puedeCancelar ? (
          <button type="button" className="btn rsv-btn-danger-outline btn-sm" onClick={() => onCancel(r)}>
            Cancelar reserva
          </button>
        ) : null}
        {whatsapp.url ? (
          <a className="btn btn-whatsapp btn-sm" href={whatsapp.url} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp a ${nombre}`}>
            WhatsApp
          </a>
        ) : null}
      </div>
    </li>
  );
}
