/**
 * Where a desktop's toasts go (issue 37 item 4): top-right as the spec says, below the page's top bar (whose right end
 * holds «Cerrar Sesión»), and never over a button of an open dialog (its «×» at the top, its actions at the bottom):
 * the column of toasts at the right edge moves down past every dialog button it would cover, and when no place is
 * left in the viewport the toasts go bottom-left, where no dialog or bar keeps a control.
 */

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** sonner's toast width (its --width) and the margin it keeps from the viewport's edges. */
export const TOAST_WIDTH_PX = 356;
export const TOAST_EDGE_PX = 16;
/** A collapsed stack: the front toast (up to two lines) and the edges of two behind it. */
export const TOAST_STACK_PX = 84;
const GAP_PX = 8;

/** Marks the page's top bar, and the banner under it: toasts sit below them all. */
export const TOASTS_BELOW_ATTRIBUTE = 'data-toasts-below';

/** The top of the toasts' column, in px from the viewport's top; null when it has no free place (bottom-left then). */
export function toastColumnTop(viewport: { width: number; height: number }, barBottom: number, buttons: Box[]): number | null {
  const left = viewport.width - TOAST_EDGE_PX - TOAST_WIDTH_PX;
  const right = viewport.width - TOAST_EDGE_PX;
  const inColumn = buttons.filter((b) => b.right > left && b.left < right && b.bottom > b.top).sort((a, b) => a.top - b.top);
  let top = Math.max(barBottom, 0) + GAP_PX;
  for (const button of inColumn) {
    if (button.bottom + GAP_PX <= top) continue;
    if (button.top - GAP_PX >= top + TOAST_STACK_PX) break;
    top = button.bottom + GAP_PX;
  }
  return top + TOAST_STACK_PX <= viewport.height - TOAST_EDGE_PX ? top : null;
}

/** The same, read from the page: the marked top bar and the buttons of every open dialog. */
export function toastColumnTopOnPage(): number | null {
  const barBottom = Math.max(0, ...[...document.querySelectorAll(`[${TOASTS_BELOW_ATTRIBUTE}]`)].map((bar) => bar.getBoundingClientRect().bottom));
  const buttons = [...document.querySelectorAll('[role="dialog"] button, [role="alertdialog"] button')].map((b) => b.getBoundingClientRect());
  return toastColumnTop({ width: window.innerWidth, height: window.innerHeight }, barBottom, buttons);
}
