/** Camping (people per night, and a fill for the plots taken of 72) or groups (groups and people per night). */
import { memo } from 'react';
import type { NightCount } from '../lib/planning-rows';
import { DayCells, type CellSelection } from './day-cells';

export interface SummaryRowProps {
  label: string;
  tipo: number;
  rowIndex: number;
  days: readonly string[];
  dayWidth: number;
  today: string;
  counts: readonly NightCount[];
  capacity: number | null;
  selection: CellSelection | null;
}

export const SummaryRow = memo(function SummaryRow({ label, tipo, rowIndex, days, dayWidth, today, counts, capacity, selection }: SummaryRowProps) {
  return (
    <div className="plan-row plan-summary" data-row={rowIndex} data-tipo={tipo} role="group" aria-label={label}>
      <div className="plan-unit">
        <span className="plan-unit-name">{label}</span>
        <span className="plan-unit-cap">{capacity ? `${capacity} parcelas` : 'personas'}</span>
      </div>
      <div className="plan-lane" style={{ width: days.length * dayWidth }}>
        <DayCells rowLabel={label} days={days} today={today} selection={selection} counts={counts} capacity={capacity} />
      </div>
    </div>
  );
});
