/**
 * Choosing the nights of a new booking on a row: press on a free day and drag across (mouse), tap a day (touch) or
 * Shift + arrows (keyboard). The selection stops at a night the unit already has taken. Releasing (or Enter) books.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CellSelection } from '../components/day-cells';

export interface RowSelection extends CellSelection {
  row: number;
}

/** The nights of `row` that a drawn stay covers (none for camping and groups). */
export function takenDays(rowEl: Element): Set<number> {
  const taken = new Set<number>();
  rowEl.querySelectorAll<HTMLElement>('.plan-bar:not(.plan-bar-cancelada)').forEach((bar) => {
    const first = Number(bar.dataset.first);
    const last = Number(bar.dataset.last);
    for (let d = first; d <= last; d++) taken.add(d);
  });
  return taken;
}

/** `to` pulled back so no taken night lies between `from` and it. */
export function clampToFree(from: number, to: number, taken: ReadonlySet<number>): number {
  const step = to >= from ? 1 : -1;
  let reach = from;
  for (let d = from + step; step > 0 ? d <= to : d >= to; d += step) {
    if (taken.has(d)) break;
    reach = d;
  }
  return reach;
}

export function useCellSelection(onBook: (selection: RowSelection, rowEl: HTMLElement) => void) {
  const [selection, setSelection] = useState<RowSelection | null>(null);
  const dragging = useRef<{ rowEl: HTMLElement; taken: Set<number>; selection: RowSelection } | null>(null);

  const start = useCallback((rowEl: HTMLElement, day: number) => {
    const row = Number(rowEl.dataset.row);
    const next = { row, from: day, to: day };
    dragging.current = { rowEl, taken: takenDays(rowEl), selection: next };
    setSelection(next);
  }, []);

  const extendTo = useCallback((day: number) => {
    const current = dragging.current;
    if (!current) return;
    const to = clampToFree(current.selection.from, day, current.taken);
    if (to === current.selection.to) return;
    current.selection = { ...current.selection, to };
    setSelection(current.selection);
  }, []);

  useEffect(() => {
    const finish = () => {
      const current = dragging.current;
      if (!current) return;
      dragging.current = null;
      onBook(current.selection, current.rowEl);
    };
    const cancel = () => {
      dragging.current = null;
      setSelection(null);
    };
    document.addEventListener('pointerup', finish);
    document.addEventListener('pointercancel', cancel);
    return () => {
      document.removeEventListener('pointerup', finish);
      document.removeEventListener('pointercancel', cancel);
    };
  }, [onBook]);

  return { selection, setSelection, start, extendTo, selecting: () => dragging.current?.rowEl ?? null };
}
