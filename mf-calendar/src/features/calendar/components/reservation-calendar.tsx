/**
 * react-big-calendar set up for reservations: month and week views in Spanish, weeks from Monday, stays drawn as
 * all-day bars in both (the week view shows no hour grid: a stay has no hours, issue 15), events coloured by type, a "+N más" popup for the days that hold more than the layout
 * allows, and Enter/Space opening a reservation like a click.
 */
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { Calendar, type Components, type ToolbarProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { isoToLocalDate, localDateToIso, todayIso } from '@camping/contracts/dates';
import { rowLimits, type CalendarLayout } from '../lib/calendar-layout';
import { CULTURE, calendarFormats, localizer, messages } from '../lib/calendar-localizer';
import type { CalendarView } from '../lib/calendar-range';
import type { CalendarItem, TipoBloqueo } from '../lib/block-events';
import { CalendarEvent, CalendarEventWrapper, OpenReservationContext } from './calendar-event';
import { CalendarToolbar } from './calendar-toolbar';
import './calendar.css';

const VIEWS: CalendarView[] = ['month', 'week'];

/**
 * The widget places the list beside its link and, near the right edge, flips it left by its own width, which on a
 * phone pushes it past the left edge: it is moved back inside the window.
 */
function keepInsideWindow(overlay: HTMLElement, margin = 8): void {
  const box = overlay.getBoundingClientRect();
  let shift = 0;
  if (box.right > window.innerWidth - margin) shift = window.innerWidth - margin - box.right;
  if (box.left + shift < margin) shift = margin - box.left;
  if (shift) overlay.style.left = `${(parseFloat(overlay.style.left) || 0) + shift}px`;
}

export interface ReservationCalendarProps {
  events: CalendarItem[];
  view: CalendarView;
  /** Any day of the period on screen, `YYYY-MM-DD`. */
  anchor: string;
  layout: CalendarLayout;
  onView: (view: CalendarView) => void;
  onNavigate: (anchor: string) => void;
  onSelectEvent: (event: CalendarItem) => void;
}

/** Each kind of block its own colour (calendar.css), the same as the legend's keys and the Planilla's bars. */
const BLOCK_CLASS: Record<TipoBloqueo, string> = {
  importado: 'cal-event cal-event-bloqueo',
  mantenimiento: 'cal-event cal-event-bloqueo cal-event-bloqueo-manual',
  fuera_de_servicio: 'cal-event cal-event-bloqueo cal-event-bloqueo-fuera',
};

function eventStyle(event: CalendarItem): { className: string; style: CSSProperties } {
  if (event.kind === 'bloqueo') return { className: BLOCK_CLASS[event.tipoBloqueo], style: {} };
  return {
    className: `cal-event cal-event-tipo-${event.tipo} cal-event-${event.reserva.estado}${event.conflictos.length ? ' cal-event-conflicto' : ''}`,
    style: { '--cal-ev-color': event.color } as CSSProperties,
  };
}

export function ReservationCalendar({
  events,
  view,
  anchor,
  layout,
  onView,
  onNavigate,
  onSelectEvent,
}: ReservationCalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { monthRows, allDayMaxRows } = rowLimits(layout);
  const formats = useMemo(() => calendarFormats(layout), [layout]);
  const compact = layout.toolbar === 'compact';
  // Today in San Luis, worked out once a render (the widget asks for it once per day cell).
  const today = isoToLocalDate(todayIso());
  const components = useMemo<Components<CalendarItem>>(
    () => ({
      toolbar: (props: ToolbarProps<CalendarItem>) => <CalendarToolbar {...props} compact={compact} />,
      event: CalendarEvent,
      eventWrapper: CalendarEventWrapper as Components<CalendarItem>['eventWrapper'],
    }),
    [compact],
  );

  // The widget names its month grid in English; screen readers get Spanish.
  useEffect(() => {
    rootRef.current?.querySelector('.rbc-month-view')?.setAttribute('aria-label', 'Vista mensual');
  });

  // The "+N más" list: focus moves into it when it opens, and Escape closes it and returns to its link (the
  // widget's own Escape handling never attaches). The list closes on an outside press, so Escape sends one.
  const showMoreLink = useRef<HTMLElement | null>(null);
  const onShowMore = () => {
    showMoreLink.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    requestAnimationFrame(() => {
      const overlay = document.querySelector<HTMLElement>('.rbc-overlay');
      if (!overlay) return;
      keepInsideWindow(overlay);
      overlay.querySelector<HTMLElement>('.rbc-event')?.focus();
    });
  };
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !document.querySelector('.rbc-overlay')) return;
      // A detail panel opened from the list closes first; the list stays for the next look.
      if (document.querySelector('[role="dialog"]')) return;
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      showMoreLink.current?.focus();
    };
    // Capture on window: runs before the dialog's own Escape handler removes it from the page.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <OpenReservationContext.Provider value={onSelectEvent}>
      <div
        ref={rootRef}
        className={`cal-root cal-view-${view}${layout.narrow ? ' cal-narrow' : ''}`}
        style={{ '--cal-rows': monthRows } as CSSProperties}
      >
        <Calendar<CalendarItem>
          localizer={localizer}
          culture={CULTURE}
          messages={messages}
          formats={formats}
          events={events}
          views={VIEWS}
          view={view}
          onView={(v: View) => onView(v === 'week' ? 'week' : 'month')}
          date={isoToLocalDate(anchor)}
          onNavigate={(date: Date) => onNavigate(localDateToIso(date))}
          getNow={() => today}
          titleAccessor="title"
          tooltipAccessor="tooltip"
          allDayAccessor="allDay"
          startAccessor="start"
          endAccessor="end"
          eventPropGetter={eventStyle}
          onSelectEvent={onSelectEvent}
          popup
          onShowMore={onShowMore}
          allDayMaxRows={allDayMaxRows}
          drilldownView="week"
          components={components}
          selectable={false}
        />
      </div>
    </OpenReservationContext.Provider>
  );
}
