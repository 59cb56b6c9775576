/**
 * Dragging a bar of the Planilla as use-bar-drag.ts reads the pointer. jsdom lays nothing out, so the boxes are
 * given: every bar 3 days long from 2.5 days in (a stay 12 → 15/01 in the window from 10/01), inside a scroller far
 * wider than the pointer's path, so a drag never scrolls it near an edge.
 */
import { act, screen } from '@testing-library/react';

export const DAY = 76;
export const BAR = { left: 2.5 * DAY, width: 3 * DAY };

const box = (left: number, top: number, width: number, height: number) =>
  ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;

/** Gives the boxes before each test and takes them back after, with the row under the pointer the test gave. */
export function givenBarLayout(): void {
  let original: typeof Element.prototype.getBoundingClientRect;
  beforeEach(() => {
    original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.classList.contains('plan-scroll')) return box(-2000, -2000, 8000, 8000);
      if (this.classList.contains('plan-bar')) return box(BAR.left, 0, BAR.width, 24);
      return box(0, 0, 0, 0);
    };
  });
  afterEach(() => {
    Element.prototype.getBoundingClientRect = original;
    // Given by the drag tests (jsdom has none): the row under the pointer.
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
  });
}

/** A mouse pointer event as the grid's delegated listeners read it (jsdom has no PointerEvent). */
export function pointer(target: EventTarget, type: string, x: number, y = 10) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: 'mouse' } });
  act(() => {
    target.dispatchEvent(event);
  });
}

/** The lane of a unit's row, by the row's spoken name («Dormi 2»): what `elementsFromPoint` answers under the pointer. */
export const lane = (name: string) => screen.getByRole('group', { name }).querySelector('.plan-lane') as HTMLElement;
