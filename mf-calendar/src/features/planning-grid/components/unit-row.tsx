/**
 * One cabin or dormi: its name and capacity (sticky at the left), its lane (days drawn as the lane's background; free
 * days start a booking), the bars of its stays and, beneath them, its blocks. Memoized: it renders again only when
 * its own stays, the window, its chosen nights or the focus cell's place on it change.
 */
import { memo } from 'react';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import type { EstadoUnidad } from '@camping/contracts/schemas/limpieza';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { UnitReadinessBadge } from '@camping/ui/unit-readiness-badge';
import { barBox } from '../lib/bar-geometry';
import type { StayPlace } from '../lib/stay-change';
import type { UnitRow as UnitRowData } from '../lib/planning-rows';
import { BlockBar } from './block-bar';
import { FocusCell, PickedNights, type CellSelection } from './day-cells';
import { StayBar } from './stay-bar';

export interface UnitRowProps {
  row: UnitRowData;
  rowIndex: number;
  days: readonly string[];
  dayWidth: number;
  selection: CellSelection | null;
  /** Stays drawn at their new place while the server decides, by id. */
  pending: ReadonlyMap<number, StayPlace>;
  /** Stays that moved into this row while the server decides. */
  arriving: readonly Reserva[];
  /** The unit's blocks (imported calendars, maintenance) in the window. */
  blocks: readonly Bloqueo[];
  /** The selected stay's id, if it is on this row. */
  selectedId?: number | null;
  /** The day the grid's focus cell sits on, when it is on this row. */
  cellDay?: number | null;
  /** Someone arrives today and the unit is not limpia (issue 36): flagged under its name. */
  notReady?: EstadoUnidad;
}

export const UnitRow = memo(function UnitRow({ row, rowIndex, days, dayWidth, selection, pending, arriving, blocks, selectedId = null, cellDay = null, notReady }: UnitRowProps) {
  const desde = days[0];
  const stays = [...row.stays.filter((r) => !pending.has(r.id) || pending.get(r.id)?.hospedaje_id === row.hospedaje.id), ...arriving];
  return (
    <div className="plan-row" data-row={rowIndex} data-unit-id={row.hospedaje.id} role="group" aria-label={row.label}>
      <div className="plan-unit">
        <span className="plan-unit-name">{row.label}</span>
        {notReady ? <UnitReadinessBadge estado={notReady} compact /> : <span className="plan-unit-cap">hasta {row.hospedaje.capacidad}</span>}
      </div>
      <div className="plan-lane" style={{ width: days.length * dayWidth }}>
        <PickedNights selection={selection} />
        {cellDay !== null && days[cellDay] ? <FocusCell rowLabel={row.label} day={days[cellDay]} dayIndex={cellDay} selection={selection} /> : null}
        {blocks.map((b) => {
          const box = barBox(b.fecha_entrada, b.fecha_salida, desde, days.length, dayWidth);
          return box ? <BlockBar key={`b${b.id}`} bloqueo={b} box={box} /> : null;
        })}
        {stays.map((r) => {
          const place = pending.get(r.id);
          const box = barBox(place?.fecha_entrada ?? r.fecha_entrada, place?.fecha_salida ?? r.fecha_salida, desde, days.length, dayWidth);
          return box ? <StayBar key={r.id} reserva={r} box={box} saving={place !== undefined} selected={r.id === selectedId} /> : null;
        })}
      </div>
    </div>
  );
});
