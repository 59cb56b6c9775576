/**
 * A public page may arrive drawn in its HTML (docs/public-site.md, «Prerendered pages»), in #pagina-prerenderizada,
 * before the app's empty root. The app then draws itself in its root, which index.html keeps laid out under the
 * drawn page but invisible; once the public remote says its page is drawn (PAGE_DRAWN_EVENT), the pictures the app
 * has on screen are decoded and the drawn page is removed, so the swap shows nothing moving or blank. What the
 * visitor scrolled stays: both are laid out from the top of the same document.
 *
 * Until then the drawn page is a plain page: its links load the next page (drawn too). Its buttons (the menu, the
 * WhatsApp button, the sign-in icon) need the app: the last one pressed is pressed again in the app right after the
 * swap. What was typed in its forms is carried into the app's (prerender-form-input.ts), and a visitor typing in a
 * field goes on typing in the app's. If the public remote never comes, the drawn page stays the visitor's page.
 */
import { PAGE_DRAWN_EVENT, PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { carryTypedInput } from './prerender-form-input';

/** At most this long for the app's pictures on screen to be decoded before the swap (they are in the cache). */
export const DECODE_WAIT_MS = 400;

function picturesOnScreen(root: HTMLElement, viewportHeight: number): HTMLImageElement[] {
  return [...root.querySelectorAll('img')].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < viewportHeight;
  });
}

function decoded(images: HTMLImageElement[]): Promise<void> {
  const all = Promise.all(images.map((img) => img.decode?.().catch(() => undefined)));
  const timeout = new Promise((resolve) => setTimeout(resolve, DECODE_WAIT_MS));
  return Promise.race([all, timeout]).then(() => undefined);
}

/** How a button is told apart from the others: its accessible name, as the visitor knows it. */
const buttonName = (button: Element) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/** The app's button that is the drawn page's `button`: the same name, the same place among those of that name. */
function sameButton(button: Element, drawn: Element, root: Element): HTMLElement | undefined {
  const named = (container: Element) => [...container.querySelectorAll('button')].filter((b) => buttonName(b) === buttonName(button));
  return named(root)[named(drawn).indexOf(button as HTMLButtonElement)];
}

/** Listens for the remote's page and swaps; nothing to do when the page came without a drawing. */
export function takeOverPrerenderedPage(root: HTMLElement, doc: Document = document): void {
  const drawn = doc.getElementById(PRERENDERED_PAGE_ID);
  if (!drawn) return;
  let pressed: Element | null = null;
  const onClick = (event: Event) => {
    pressed = event.target instanceof Element ? event.target.closest('button') : null;
  };
  drawn.addEventListener('click', onClick);
  const swap = () => {
    if (!drawn.isConnected) return;
    drawn.removeEventListener('click', onClick);
    // A visitor who had moved into the drawn page with the keyboard keeps their place where the app has it.
    const active = drawn.contains(doc.activeElement) ? doc.activeElement : null;
    const focusField = carryTypedInput(drawn, root, active);
    const focused = active?.id;
    const pressAgain = pressed ? sameButton(pressed, drawn, root) : undefined;
    drawn.remove();
    if (focusField) focusField.focus({ preventScroll: true });
    else if (focused) doc.getElementById(focused)?.focus({ preventScroll: true });
    pressAgain?.click();
  };
  const onDrawn = () => {
    doc.removeEventListener(PAGE_DRAWN_EVENT, onDrawn);
    void decoded(picturesOnScreen(root, doc.defaultView?.innerHeight ?? 0)).then(swap);
  };
  doc.addEventListener(PAGE_DRAWN_EVENT, onDrawn);
}
