/**
 * The front desk's actions in a stay's detail (issue 36), written once for the Reservas detail and the Planilla's
 * and calendar's detail (a bar of the Planilla opens it): «Registrar ingreso» (the guests form, who is missing and
 * the arrival time), «Registrar salida» on or after the booked day (asked first), the guests and the registration
 * card. A guest leaving before the booked day is sent to «Hoy», whose dialog asks what to charge.
 */
import { useState } from 'react';
import { fichaRegistroHref } from '@camping/contracts/api/huespedes';
import { todayIso } from '@camping/contracts/dates';
import { formatARSCents, formatClientName } from '@camping/contracts/format';
import { confirmarSalidaConSaldoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { saldoAdeudado } from '@camping/contracts/payment-status';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { checkinError, checkoutError } from '@camping/contracts/stay-states';
// By package name, not './…': the dialogs must be the federation's one copy (cancel-reservation-dialog.tsx says why).
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { GuestsDialog } from '@camping/ui/guests-dialog';
import { useDeskCheckIn, useDeskCheckOut } from './hooks/use-desk-actions';

function checkoutQuestion(r: Reserva): string {
  const saldo = saldoAdeudado(r);
  if (saldo > 0) return `${r.checkin_at ? '' : `${MSG_CUENTA.salidaSinIngresoAviso} `}${confirmarSalidaConSaldoMessage(formatARSCents(saldo))}`;
  if (!r.checkin_at) return `${MSG_CUENTA.salidaSinIngresoAviso} ¿Registrar la salida?`;
  return `¿Registrar la salida de ${formatClientName(r)}?`;
}

export function StayDeskActions({ reserva: r, onChanged, idPrefix = 'stay' }: { reserva: Reserva; onChanged?: (r: Reserva) => void; idPrefix?: string }) {
  const hoy = todayIso();
  const [guests, setGuests] = useState<'ingreso' | 'huespedes' | null>(null);
  const [asking, setAsking] = useState(false);
  const checkIn = useDeskCheckIn();
  const checkOut = useDeskCheckOut();
  // A hold is confirmed first (its panel above); a cancelled stay has nobody to register.
  if (r.estado === 'cancelada' || r.estado === 'pendiente') return null;
  const puedeIngresar = checkinError(r, hoy) === null;
  const salidaPermitida = checkoutError(r, hoy) === null;
  const anticipada = salidaPermitida && r.fecha_salida > hoy;
  return (
    <section aria-labelledby={`${idPrefix}-desk`} className="stay-desk">
      <h3 id={`${idPrefix}-desk`}>Huéspedes e ingreso</h3>
      <div className="stay-desk-actions">
        {puedeIngresar ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setGuests('ingreso')}>
            Registrar ingreso
          </button>
        ) : null}
        {salidaPermitida && !anticipada ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)} disabled={checkOut.isPending}>
            Registrar salida
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setGuests('huespedes')}>
          Huéspedes
        </button>
        <a className="btn btn-ghost btn-sm" href={fichaRegistroHref(r.id)} target="_blank" rel="noopener">
          Ficha de registro (PDF)
        </a>
      </div>
      {anticipada ? <p className="field-hint">Sale antes de lo reservado: registre la salida desde «Hoy», que pregunta qué se cobra.</p> : null}
      <GuestsDialog
        reserva={guests ? r : null}
        mode={guests ?? 'huespedes'}
        checkIn={(id, horaLlegada) => checkIn.mutateAsync({ id, horaLlegada }).then((answer) => onChanged?.(answer.reserva))}
        onClose={() => setGuests(null)}
      />
      <ConfirmDialog
        open={asking}
        title="Registrar salida"
        message={checkoutQuestion(r)}
        confirmLabel="Registrar salida"
        onConfirm={() =>
          checkOut
            .mutateAsync(r.id)
            .then((answer) => onChanged?.(answer.reserva))
            .catch(() => undefined)
            .finally(() => setAsking(false))
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
