/**
 * «Hoy» (issue 17, /admin/hoy): the front desk's day — arrivals, departures, guests in house, holds expiring, stays
 * owing money — with the actions in place, any day chosen with ◀ ▶ or the date field (kept in the URL), and a print
 * view. Actions that record a state are offered for today only.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { GuestsDialog } from '@camping/ui/guests-dialog';
import { useUnitsNotReady } from '@camping/ui/hooks/use-limpieza';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { dateWithWeekday } from '../../../lib/date-label';
import { CancelReservation } from '../../reservations/components/cancel-reservation';
import { EditReservationModal } from '../../reservations/components/edit-reservation-modal';
import { hoyQueryKey, useHoy } from '../api/use-hoy';
import { useStayAction, type StayAction } from '../api/use-stay-actions';
import { useHoyFecha } from '../hooks/use-hoy-fecha';
import { isEarlyCheckout } from '../lib/early-checkout';
import { stayActionConfirmation } from '../lib/stay-action-confirmation';
import { EarlyCheckoutDialog } from './early-checkout-dialog';
import { ExtendStayDialog } from './extend-stay-dialog';
import { HoyDayNav } from './hoy-day-nav';
import { HoyPrintSheet } from './hoy-print-sheet';
import { HoySection } from './hoy-section';
import { HoySummary } from './hoy-summary';
import { NewArrivalDialog } from './new-arrival-dialog';
import { PaymentDialog } from './payment-dialog';
import './front-desk.css';

type Pending = { action: StayAction; reserva: Reserva; message: string };

export function HoyPage({ navigate, reportError }: Pick<RemoteAppProps, 'navigate' | 'reportError'>) {
  const [fecha, setFecha] = useHoyFecha(navigate);
  const hoy = useHoy(fecha);
  useLoadErrorReport(hoy, MSG.errorCargarHoy, reportError);
  const queryClient = useQueryClient();
  const stayAction = useStayAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [paying, setPaying] = useState<Reserva | null>(null);
  const [editing, setEditing] = useState<Reserva | null>(null);
  const [cancelling, setCancelling] = useState<Reserva | null>(null);
  const [leaving, setLeaving] = useState<Reserva | null>(null);
  const [extending, setExtending] = useState<Reserva | null>(null);
  const data = hoy.data;
  const esHoy = data !== undefined && data.fecha === data.hoy;
  // Today's arrivals whose unit is not limpia are flagged (issue 36); «Nueva llegada» books a walk-in for tonight.
  const unitsNotReady = useUnitsNotReady(fecha, esHoy);
  const [walkIn, setWalkIn] = useState(false);

  const run = (action: StayAction, reserva: Reserva) => stayAction.mutateAsync({ action, id: reserva.id }).catch(() => undefined);
  // A guest leaving before the booked day is asked what to charge (issue 32); the rest confirm or run at once.
  const [guests, setGuests] = useState<{ reserva: Reserva; mode: 'ingreso' | 'huespedes' } | null>(null);
  const onAction = (action: StayAction, reserva: Reserva) => {
    // The check-in opens the guests form (issue 36): who is missing, the arrival time, then the check-in itself.
    if (action === 'ingreso') return setGuests({ reserva, mode: 'ingreso' });
    if (action === 'salida' && data && isEarlyCheckout(reserva, data.hoy)) return setLeaving(reserva);
    const message = stayActionConfirmation(action, reserva);
    if (message) setPending({ action, reserva, message });
    else void run(action, reserva);
  };
  const busyId = stayAction.isPending ? (stayAction.variables?.id ?? null) : null;
  const handlers = { navigate, onAction, onPay: setPaying, onEdit: setEditing, onCancel: setCancelling, onExtend: setExtending, onGuests: (reserva: Reserva) => setGuests({ reserva, mode: 'huespedes' }), busyId, esHoy, hoy: data?.hoy ?? fecha, unitsNotReady };

  return (
    <div className="fd-page">
      <header className="page-header fd-header">
        <div>
          <h1 id="fd-title">Hoy</h1>
          <p className="rsv-subtitle">{dateWithWeekday(fecha)}</p>
        </div>
        <div className="fd-header-actions">
          <HoyDayNav fecha={fecha} hoy={data?.hoy} onChange={setFecha} />
          {esHoy ? (
            <button type="button" className="btn btn-primary" onClick={() => setWalkIn(true)}>
              Nueva llegada
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={() => window.print()} disabled={!data}>
            Imprimir
          </button>
        </div>
      </header>
      {!data && hoy.isPending ? <Spinner /> : null}
      {data ? (
        <div className="fd-screen" aria-busy={hoy.isFetching}>
          {!esHoy ? <p className="rsv-info fd-other-day">Ingresos, salidas y ausencias se registran en el día de hoy.</p> : null}
          <HoySummary data={data} />
          <div className="fd-sections">
            <HoySection id="fd-llegadas" title="Llegadas" empty="Nadie llega este día." seccion={data.llegadas} kind="llegada" {...handlers} />
            <HoySection id="fd-salidas" title="Salidas" empty="Nadie sale este día." seccion={data.salidas} kind="salida" {...handlers} />
            <HoySection id="fd-en-casa" title="En el complejo" empty="No hay huéspedes de días anteriores." seccion={data.en_casa} kind="en_casa" {...handlers} />
            <HoySection
              id="fd-prereservas"
              title="Pre-reservas que vencen"
              empty="Ninguna pre-reserva vence este día."
              seccion={data.prereservas_vencen}
              kind="prereserva"
              {...handlers}
            />
            <HoySection
              id="fd-saldos"
              title="Saldos pendientes"
              empty="Nadie que ya se fue o se va este día debe dinero."
              seccion={data.saldos}
              kind="saldo"
              extra={
                data.saldos.total > 0 ? (
                  <p className="fd-saldos-total">Total adeudado: {formatARSCents(data.saldos.monto)} · salida este día o antes</p>
                ) : null
              }
              {...handlers}
            />
          </div>
          {/* Only the chosen day's answer is printed: while another day's is still on screen (kept while the chosen one
              loads) the sheet would print it under the wrong date. */}
          {data.fecha === fecha ? <HoyPrintSheet data={data} /> : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'no-show' ? 'No se presentó' : 'Registrar salida'}
        message={pending?.message ?? ''}
        confirmLabel={pending?.action === 'no-show' ? 'Marcar «No se presentó»' : 'Registrar salida'}
        onConfirm={() => (pending ? run(pending.action, pending.reserva).then(() => setPending(null)) : undefined)}
        onCancel={() => setPending(null)}
      />
      <EarlyCheckoutDialog
        reserva={leaving}
        hoy={data?.hoy ?? fecha}
        checkOut={({ id, ...salida }) => stayAction.mutateAsync({ action: 'salida', id, salida })}
        onClose={() => setLeaving(null)}
      />
      <PaymentDialog
        reserva={paying}
        onClose={() => setPaying(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: hoyQueryKey(fecha) })}
      />
      <GuestsDialog
        reserva={guests?.reserva ?? null}
        mode={guests?.mode ?? 'huespedes'}
        checkIn={(id, horaLlegada) => stayAction.mutateAsync({ action: 'ingreso', id, horaLlegada })}
        onClose={() => setGuests(null)}
      />
      <ExtendStayDialog reserva={extending} onClose={() => setExtending(null)} />
      <NewArrivalDialog open={walkIn} hoy={data?.hoy ?? fecha} navigate={navigate} onClose={() => setWalkIn(false)} />
      <EditReservationModal reserva={editing} onClose={() => setEditing(null)} />
      <CancelReservation reserva={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
