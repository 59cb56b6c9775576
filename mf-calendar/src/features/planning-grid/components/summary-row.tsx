/** Camping (people per night, and a fill for the plots taken of 72) or groups (groups and people per night). */
import { memo } from 'react';
import type { NightCount } from '../lib/planning-rows';
import { FocusCell, NightCounts, PickedNights, type CellSelection } from './day-cells';

export interface SummaryRowProps {
  label: string;
  tipo: number;
  rowIndex: number;
  days: readonly string[];
  dayWidth: number;
  counts: readonly NightCount[];
  capacity: number | null;
  selection: CellSelection | null;
  /** The day the grid's focus cell sits on, when it is on this row. */
  cellDay?: number | null;
}

export const SummaryRow = memo(function SummaryRow({ label, tipo, rowIndex, days, dayWidth, counts, capacity, selection, cellDay = null }: SummaryRowProps) {
  return (
    <div className="plan-row plan-summary" data-row={rowIndex} data-tipo={tipo} role="group" aria-label={label}>
      <div className="plan-unit">
        <span className="plan-unit-name">{label}</span>
        <span className="plan-unit-cap">{capacity ? `${capacity} parcelas` : 'personas'}</span>
      </div>
      <div className="plan-lane" style={{ width: days.length * dayWidth }}>
        <PickedNights selection={selection} />
        <NightCounts counts={counts} capacity={capacity} />
        {cellDay !== null && days[cellDay] ? (
          <FocusCell rowLabel={label} day={days[cellDay]} dayIndex={cellDay} selection={selection} count={counts[cellDay]} capacity={capacity} />
        ) : null}
      </div>
    </div>
  );
});
