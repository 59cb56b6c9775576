/**
 * Where a dragged bar would land, read from the page: the unit row under the pointer (looking past the dragged bar
 * itself) and the distance dragged in whole days. Used by the preview while dragging and by the drop, so both agree.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { daysDragged, draggedPlace, placeOf, type DragKind, type StayPlace } from './stay-change';

export interface DragData {
  kind: DragKind;
  reserva: Reserva;
}

export interface DropTarget extends DragData {
  to: StayPlace;
  /** The row element the bar lands on (its own row when the pointer is over no unit row). */
  row: HTMLElement | null;
}

/** The unit row under a point, looking past the dragged bar itself. */
export function unitRowAt(x: number, y: number, dragged: Element | null): HTMLElement | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (dragged && dragged.contains(el)) continue;
    return el.closest<HTMLElement>('.plan-row[data-unit-id]');
  }
  return null;
}

/** `point`: where the pointer is now; `dx`: how far the bar went sideways (pointer plus any scrolling). */
export function dropTarget(data: DragData, dragged: HTMLElement, point: { x: number; y: number }, dx: number, dayWidth: number): DropTarget {
  const row = data.kind === 'move' ? unitRowAt(point.x, point.y, dragged) : null;
  const unitId = row ? Number(row.dataset.unitId) : null;
  return {
    ...data,
    to: draggedPlace(placeOf(data.reserva), data.kind, daysDragged(dx, dayWidth), unitId),
    row: row ?? dragged.closest<HTMLElement>('.plan-row'),
  };
}
