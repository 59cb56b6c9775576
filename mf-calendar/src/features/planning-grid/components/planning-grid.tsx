/**
 * The tape chart: a sticky date header, the cabins and dormis grouped by type with their stays as bars, then the
 * camping and group rows. Dragging (mouse at once, touch after a long press) moves a bar to another unit or other
 * days, or its end to change the exit; dragging across free days starts a booking. All by keyboard too.
 */
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TipoHospedajeId } from '@camping/contracts/domain';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { useUnitsNotReady } from '@camping/ui/hooks/use-limpieza';
import { useCellSelection, type RowSelection } from '../hooks/use-cell-selection';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { useBarDrag } from '../hooks/use-bar-drag';
import type { NightCount, RowGroup } from '../lib/planning-rows';
import type { FocusSpot } from '../lib/grid-focus';
import type { StayPlace } from '../lib/stay-change';
import { BarTooltip } from './bar-tooltip';
import { DropPreview, type PreviewListener } from './drop-preview';
import { dropClash, unitTooSmall } from '../lib/drop-clash';
import type { DropTarget } from '../lib/drop-target';
import { laneBackground } from './day-cells';
import { GridHeader } from './grid-header';
import { SummaryRow } from './summary-row';
import { UnitRow } from './unit-row';
import { GRID_KEYS_HELP } from './grid-texts';

export interface SummaryRowData {
  tipo: TipoHospedajeId;
  label: string;
  capacity: number | null;
  counts: readonly NightCount[];
}

export interface BookingRequest {
  tipo: number;
  hospedajeId: number | null;
  /** First night and the exit day. */
  entrada: string;
  salida: string;
}

export interface PlanningGridProps {
  /** Blocks (imported calendars, maintenance) by unit id. */
  blocks?: ReadonlyMap<number, readonly Bloqueo[]>;
  days: readonly string[];
  dayWidth: number;
  today: string;
  groups: readonly RowGroup[];
  summaries: readonly SummaryRowData[];
  pending: ReadonlyMap<number, StayPlace>;
  findStay: (id: number) => Reserva | undefined;
  onOpen: (reserva: Reserva, bar: HTMLElement) => void;
  onMoveDialog: (reserva: Reserva, bar: HTMLElement) => void;
  onMove: (reserva: Reserva, to: StayPlace) => void;
  onBook: (request: BookingRequest) => void;
  /** The stay the address selects: it gets the focus (and the grid's tab stop) once its bar is drawn. */
  selectedId?: number | null;
}

const NO_STAYS: readonly Reserva[] = [];
const NO_BLOCKS: readonly Bloqueo[] = [];

export function PlanningGrid(props: PlanningGridProps) {
  const { days, dayWidth, today, groups, summaries, pending, findStay, onOpen, onMoveDialog, onMove, onBook } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLDivElement>(null);
  const preview = useRef<PreviewListener | null>(null);
  const subscribePreview = useCallback((listener: PreviewListener | null) => {
    preview.current = listener;
  }, []);
  const justDragged = useBarDrag(table, scroller, {
    dayWidth,
    findStay,
    onPreview: (target) => preview.current?.(target),
    onDrop: (target) => onMove(target.reserva, target.to),
  });

  const unitRows = useMemo(() => groups.flatMap((g) => g.rows), [groups]);
  const { blocks } = props;
  // What occupies a drag's target nights, named in the preview before the drop (issue 37).
  const clashOf = useCallback(
    (target: DropTarget) => {
      const unit = target.to.hospedaje_id;
      const row = unitRows.find((r) => r.hospedaje.id === unit);
      const tooSmall = unitTooSmall(target.reserva, unit, row ? [row.hospedaje] : []);
      if (tooSmall) return tooSmall;
      return unit === null ? null : dropClash(target.to, target.reserva.id, row?.stays ?? NO_STAYS, blocks?.get(unit) ?? NO_BLOCKS);
    },
    [unitRows, blocks],
  );
  // Today's arrivals whose unit is not limpia, flagged on the unit (issue 36).
  const notReady = useUnitsNotReady(today);
  const rowCount = unitRows.length + summaries.length;

  const book = useCallback(
    (selection: RowSelection, rowEl: HTMLElement) => {
      const lo = Math.min(selection.from, selection.to);
      const hi = Math.max(selection.from, selection.to);
      const unit = rowEl.dataset.unitId ? Number(rowEl.dataset.unitId) : null;
      const tipo = unit !== null ? (unitRows.find((r) => r.hospedaje.id === unit)?.tipo ?? 1) : Number(rowEl.dataset.tipo);
      const salidaIndex = hi + 1;
      const salida = salidaIndex < days.length ? days[salidaIndex] : nextDay(days[days.length - 1]);
      onBook({ tipo, hospedajeId: unit, entrada: days[lo], salida });
    },
    [days, onBook, unitRows],
  );
  const cells = useCellSelection(book);

  // The grid's one focusable day cell (roving focus) is drawn on the row and day last chosen. Moving it renders the
  // two rows concerned, synchronously, so the keyboard can focus it at once.
  const [cell, setCell] = useState<FocusSpot>({ row: 0, day: 0 });
  const cellSpot = { row: Math.min(cell.row, rowCount - 1), day: Math.min(cell.day, days.length - 1) };
  const placeCell = useCallback((spot: FocusSpot) => {
    flushSync(() => setCell(spot));
    return table.current?.querySelector<HTMLElement>('.plan-cell') ?? null;
  }, []);

  // A stay selected by the address («Mover nuestra estadía») takes the focus once, when its bar first appears, in
  // the middle of the grid's own scroller (the page moves only if the row is out of sight, so the line above the
  // grid stays in view): Enter, M or a drag move it from there. Focusing it makes it the tab stop too.
  const selectedId = props.selectedId ?? null;
  const focusedFor = useRef<number | null>(null);
  useEffect(() => {
    if (selectedId === null || focusedFor.current === selectedId) return;
    const bar = table.current?.querySelector<HTMLElement>(`.plan-bar[data-reserva-id="${selectedId}"]`);
    if (!bar) return;
    focusedFor.current = selectedId;
    bar.focus({ preventScroll: true });
    bar.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  });

  const stayOf = (bar: HTMLElement) => findStay(Number(bar.dataset.reservaId));
  const keyboard = useGridKeyboard(table, {
    rows: rowCount,
    days: days.length,
    selection: cells.selection,
    setSelection: cells.setSelection,
    openBar: (bar) => {
      const r = stayOf(bar);
      if (r) onOpen(r, bar);
    },
    moveBar: (bar) => {
      const r = stayOf(bar);
      if (r && bar.dataset.movable) onMoveDialog(r, bar);
    },
    book,
    placeCell,
  });

  // Stays moving into another row while the server decides, by their new unit.
  const arriving = useMemo(() => {
    const map = new Map<number, Reserva[]>();
    for (const [id, place] of pending) {
      const r = findStay(id);
      if (!r || place.hospedaje_id === null || place.hospedaje_id === r.hospedaje_id) continue;
      map.set(place.hospedaje_id, [...(map.get(place.hospedaje_id) ?? []), r]);
    }
    return map;
  }, [pending, findStay]);

  const onClick = (event: { target: EventTarget }) => {
    if (justDragged.current) return;
    const bar = (event.target as HTMLElement).closest<HTMLElement>('.plan-bar');
    if (bar) {
      const r = stayOf(bar);
      if (r) onOpen(r, bar);
    }
  };

  // Choosing nights by pointer: a mouse presses and drags across the row; a finger taps one night. The day is read
  // from the pointer's place in the lane (there is no element per day).
  const dayAt = (lane: Element, clientX: number) =>
    Math.min(days.length - 1, Math.max(0, Math.floor((clientX - lane.getBoundingClientRect().left) / dayWidth)));
  const cellAt = (event: PointerEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('.plan-bar, .plan-block')) return null;
    const lane = target.closest<HTMLElement>('.plan-lane');
    const rowEl = lane?.closest<HTMLElement>('.plan-row');
    return lane && rowEl ? { rowEl, day: dayAt(lane, event.clientX) } : null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const hit = cellAt(event);
    if (!hit) return;
    if (event.pointerType === 'mouse') {
      event.preventDefault();
      placeCell({ row: Number(hit.rowEl.dataset.row), day: hit.day })?.focus();
      cells.start(hit.rowEl, hit.day);
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const lane = cells.selecting()?.querySelector('.plan-lane');
    if (lane) cells.extendTo(dayAt(lane, event.clientX));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    const hit = cellAt(event);
    if (hit) book({ row: Number(hit.rowEl.dataset.row), from: hit.day, to: hit.day }, hit.rowEl);
  };

  const selectionFor = (row: number) =>
    cells.selection?.row === row ? { from: cells.selection.from, to: cells.selection.to } : null;

  let rowIndex = 0;
  return (
    <>
      <p id="plan-keys" className="visually-hidden">
        {GRID_KEYS_HELP}
      </p>
      <div className="plan-scroll" ref={scroller} style={laneBackground(days, today, dayWidth)}>
        <div
          className="plan-table"
          ref={table}
          role="region"
          aria-label="Planilla de ocupación"
          style={{ width: `calc(var(--plan-unit-w) + ${days.length * dayWidth}px)` }}
          onKeyDown={keyboard.onKeyDown}
          onFocus={keyboard.onFocus}
          onClick={onClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          <GridHeader days={days} dayWidth={dayWidth} today={today} />
          {groups.map((group) => (
            <Fragment key={group.tipo}>
              <div className="plan-group-head">
                <span>{group.label}</span>
              </div>
              {group.rows.map((row) => {
                const index = rowIndex++;
                return (
                  <UnitRow
                    key={row.hospedaje.id}
                    row={row}
                    rowIndex={index}
                    days={days}
                    dayWidth={dayWidth}
                    selection={selectionFor(index)}
                    cellDay={index === cellSpot.row ? cellSpot.day : null}
                    pending={pending}
                    arriving={arriving.get(row.hospedaje.id) ?? NO_STAYS}
                    blocks={props.blocks?.get(row.hospedaje.id) ?? NO_BLOCKS}
                    selectedId={selectedId}
                    notReady={notReady.get(row.hospedaje.id)}
                  />
                );
              })}
            </Fragment>
          ))}
          <div className="plan-group-head">
            <span>Sin unidad</span>
          </div>
          {summaries.map((s) => {
            const index = rowIndex++;
            return (
              <SummaryRow
                key={s.tipo}
                label={s.label}
                tipo={s.tipo}
                rowIndex={index}
                days={days}
                dayWidth={dayWidth}
                counts={s.counts}
                capacity={s.capacity}
                selection={selectionFor(index)}
                cellDay={index === cellSpot.row ? cellSpot.day : null}
              />
            );
          })}
          <DropPreview table={table} desde={days[0]} dias={days.length} dayWidth={dayWidth} subscribe={subscribePreview} clashOf={clashOf} />
        </div>
      </div>
      <BarTooltip root={table} findStay={findStay} />
    </>
  );
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
