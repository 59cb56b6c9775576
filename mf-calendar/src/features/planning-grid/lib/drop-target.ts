/**
 * Where a dragged bar would land, read from the page: the pointer's position (where the drag began plus how far it
 * went) finds the unit row under it, the distance gives whole days. Used by the preview while dragging and by
 * the drop, so both always agree.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { daysDragged, draggedPlace, placeOf, type DragKind, type StayPlace } from './stay-change';

export interface DragData {
  kind: DragKind;
  reserva: Reserva;
}

export interface DropTarget extends DragData {
  to: StayPlace;
  /** The row element the bar lands on (its unit's row). */
  row: HTMLElement | null;
}

export function eventPoint(event: Event | null): { x: number; y: number } | null {
  if (!event) return null;
  if ('touches' in event) {
    const touch = (event as TouchEvent).touches[0] ?? (event as TouchEvent).changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  if ('clientX' in event) return { x: (event as MouseEvent).clientX, y: (event as MouseEvent).clientY };
  return null;
}

/** The unit row under a point, looking past the dragged bar itself. */
export function unitRowAt(x: number, y: number, dragged: Element | null): HTMLElement | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged && dragged.contains(el)) continue;
    return el.closest<HTMLElement>('.plan-row[data-unit-id]');
  }
  return null;
}

export function dropTarget(
  data: DragData,
  start: { x: number; y: number } | null,
  delta: { x: number; y: number },
  dayWidth: number,
): DropTarget {
  const dragged = document.querySelector(`.plan-bar[data-reserva-id="${data.reserva.id}"]`);
  const row = data.kind === 'move' && start ? unitRowAt(start.x + delta.x, start.y + delta.y, dragged) : null;
  const unitId = row ? Number(row.dataset.unitId) : null;
  const home = dragged?.closest<HTMLElement>('.plan-row') ?? null;
  return {
    ...data,
    to: draggedPlace(placeOf(data.reserva), data.kind, daysDragged(delta.x, dayWidth), unitId),
    row: row ?? home,
  };
}
