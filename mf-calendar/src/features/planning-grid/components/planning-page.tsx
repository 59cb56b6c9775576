/**
 * /admin/calendario/planilla (issue 18): every cabin and dormi against every day of a 14, 31 or 62-day window, with
 * the camping and group nights below. The window's stays come in ONE request of the window (`reservas?desde&hasta`,
 * all types); the units in another, kept for minutes. Moves ask first with the changed stay's confirmation (issue
 * 32), then go through the reservation update; the detail is the calendar's own panel. `#…&reserva=ID` (the link of
 * «Mover nuestra estadía» in Canales) selects a stay: ringed, focused, with a line above the grid to move it; its
 * open conflicts are named there and in its detail.
 */
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { PLANNING_PATH, ViewSwitch } from '../../../components/view-switch';
import { useBloqueosEnRango } from '../../calendar/api/use-bloqueos-en-rango';
import { useConflictosEnRango } from '../../calendar/api/use-conflictos-en-rango';
import { useReservasEnRango } from '../../calendar/api/use-reservas-en-rango';
import { ReservationDetailDialog } from '../../calendar/components/reservation-detail-dialog';
import { StayChangeDialog } from '../../calendar/components/stay-change-dialog';
import { useHospedajes } from '../../calendar/api/use-hospedajes';
import { usePlanningPlace } from '../hooks/use-planning-place';
import { useStayMove } from '../hooks/use-stay-move';
import { DAY_WIDTH, defaultStart, stepStart, windowDays, windowRange } from '../lib/planning-window';
import { nightCounts, SUMMARY_ROWS, unitGroups, visibleStays } from '../lib/planning-rows';
import { bookingPath } from '../lib/booking-link';
import { placeWithUnit, type StayPlace } from '../lib/stay-change';
import { unitTooSmall } from '../lib/drop-clash';
import { MoveStayDialog } from './move-stay-dialog';
import { PlanningGrid, type BookingRequest } from './planning-grid';
import { PlanningLegend } from './planning-legend';
import { PlanningToolbar } from './planning-toolbar';
import { SelectedStay } from './selected-stay';
import './planning.css';

export interface PlanningPageProps {
  hash: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  reportError: (message: string | null) => void;
  /** Today in San Luis unless a test fixes it. */
  today?: string;
}

export function PlanningPage({ hash, navigate, reportError, today: fixedToday }: PlanningPageProps) {
  const [today] = useState(() => fixedToday ?? todayIso());
  const [place, update] = usePlanningPlace({ hash, pathname: PLANNING_PATH, navigate, today });
  const range = windowRange(place);
  const days = useMemo(() => windowDays(place), [place.desde, place.dias]); // eslint-disable-line react-hooks/exhaustive-deps
  const dayWidth = DAY_WIDTH[place.dias];

  // The small answers are asked first (queries start in the order of these hooks): the server answers them before
  // it has serialised the window's 2,000 stays, so the grid never waits for its rows once the stays are in.
  const hospedajes = useHospedajes();
  const bloqueos = useBloqueosEnRango(range);
  const conflictos = useConflictosEnRango(range);
  const reservas = useReservasEnRango(range);
  const blocks = useMemo(() => {
    const byUnit = new Map<number, Bloqueo[]>();
    for (const b of bloqueos.data ?? []) byUnit.set(b.hospedaje_id, [...(byUnit.get(b.hospedaje_id) ?? []), b]);
    return byUnit;
  }, [bloqueos.data]);
  useLoadErrorReport(reservas, MSG.errorCargarReservasCorto, reportError, { toast: false });

  const data = reservas.data;
  const units = hospedajes.data;
  const shown = useMemo(() => visibleStays(data ?? [], place.canceladas), [data, place.canceladas]);
  const groups = useMemo(() => unitGroups(units ?? [], shown), [units, shown]);
  const summaries = useMemo(
    () => SUMMARY_ROWS.map((s) => ({ ...s, counts: nightCounts(data ?? [], s.tipo, days) })),
    [data, days],
  );
  const byId = useMemo(() => new Map((data ?? []).map((r) => [r.id, r])), [data]);
  const findStay = useCallback((id: number) => byId.get(id), [byId]);

  const { propose, proposal, accept, back, pending, refusal, refuse } = useStayMove(range);
  // A drop, a resize or «Mover» asks first (issue 32): the changed stay's confirmation, nothing saved until accepted.
  // A unit too small for the stay's people is refused at once, before any question about its price (issue 37: the
  // capacity rule first), with the API's own words.
  const proposeMove = useCallback(
    (reserva: Reserva, to: StayPlace) => {
      const place = placeWithUnit(reserva, to, units ?? []);
      const tooSmall = unitTooSmall(reserva, place.hospedaje_id, units ?? []);
      if (tooSmall) return refuse(tooSmall);
      propose({ reserva, to: place });
    },
    [propose, refuse, units],
  );
  const [detail, setDetail] = useState<Reserva | null>(null);
  const [moving, setMoving] = useState<Reserva | null>(null);
  // Kept after closing: the dialogs give focus back to it while they close.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const onBook = useCallback((request: BookingRequest) => navigate(bookingPath(request)), [navigate]);

  const selectedId = place.reserva;
  const selectedStay = selectedId !== null ? byId.get(selectedId) : undefined;
  const barOf = (id: number) => document.querySelector<HTMLElement>(`.plan-table .plan-bar[data-reserva-id="${id}"]`);
  // The confirmation closes onto the stay's bar, drawn anew when it changes rows (the element it opened from is gone),
  // so the keyboard goes on from the stay.
  const refocusAfter = (id: number, answer: () => void) => {
    flushSync(answer);
    barOf(id)?.focus();
  };

  const loading = reservas.isPending || hospedajes.isPending || (reservas.isFetching && reservas.isPlaceholderData);
  const failed = reservas.isError || hospedajes.isError;

  return (
    <div className="cal-page plan-page">
      <header className="page-header cal-page-header">
        <div>
          <h1>Planilla de ocupación</h1>
          <p className="cal-page-sub">Cada cabaña y dormi, día por día. Arrastre una reserva para moverla o su borde para cambiar la salida.</p>
        </div>
        <ViewSwitch current={PLANNING_PATH} navigate={navigate} />
      </header>

      <section className="cal-card card plan-card" aria-labelledby="plan-title">
        <h2 id="plan-title" className="visually-hidden">
          Planilla
        </h2>
        <PlanningToolbar
          place={place}
          hasta={range.hasta}
          onStep={(direction) => update({ desde: stepStart(place, direction) })}
          onToday={() => update({ desde: defaultStart(today) })}
          onChange={update}
        />
        <div className="plan-status" role="status">
          {loading ? (
            <span className="cal-loading">
              <span className="spinner cal-spinner" aria-hidden="true" />
              Cargando reservas...
            </span>
          ) : failed ? (
            <span className="cal-load-error">
              {MSG.errorCargarReservasCorto}.{' '}
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void Promise.all([reservas.refetch(), hospedajes.refetch()])}
              >
                Reintentar
              </button>
            </span>
          ) : null}
        </div>
        {refusal ? (
          <p className="plan-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        {selectedId !== null ? (
          <SelectedStay
            id={selectedId}
            reserva={selectedStay && selectedStay.estado !== 'cancelada' ? selectedStay : undefined}
            loading={loading}
            conflictos={conflictos.data?.get(selectedId) ?? []}
            onMove={(reserva) => {
              setOpener(barOf(reserva.id));
              setMoving(reserva);
            }}
            onClear={() => update({ reserva: null })}
          />
        ) : null}
        {units ? (
          <div aria-busy={loading}>
            <PlanningGrid
              blocks={blocks}
              days={days}
              dayWidth={dayWidth}
              today={today}
              groups={groups}
              summaries={summaries}
              pending={pending}
              findStay={findStay}
              onOpen={(reserva, bar) => {
                setOpener(bar);
                setDetail(reserva);
              }}
              onMoveDialog={(reserva, bar) => {
                setOpener(bar);
                setMoving(reserva);
              }}
              onMove={proposeMove}
              onBook={onBook}
              selectedId={selectedId}
            />
          </div>
        ) : null}
        <PlanningLegend />
      </section>

      <ReservationDetailDialog
        reserva={detail}
        returnFocusTo={opener}
        onClose={() => setDetail(null)}
        onChanged={setDetail}
        conflictos={detail ? conflictos.data?.get(detail.id) : undefined}
        navigate={navigate}
      />
      <MoveStayDialog
        reserva={moving}
        units={units ?? []}
        returnFocusTo={opener}
        onClose={() => setMoving(null)}
        onMove={proposeMove}
      />
      <StayChangeDialog
        proposal={proposal}
        onAccept={(answered, montoTotal, minimo) => refocusAfter(answered.reserva.id, () => accept(answered, montoTotal, minimo))}
        onBack={() => (proposal ? refocusAfter(proposal.reserva.id, back) : undefined)}
      />
    </div>
  );
}
