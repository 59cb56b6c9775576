/**
 * The calendar's toolbar: previous/next, today, month, week. On narrow screens it has fewer buttons: the arrows lose
 * their words and Mes/Semana become one toggle that names the other view.
 */
import type { ToolbarProps } from 'react-big-calendar';
import type { ReservationEvent } from '../lib/reservation-events';

export interface CalendarToolbarProps extends ToolbarProps<ReservationEvent> {
  compact: boolean;
}

function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1) : text;
}

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d={direction === 'prev' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CalendarToolbar({ label, view, onNavigate, onView, compact }: CalendarToolbarProps) {
  const navigation = (
    <div className="cal-toolbar-nav">
      <button
        type="button"
        className="btn btn-secondary cal-toolbar-arrow"
        onClick={() => onNavigate('PREV')}
        aria-label={view === 'week' ? 'Semana anterior' : 'Mes anterior'}
      >
        <Arrow direction="prev" />
        {compact ? null : <span>Anterior</span>}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => onNavigate('TODAY')}>
        Hoy
      </button>
      <button
        type="button"
        className="btn btn-secondary cal-toolbar-arrow"
        onClick={() => onNavigate('NEXT')}
        aria-label={view === 'week' ? 'Semana siguiente' : 'Mes siguiente'}
      >
        {compact ? null : <span>Siguiente</span>}
        <Arrow direction="next" />
      </button>
    </div>
  );

  const views = compact ? (
    <button type="button" className="btn btn-secondary cal-toolbar-toggle" onClick={() => onView(view === 'month' ? 'week' : 'month')}>
      {view === 'month' ? 'Semana' : 'Mes'}
    </button>
  ) : (
    <div className="cal-toolbar-views" role="group" aria-label="Vista">
      {(['month', 'week'] as const).map((v) => (
        <button
          key={v}
          type="button"
          className={view === v ? 'cal-view-btn active' : 'cal-view-btn'}
          aria-pressed={view === v}
          onClick={() => onView(v)}
        >
          {v === 'month' ? 'Mes' : 'Semana'}
        </button>
      ))}
    </div>
  );

  return (
    <div className={compact ? 'cal-toolbar compact' : 'cal-toolbar'}>
      <h2 className="cal-toolbar-label" aria-live="polite">
        {capitalize(label)}
      </h2>
      {navigation}
      {views}
    </div>
  );
}
