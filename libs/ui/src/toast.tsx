/**
 * Toasts of spec section 8: 3 s (5 s for errors). sonner keeps its queue in a module-level store, and the package is
 * a federation singleton, so a toast raised in any remote appears in the shell's one Toaster.
 *
 * Where: top-right as the spec says (issue 37; bottom-left before, where one covered the detail's «Eliminar»), below
 * the page's top bar and never over a button of an open dialog (toast-placement.ts: the column moves down past them,
 * or to the bottom-left when the viewport has no free place). On a phone (sonner's own 600 px breakpoint) they sit
 * over the admin bar, above the content, leaving its right end free: the hamburger, and a full-screen dialog's «×».
 */
import { useEffect, useState } from 'react';
import { Toaster, toast, type ToasterProps } from 'sonner';
import { LIMITES } from '@camping/contracts/domain';
import { useMediaQuery } from './hooks/use-media-query';
import { TOAST_EDGE_PX, toastColumnTopOnPage } from './toast-placement';

export const notify = {
  success: (message: string) => toast.success(message, { duration: LIMITES.toastMs }),
  info: (message: string) => toast.info(message, { duration: LIMITES.toastMs }),
  warning: (message: string) => toast.warning(message, { duration: LIMITES.toastMs }),
  error: (message: string) => toast.error(message, { duration: LIMITES.toastErrorMs }),
};

/** What a phone's toasts leave free at the right of the admin bar: the 44 px hamburger and its margins. */
export const PHONE_TOASTS_RIGHT_FREE_PX = 64;

/** sonner lays toasts out for phones at 600 px and less. */
export const PHONE_TOASTS_QUERY = '(max-width: 600px)';

export function toasterPlacement(phone: boolean, columnTop: number | null): Pick<ToasterProps, 'position' | 'mobileOffset' | 'offset' | 'style'> {
  if (phone) {
    return {
      position: 'top-center',
      mobileOffset: { top: 4, left: 8, right: PHONE_TOASTS_RIGHT_FREE_PX },
      // sonner's phone layout is 100% wide whatever the right offset; between the two offsets instead.
      style: { width: 'auto' },
    };
  }
  return columnTop === null ? { position: 'bottom-left' } : { position: 'top-right', offset: { top: columnTop, right: TOAST_EDGE_PX } };
}

/**
 * The desktop column's top, read again (once a frame at most) whenever the page changes: a dialog opening, closing or
 * drawing its buttons, a toast arriving. Dialogs are portals of any remote, so the page is watched, not a store.
 */
function useToastColumnTop(active: boolean): number | null {
  const [top, setTop] = useState<number | null>(() => (active ? toastColumnTopOnPage() : null));
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setTop(toastColumnTopOnPage());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [active]);
  return top;
}

export function AppToaster() {
  const phone = useMediaQuery(PHONE_TOASTS_QUERY);
  const columnTop = useToastColumnTop(!phone);
  return <Toaster {...toasterPlacement(phone, columnTop)} richColors closeButton duration={LIMITES.toastMs} />;
}

/**
 * A success toast with one action (Deshacer): it stays longer than the spec's 3 s so the action can be reached, and
 * the action runs at most once (sonner closes the toast on click).
 */
export function notifyWithAction(message: string, action: { label: string; onClick: () => void }, duration = LIMITES.toastMs * 2) {
  toast.success(message, { duration, action: { label: action.label, onClick: action.onClick } });
}
