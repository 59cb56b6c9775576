/**
 * The grid is one tab stop (roving focus): arrows move between bars and day cells (grid-focus.ts), Enter opens a
 * stay or books the chosen nights, M opens «Mover», Shift + arrows choose nights on a free row, Escape drops them.
 */
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { nextSpot, type FocusSpot } from '../lib/grid-focus';
import { clampToFree, takenDays, type RowSelection } from './use-cell-selection';

export interface GridKeyboardActions {
  rows: number;
  days: number;
  selection: RowSelection | null;
  setSelection: (selection: RowSelection | null) => void;
  openBar: (bar: HTMLElement) => void;
  moveBar: (bar: HTMLElement) => void;
  book: (selection: RowSelection, rowEl: HTMLElement) => void;
  /** Puts the grid's one day cell on a spot (rendered at once) and gives it back. */
  placeCell: (spot: FocusSpot) => HTMLElement | null;
}

/** The bar that covers a spot, if any. */
function barAt(root: HTMLElement, spot: FocusSpot): HTMLElement | null {
  const row = root.querySelector<HTMLElement>(`.plan-row[data-row="${spot.row}"]`);
  if (!row) return null;
  for (const bar of row.querySelectorAll<HTMLElement>('.plan-bar:not(.plan-bar-cancelada)')) {
    if (Number(bar.dataset.first) <= spot.day && spot.day <= Number(bar.dataset.last)) return bar;
  }
  return null;
}

export function useGridKeyboard(root: RefObject<HTMLElement | null>, actions: GridKeyboardActions) {
  const stop = useRef<HTMLElement | null>(null);

  const setStop = useCallback((el: HTMLElement) => {
    if (stop.current && stop.current !== el) stop.current.tabIndex = -1;
    el.tabIndex = 0;
    stop.current = el;
  }, []);

  // After every render the grid keeps exactly one tab stop: the last focused item, else the first day of row 0. A
  // bar that moved to another row is a new element: it takes the stop over, and the focus if it was lost with it.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (stop.current && el.contains(stop.current)) {
      stop.current.tabIndex = 0;
      return;
    }
    const id = stop.current?.dataset.reservaId;
    const moved = id ? el.querySelector<HTMLElement>(`.plan-bar[data-reserva-id="${id}"]`) : null;
    // The day cell starts on row 0, day 0 (it cannot be moved from inside an effect).
    const target = moved ?? barAt(el, { row: 0, day: 0 }) ?? el.querySelector<HTMLElement>('.plan-cell');
    if (!target) return;
    setStop(target);
    const active = document.activeElement;
    if (moved && (active === null || active === document.body)) moved.focus();
  });

  const onFocus = useCallback(
    (event: { target: EventTarget }) => {
      const item = (event.target as HTMLElement).closest?.<HTMLElement>('.plan-bar, .plan-cell');
      if (item) setStop(item);
    },
    [setStop],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const el = root.current;
    const item = (event.target as HTMLElement).closest<HTMLElement>('.plan-bar, .plan-cell');
    const rowEl = item?.closest<HTMLElement>('.plan-row');
    if (!el || !item || !rowEl) return;
    const isBar = item.classList.contains('plan-bar');
    const row = Number(rowEl.dataset.row);
    const first = Number(isBar ? item.dataset.first : item.dataset.day);
    const last = Number(isBar ? item.dataset.last : item.dataset.day);
    const focusOn = (target: HTMLElement | null) => {
      if (!target) return;
      setStop(target);
      target.focus();
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };

    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isBar) actions.openBar(item);
      else {
        const chosen = actions.selection?.row === row && within(actions.selection, first) ? actions.selection : { row, from: first, to: first };
        actions.book(chosen, rowEl);
      }
      return;
    }
    if (isBar && (event.key === 'm' || event.key === 'M')) {
      event.preventDefault();
      actions.moveBar(item);
      return;
    }
    if (event.key === 'Escape') {
      if (actions.selection) {
        event.preventDefault();
        actions.setSelection(null);
      }
      return;
    }
    if (!isBar && event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      const anchor = actions.selection?.row === row ? actions.selection : { row, from: first, to: first };
      const wanted = Math.min(actions.days - 1, Math.max(0, anchor.to + (event.key === 'ArrowRight' ? 1 : -1)));
      const to = clampToFree(anchor.from, wanted, takenDays(rowEl));
      actions.setSelection({ row, from: anchor.from, to });
      focusOn(actions.placeCell({ row, day: to }));
      return;
    }
    const next = nextSpot(event.key, { row, day: first }, { first, last }, actions.rows, actions.days);
    if (!next) {
      if (event.key.startsWith('Arrow')) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (actions.selection) actions.setSelection(null);
    focusOn(barAt(el, next) ?? actions.placeCell(next));
  };

  return { onKeyDown, onFocus };
}

function within(selection: RowSelection, day: number): boolean {
  return day >= Math.min(selection.from, selection.to) && day <= Math.max(selection.from, selection.to);
}
