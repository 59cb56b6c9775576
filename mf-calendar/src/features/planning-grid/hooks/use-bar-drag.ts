/**
 * Dragging bars, by delegation on the grid (one set of listeners, no hook per bar): a mouse drags once it moves 5 px;
 * a finger must hold still for 350 ms first (long press), so a swipe still scrolls the grid. The bar follows the
 * pointer through its own style (no React render while dragging); only the drop preview renders. Both happen at most
 * once per frame (pointer and scroll events come faster than frames, and each preview reads the page under the
 * pointer). Near the edges the grid scrolls. Escape cancels. On release the target goes to `onDrop`; the bar snaps back until the server answers.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { dropTarget, type DragData, type DropTarget } from '../lib/drop-target';

const MOUSE_SLOP_PX = 5;
const TOUCH_HOLD_MS = 350;
const TOUCH_SLOP_PX = 8;
const EDGE_PX = 40;
const EDGE_STEP_PX = 18;
const RESIZE_PX = 10;

interface Drag {
  data: DragData;
  bar: HTMLElement;
  pointerId: number;
  start: { x: number; y: number };
  scrollStart: { left: number; top: number };
  width: number;
  armed: boolean;
  timer: number | null;
  /** The frame that will draw the latest pointer position, if one is asked for. */
  frame: number | null;
  last: { x: number; y: number };
}

/** Whether a point is on a bar's resize handle: its last RESIZE_PX, on a `.resizable` bar (planning.css). */
function onHandle(bar: HTMLElement, clientX: number): boolean {
  return bar.classList.contains('resizable') && clientX >= bar.getBoundingClientRect().right - RESIZE_PX;
}

export interface BarDragOptions {
  dayWidth: number;
  findStay: (id: number) => Reserva | undefined;
  onPreview: (target: DropTarget | null, bar: HTMLElement | null) => void;
  onDrop: (target: DropTarget) => void;
}

export function useBarDrag(root: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>, options: BarDragOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** True right after a drop: the click that follows the release is not an «open». */
  const justDragged = useRef(false);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let drag: Drag | null = null;
    let hovered: HTMLElement | null = null;

    const reset = () => {
      if (!drag) return;
      if (drag.timer !== null) window.clearTimeout(drag.timer);
      if (drag.frame !== null) window.cancelAnimationFrame(drag.frame);
      drag.bar.style.transform = '';
      drag.bar.style.width = '';
      drag.bar.classList.remove('dragging');
      latest.current.onPreview(null, null);
      drag = null;
    };
    const offsets = (d: Drag, point: { x: number; y: number }) => {
      const box = scroller.current;
      const dx = point.x - d.start.x + ((box?.scrollLeft ?? 0) - d.scrollStart.left);
      const dy = point.y - d.start.y + ((box?.scrollTop ?? 0) - d.scrollStart.top);
      return { dx, dy };
    };
    const arm = (d: Drag) => {
      d.armed = true;
      d.bar.classList.add('dragging');
    };
    const follow = (d: Drag, point: { x: number; y: number }) => {
      d.last = point;
      if (d.frame === null) d.frame = window.requestAnimationFrame(() => draw(d));
    };
    const draw = (d: Drag) => {
      d.frame = null;
      if (drag !== d) return;
      const point = d.last;
      const { dx, dy } = offsets(d, point);
      if (d.data.kind === 'move') d.bar.style.transform = `translate3d(${dx}px, ${dy}px, 0)`;
      else d.bar.style.width = `${Math.max(12, d.width + dx)}px`;
      latest.current.onPreview(dropTarget(d.data, d.bar, point, dx, latest.current.dayWidth), d.bar);
    };
    const autoScroll = (point: { x: number; y: number }) => {
      const box = scroller.current;
      if (!box) return;
      const r = box.getBoundingClientRect();
      if (point.x > r.right - EDGE_PX) box.scrollLeft += EDGE_STEP_PX;
      else if (point.x < r.left + EDGE_PX + 100) box.scrollLeft -= EDGE_STEP_PX;
      if (point.y > r.bottom - EDGE_PX) box.scrollTop += EDGE_STEP_PX;
      else if (point.y < r.top + EDGE_PX) box.scrollTop -= EDGE_STEP_PX;
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || drag) return;
      const target = event.target as HTMLElement;
      const bar = target.closest<HTMLElement>('.plan-bar[data-movable]');
      const reserva = bar ? latest.current.findStay(Number(bar.dataset.reservaId)) : undefined;
      if (!bar || !reserva) return;
      // The handle is the last RESIZE_PX of a `.resizable` bar (drawn as its background, planning.css).
      const kind = onHandle(bar, event.clientX) ? 'resize' : 'move';
      const point = { x: event.clientX, y: event.clientY };
      const d: Drag = {
        data: { kind, reserva },
        bar,
        pointerId: event.pointerId,
        start: point,
        scrollStart: { left: scroller.current?.scrollLeft ?? 0, top: scroller.current?.scrollTop ?? 0 },
        width: bar.getBoundingClientRect().width,
        armed: false,
        timer: null,
        frame: null,
        last: point,
      };
      if (event.pointerType !== 'mouse') d.timer = window.setTimeout(() => arm(d), TOUCH_HOLD_MS);
      drag = d;
    };
    // Over a bar's handle the cursor says it stretches (the handle is no element to carry its own cursor).
    const onHover = (event: PointerEvent) => {
      if (drag || event.pointerType !== 'mouse') return;
      const bar = (event.target as HTMLElement).closest?.<HTMLElement>('.plan-bar.resizable');
      if (hovered && hovered !== bar) hovered.style.cursor = '';
      hovered = bar;
      if (bar) bar.style.cursor = onHandle(bar, event.clientX) ? 'ew-resize' : '';
    };
    const onPointerMove = (event: PointerEvent) => {
      const d = drag;
      if (!d || event.pointerId !== d.pointerId) return;
      const point = { x: event.clientX, y: event.clientY };
      const moved = Math.hypot(point.x - d.start.x, point.y - d.start.y);
      if (!d.armed) {
        if (event.pointerType === 'mouse' && moved >= MOUSE_SLOP_PX) arm(d);
        else if (event.pointerType !== 'mouse' && moved > TOUCH_SLOP_PX) return reset(); // a swipe: let it scroll
        else return;
      }
      event.preventDefault();
      autoScroll(point);
      follow(d, point);
    };
    const onPointerUp = (event: PointerEvent) => {
      const d = drag;
      if (!d || event.pointerId !== d.pointerId) return;
      if (d.armed) {
        const point = { x: event.clientX, y: event.clientY };
        const target = dropTarget(d.data, d.bar, point, offsets(d, point).dx, latest.current.dayWidth);
        justDragged.current = true;
        window.setTimeout(() => (justDragged.current = false), 0);
        reset();
        latest.current.onDrop(target);
        return;
      }
      reset();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && drag?.armed) {
        event.preventDefault();
        reset();
      }
    };
    // While a long-pressed bar is dragged, the finger moves the bar, not the page.
    const onTouchMove = (event: TouchEvent) => {
      if (drag?.armed) event.preventDefault();
    };
    const onScroll = () => {
      if (drag?.armed) follow(drag, drag.last);
    };

    el.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('pointermove', onHover);
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', reset);
    window.addEventListener('keydown', onKeyDown, true);
    const box = scroller.current;
    box?.addEventListener('scroll', onScroll);
    return () => {
      reset();
      el.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('pointermove', onHover);
      el.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', reset);
      window.removeEventListener('keydown', onKeyDown, true);
      box?.removeEventListener('scroll', onScroll);
    };
  }, [root, scroller]);

  return justDragged;
}
