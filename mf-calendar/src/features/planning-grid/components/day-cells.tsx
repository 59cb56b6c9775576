/**
 * A row's days. The lines, weekends and today are the lane's background (planning.css, `laneBackground`), not one
 * element per day: the grid drew ~1,500 cell elements and that was a third of its first render. What is left per
 * row: the chosen nights of a new booking (one box), the camping / group counts, and the grid's ONE focusable day
 * cell (roving focus): it sits on the row and day the keyboard or the pointer last chose and names both.
 */
import type { CSSProperties } from 'react';
import { formatDateAR } from '@camping/contracts/format';
import { weekdayIndex } from '../../calendar/lib/calendar-range';
import type { NightCount } from '../lib/planning-rows';

export interface CellSelection {
  from: number;
  to: number;
}

export const WEEKDAY_SHORT = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

const DAY_NAMES = new Map<string, string>();
/** 'lun 12/01/2026'. */
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

/**
 * The custom properties the lanes' background reads: a week's tile shifted so its Saturday and Sunday fall on the
 * window's weekends, and today's stripe (off the lane when today is outside the window).
 */
export function laneBackground(days: readonly string[], today: string, dayWidth: number): CSSProperties {
  const todayIndex = days.indexOf(today);
  return {
    '--day-w': `${dayWidth}px`,
    '--plan-week-x': `${-(days.length ? weekdayIndex(days[0]) : 0) * dayWidth}px`,
    '--plan-today-x': todayIndex >= 0 ? `${todayIndex * dayWidth}px` : '-9999px',
  } as CSSProperties;
}

function selectedRange(selection: CellSelection | null): [number, number] {
  return selection ? [Math.min(selection.from, selection.to), Math.max(selection.from, selection.to)] : [-1, -1];
}

/** What a camping or groups night holds, in words. */
function nightText(count: NightCount | undefined, capacity: number | null | undefined): string {
  if (!count) return 'día';
  return capacity
    ? `${count.personas} personas, ${count.reservas} de ${capacity} parcelas`
    : `${count.reservas === 1 ? '1 grupo' : `${count.reservas} grupos`}, ${count.personas} personas`;
}

/** The grid's focusable day: 'Cabaña 3, lun 12/01/2026: día[, elegido]'. Its tab index is the roving focus's. */
export function FocusCell({
  rowLabel,
  day,
  dayIndex,
  selection,
  count,
  capacity,
}: {
  rowLabel: string;
  day: string;
  dayIndex: number;
  selection: CellSelection | null;
  count?: NightCount;
  capacity?: number | null;
}) {
  const [lo, hi] = selectedRange(selection);
  const selected = dayIndex >= lo && dayIndex <= hi;
  return (
    <div
      role="button"
      tabIndex={-1}
      data-day={dayIndex}
      className="plan-cell"
      style={{ left: `calc(${dayIndex} * var(--day-w))` }}
      aria-label={`${rowLabel}, ${dayName(day)}: ${nightText(count, capacity)}${selected ? ', elegido' : ''}`}
      aria-describedby="plan-keys"
    />
  );
}

/** The chosen nights of a new booking, one box under the bars. */
export function PickedNights({ selection }: { selection: CellSelection | null }) {
  if (!selection) return null;
  const [lo, hi] = selectedRange(selection);
  return <div className="plan-pick" style={{ left: `calc(${lo} * var(--day-w))`, width: `calc(${hi - lo + 1} * var(--day-w))` }} aria-hidden="true" />;
}

/**
 * Camping and groups: people per night and, for camping, the plots taken as a fill. Read out by the focus cell. One
 * element per night, the number its text and the fill its background (`--plan-fill`): the nights are drawn before
 * the stays arrive, so the stays only change their text and style instead of adding ~190 elements.
 */
export function NightCounts({ counts, capacity }: { counts: readonly NightCount[]; capacity: number | null }) {
  return (
    <div className="plan-nights" aria-hidden="true">
      {counts.map((count, i) => {
        const filled = capacity && count.reservas ? Math.min(1, count.reservas / capacity) : 0;
        return (
          <div
            key={i}
            className={filled ? 'plan-night plan-filled' : 'plan-night'}
            style={filled ? ({ '--plan-fill': `${filled * 100}%` } as CSSProperties) : undefined}
          >
            {count.personas > 0 ? count.personas : null}
          </div>
        );
      })}
    </div>
  );
}
