/**
 * «Hoy» (issue 17, /admin/hoy): the front desk's day — arrivals, departures, guests in house, holds expiring, stays
 * owing money — with the actions in place, any day chosen with ◀ ▶ or the date field (kept in the URL), and a print
 * view. Actions that record a state are offered for today only.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, confirmarSalidaConSaldoMessage } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { dateWithWeekday } from '../../../lib/date-label';
import { EditReservationModal } from '../../reservations/components/edit-reservation-modal';
import { hoyQueryKey, useHoy } from '../api/use-hoy';
import { useStayAction, type StayAction } from '../api/use-stay-actions';
import { useHoyFecha } from '../hooks/use-hoy-fecha';
import { HoyDayNav } from './hoy-day-nav';
import { HoyPrintSheet } from './hoy-print-sheet';
import { HoySection } from './hoy-section';
import { HoySummary } from './hoy-summary';
import { PaymentDialog } from './payment-dialog';
import './front-desk.css';

type Pending = { action: StayAction; reserva: Reserva };

/** A check-out owing money and a no-show ask first; a check-in and a paid check-out do not. */
function confirmation(p: Pending): string | null {
  if (p.action === 'no-show') return MSG.confirmarNoShow;
  if (p.action === 'salida' && p.reserva.saldo > 0) return confirmarSalidaConSaldoMessage(formatARSCents(p.reserva.saldo));
  return null;
}

export function HoyPage({ navigate, reportError }: Pick<RemoteAppProps, 'navigate' | 'reportError'>) {
  const [fecha, setFecha] = useHoyFecha(navigate);
  const hoy = useHoy(fecha);
  useLoadErrorReport(hoy, MSG.errorCargarHoy, reportError);
  const queryClient = useQueryClient();
  const stayAction = useStayAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [paying, setPaying] = useState<Reserva | null>(null);
  const [editing, setEditing] = useState<Reserva | null>(null);

  const run = (p: Pending) => stayAction.mutateAsync({ action: p.action, id: p.reserva.id }).catch(() => undefined);
  const onAction = (action: StayAction, reserva: Reserva) => {
    const p = { action, reserva };
    if (confirmation(p)) setPending(p);
    else void run(p);
  };
  const data = hoy.data;
  const esHoy = data !== undefined && data.fecha === data.hoy;
  const busyId = stayAction.isPending ? (stayAction.variables?.id ?? null) : null;
  const handlers = { onAction, onPay: setPaying, onEdit: setEditing, busyId, esHoy, hoy: data?.hoy ?? fecha };

  return (
    <div className="fd-page">
      <header className="page-header fd-header">
        <div>
          <h1 id="fd-title">Hoy</h1>
          <p className="rsv-subtitle">{dateWithWeekday(fecha)}</p>
        </div>
        <div className="fd-header-actions">
          <HoyDayNav fecha={fecha} hoy={data?.hoy} onChange={setFecha} />
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
          <HoyPrintSheet data={data} />
        </div>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'no-show' ? 'No se presentó' : 'Registrar salida'}
        message={pending ? (confirmation(pending) ?? '') : ''}
        confirmLabel={pending?.action === 'no-show' ? 'Marcar «No se presentó»' : 'Registrar salida'}
        onConfirm={() => (pending ? run(pending).then(() => setPending(null)) : undefined)}
        onCancel={() => setPending(null)}
      />
      <PaymentDialog
        reserva={paying}
        onClose={() => setPaying(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: hoyQueryKey(fecha) })}
      />
      <EditReservationModal reserva={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
