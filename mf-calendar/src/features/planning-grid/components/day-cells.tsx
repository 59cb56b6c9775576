/**
 * A row's day cells: weekends and today tinted, the chosen nights of a new booking highlighted. Each cell is a
 * keyboard stop of the grid (roving focus, one tab stop for the whole grid) and names its unit and day.
 */
import { formatDateAR } from '@camping/contracts/format';
import { weekdayIndex } from '../../calendar/lib/calendar-range';
import type { NightCount } from '../lib/planning-rows';

export interface CellSelection {
  from: number;
  to: number;
}

export const WEEKDAY_SHORT = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

const DAY_NAMES = new Map<string, string>();
/** 'lun 12/01/2026', made once per day: 1,500 cells ask for 62 names. */
function dayName(day: string): string {
  let name = DAY_NAMES.get(day);
  if (name === undefined) {
    name = `${WEEKDAY_SHORT[weekdayIndex(day)]} ${formatDateAR(day)}`;
    DAY_NAMES.set(day, name);
  }
  return name;
}

export function dayClass(day: string, today: string): string {
  const weekday = weekdayIndex(day);
  return `${weekday >= 5 ? ' weekend' : ''}${day === today ? ' today' : ''}`;
}

export function DayCells({
  rowLabel,
  days,
  today,
  selection,
  counts,
  capacity,
}: {
  rowLabel: string;
  days: readonly string[];
  today: string;
  selection: CellSelection | null;
  /** Camping and groups: what each night holds. */
  counts?: readonly NightCount[];
  capacity?: number | null;
}) {
  const lo = selection ? Math.min(selection.from, selection.to) : -1;
  const hi = selection ? Math.max(selection.from, selection.to) : -1;
  return (
    <>
      {days.map((day, i) => {
        const selected = i >= lo && i <= hi;
        const count = counts?.[i];
        const fill = count && capacity ? Math.min(1, count.reservas / capacity) : 0;
        const what = count
          ? capacity
            ? `${count.personas} personas, ${count.reservas} de ${capacity} parcelas`
            : `${count.reservas === 1 ? '1 grupo' : `${count.reservas} grupos`}, ${count.personas} personas`
          : 'día';
        return (
          <div
            key={day}
            role="button"
            tabIndex={-1}
            data-day={i}
            className={`plan-cell${dayClass(day, today)}${selected ? ' selected' : ''}`}
            aria-label={`${rowLabel}, ${dayName(day)}: ${what}${selected ? ', elegido' : ''}`}
            aria-describedby="plan-keys"
          >
            {count ? (
              <>
                {capacity ? <span className="plan-fill" style={{ height: `${fill * 100}%` }} aria-hidden="true" /> : null}
                <span className="plan-count" aria-hidden="true">
                  {count.personas > 0 ? count.personas : ''}
                </span>
              </>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
