/**
 * /admin/calendario: occupancy of the period, the type filter, the month/week calendar of that type and the
 * reservation detail panel. Only the visible days (plus a margin) are fetched; a load failure puts
 * 'Error al cargar reservas' in the admin error banner. The same window's blocks (imported calendars, maintenance)
 * are drawn as occupancy of their unit, and stays with an open conflict are marked (issue #19); those two reads
 * failing leaves the stays on screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useIsNarrow } from '@camping/ui/hooks/use-media-query';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { useBloqueosEnRango } from '../api/use-bloqueos-en-rango';
import { useConflictosEnRango } from '../api/use-conflictos-en-rango';
import { useHospedajes } from '../api/use-hospedajes';
import { useOcupacion } from '../api/use-ocupacion';
import { useReservasEnRango } from '../api/use-reservas-en-rango';
import { useCalendarPlace } from '../hooks/use-calendar-place';
import { calendarLayout } from '../lib/calendar-layout';
import { fetchWindow, occupancyRange, stepAnchor, visibleRange } from '../lib/calendar-range';
import { blockEventsForTipo, mergeItems, withConflicts, type BlockEvent, type CalendarItem } from '../lib/block-events';
import { eventsForTipo, TIPO_FILTROS } from '../lib/reservation-events';
import { BlockDetailDialog } from './block-detail-dialog';
import { CalendarLegend } from './calendar-legend';
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
  const [selectedBlock, setSelectedBlock] = useState<BlockEvent | null>(null);
  // Kept after closing: the dialog reads it while it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // Focus goes back to the entry that opened the panel (or its bar in the grid, if it was in a "+N más" list).
  const openItem = (event: CalendarItem) => {
    const attribute = event.kind === 'bloqueo' ? 'data-bloqueo-id' : 'data-reserva-id';
    const selector = `.cal-root .rbc-event[${attribute}="${event.id}"]`;
    setOpener(document.querySelector<HTMLElement>(`${selector}:focus`) ?? document.querySelector<HTMLElement>(selector));
    if (event.kind === 'bloqueo') setSelectedBlock(event);
    else setSelected(event.reserva);
  };

  const visible = visibleRange(view, anchor);
  const fetched = fetchWindow(visible);
  const neighbours = [-1 as const, 1 as const].map((step) => fetchWindow(visibleRange(view, stepAnchor(view, anchor, step))));
  const reservas = useReservasEnRango(fetched, neighbours);
  const bloqueos = useBloqueosEnRango(fetched);
  const conflictos = useConflictosEnRango(fetched);
  const hospedajes = useHospedajes();
  const occupancyPeriod = occupancyRange(view, anchor);
  const ocupacion = useOcupacion(occupancyPeriod);

  // The admin banner carries the load failure (the calendar shows it itself, no toast); cleared once the calendar
  // loads again or is left.
  const { isFetching, refetch } = reservas;
  useLoadErrorReport(reservas, MSG.errorCargarReservasCorto, reportError, { toast: false });

  const data = reservas.data;
  const stays = useMemo(() => (data ? eventsForTipo(data, tipo) : []), [data, tipo]);
  const onScreen = stays.filter(
    (e) => e.reserva.fecha_entrada <= visible.hasta && e.reserva.fecha_salida >= visible.desde,
  ).length;
  const units = useMemo(() => new Map((hospedajes.data ?? []).map((h): [number, Hospedaje] => [h.id, h])), [hospedajes.data]);
  const conflictMap = conflictos.data;
  const events = useMemo<CalendarItem[]>(
    () => mergeItems(withConflicts(stays, conflictMap), blockEventsForTipo(bloqueos.data ?? [], units, tipo)),
    [stays, conflictMap, bloqueos.data, units, tipo],
  );

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
            onSelectEvent={openItem}
          />
        </div>
        <CalendarLegend />
      </section>

      <ReservationDetailDialog
        reserva={selected}
        returnFocusTo={opener}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
        conflictos={selected ? conflictMap?.get(selected.id) : undefined}
        navigate={navigate}
      />
      <BlockDetailDialog
        block={selectedBlock}
        returnFocusTo={opener}
        onClose={() => setSelectedBlock(null)}
        navigate={navigate}
      />
    </div>
  );
}
