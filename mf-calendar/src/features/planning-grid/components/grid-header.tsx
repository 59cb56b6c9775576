/** The sticky date header: month names ('Enero de 2026', as the calendar) over their days, then weekday and day number; weekends and today marked. */
import { memo } from 'react';
import { weekdayIndex } from '../../calendar/lib/calendar-range';
import { dayClass, WEEKDAY_SHORT } from './day-cells';

const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

export function monthSpans(days: readonly string[]): Array<{ key: string; label: string; count: number }> {
  const spans: Array<{ key: string; label: string; count: number }> = [];
  for (const day of days) {
    const key = day.slice(0, 7);
    const last = spans[spans.length - 1];
    if (last && last.key === key) last.count += 1;
    else spans.push({ key, label: `${MONTHS[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`, count: 1 });
  }
  return spans;
}

export const GridHeader = memo(function GridHeader({ days, dayWidth, today }: { days: readonly string[]; dayWidth: number; today: string }) {
  return (
    <div className="plan-head" aria-hidden="true">
      <div className="plan-corner">Unidad</div>
      <div className="plan-head-days" style={{ width: days.length * dayWidth }}>
        <div className="plan-months">
          {monthSpans(days).map((m) => (
            <div key={m.key} className="plan-month" style={{ width: m.count * dayWidth }}>
              <span>{m.label}</span>
            </div>
          ))}
        </div>
        <div className="plan-days">
          {days.map((day) => (
            <div key={day} className={`plan-day${dayClass(day, today)}`}>
              <span className="plan-weekday">{WEEKDAY_SHORT[weekdayIndex(day)]}</span>
              <span className="plan-daynum">{Number(day.slice(8, 10))}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});
