/**
 * /admin/calendario: occupancy of the period, the type filter, the month/week calendar of that type and the
 * reservation detail panel. Only the visible days (plus a margin) are fetched; a load failure puts
 * 'Error al cargar reservas' in the admin error banner.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import { useOcupacion } from '../api/use-ocupacion';
import { useReservasEnRango } from '../api/use-reservas-en-rango';
import { useCalendarPlace } from '../hooks/use-calendar-place';
import { calendarLayout } from '../lib/calendar-layout';
import { fetchWindow, occupancyRange, stepAnchor, visibleRange } from '../lib/calendar-range';
import { eventsForTipo, TIPO_FILTROS, type ReservationEvent } from '../lib/reservation-events';
import { OccupancySummary } from './occupancy-summary';
import { ReservationCalendar } from './reservation-calendar';
import { HoldsDueTodayLink } from './holds-due-today-link';
import { ReservationDetailDialog } from './reservation-detail-dialog';
import { TypeFilter } from './type-filter';
import { CALENDAR_PATH, ViewSwitch } from '../../../components/view-switch';

export interface CalendarPageProps {
  pathname: string;
  hash: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  reportError: (message: string | null) => void;
  /** The day shown when the hash names none; today in San Luis otherwise (tests fix it). */
  today?: string;
}

export function CalendarPage({ pathname, hash, navigate, reportError, today }: CalendarPageProps) {
  const narrow = useIsNarrow();
  const layout = useMemo(() => calendarLayout(narrow), [narrow]);
  const [defaultDay] = useState(() => today ?? todayIso());
  const [{ view, anchor, tipo }, update] = useCalendarPlace({ hash, pathname, navigate, today: defaultDay });
  const [selected, setSelected] = useState<Reserva | null>(null);
  // Kept after closing: the dialog reads it while it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Focus goes back to the entry that opened the panel (or its bar in the grid, if it was in a "+N más" list).
  const openReservation = (event: ReservationEvent) => {
    const selector = `.cal-root .rbc-event[data-reserva-id="${event.id}"]`;
    setOpener(document.querySelector<HTMLElement>(`${selector}:focus`) ?? document.querySelector<HTMLElement>(selector));
    setSelected(event.reserva);
  };

  const visible = visibleRange(view, anchor);
  const fetched = fetchWindow(visible);
  const neighbours = [-1 as const, 1 as const].map((step) => fetchWindow(visibleRange(view, stepAnchor(view, anchor, step))));
  const reservas = useReservasEnRango(fetched, neighbours);
  const occupancyPeriod = occupancyRange(view, anchor);
  const ocupacion = useOcupacion(occupancyPeriod);

  // The admin banner carries the load failure (the calendar shows it itself, no toast); cleared once the calendar
  // loads again or is left.
  const { isFetching, refetch } = reservas;
  useLoadErrorReport(reservas, MSG.errorCargarReservasCorto, reportError, { toast: false });

  const data = reservas.data;
  const events = useMemo<ReservationEvent[]>(() => (data ? eventsForTipo(data, tipo) : []), [data, tipo]);
  const onScreen = events.filter(
    (e) => e.reserva.fecha_entrada <= visible.hasta && e.reserva.fecha_salida >= visible.desde,
  ).length;

  // Spec: when no reservations are supplied, the calendar asks its parent to refresh (once per visit).
  const askedRefresh = useRef(false);
  useEffect(() => {
    if (data === undefined && !isFetching && !askedRefresh.current) {
      askedRefresh.current = true;
      void refetch();
    }
  }, [data, isFetching, refetch]);

  const loading = reservas.isPending || (reservas.isFetching && reservas.isPlaceholderData);
  const tipoLabel = TIPO_FILTROS.find((f) => f.tipo === tipo)?.label ?? '';

  return (
    <div className="cal-page">
      <header className="page-header cal-page-header">
        <div>
          <h1>Calendario de reservas</h1>
          <p className="cal-page-sub">Estadías de la entrada a la salida, ambos días incluidos.</p>
        </div>
        <ViewSwitch current={CALENDAR_PATH} navigate={navigate} />
        <HoldsDueTodayLink navigate={navigate} />
      </header>

      <OccupancySummary
        range={occupancyPeriod}
        data={ocupacion.data}
        loading={ocupacion.isFetching}
        failed={ocupacion.isError}
        selected={tipo}
      />

      <section className="cal-card card" aria-label={`Calendario de ${tipoLabel}`}>
        <TypeFilter value={tipo} onChange={(next) => update({ tipo: next })} />
        <div className="cal-status-line">
          {loading ? (
            <span className="cal-loading" role="status">
              <span className="spinner cal-spinner" aria-hidden="true" />
              Cargando reservas...
            </span>
          ) : reservas.isError ? (
            <span className="cal-load-error" role="status">
              {MSG.errorCargarReservasCorto}.{' '}
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void refetch()}>
                Reintentar
              </button>
            </span>
          ) : (
            <span className="cal-count" role="status">
              {onScreen === 0
                ? `No hay reservas de ${tipoLabel} en este período.`
                : `${onScreen === 1 ? '1 reserva' : `${onScreen} reservas`} de ${tipoLabel} en pantalla`}
            </span>
          )}
        </div>
        <div className="cal-widget" aria-busy={loading}>
          <ReservationCalendar
            events={events}
            view={view}
            anchor={anchor}
            layout={layout}
            onView={(next) => update({ view: next })}
            onNavigate={(next) => update({ anchor: next })}
            onSelectEvent={openReservation}
          />
        </div>
      </section>

      <ReservationDetailDialog
        reserva={selected}
        returnFocusTo={opener}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
    </div>
  );
}
