/**
 * Toasts of spec section 8: 3 s (5 s for errors). sonner keeps its queue in a module-level store, and the package is
 * a federation singleton, so a toast raised in any remote appears in the shell's one Toaster.
 *
 * Where: not top-right as the spec's original had it, because there they covered a dialog's «×» and the admin bar's
 * «Cerrar Sesión» for seconds (issue #15). On a desktop they sit bottom-left, where no dialog, bar or table keeps a
 * control (dialog buttons and row actions are on the right); on a phone (sonner's own 600 px breakpoint) they sit
 * over the admin bar, above the content, leaving its right end free: the hamburger, and a full-screen dialog's «×».
 * Under the bar they would cover the error banner's «×»; at the bottom, the wizard's Volver / Siguiente.
 */
import { Toaster, toast, type ToasterProps } from 'sonner';
import { LIMITES } from '@camping/contracts/domain';
import { useMediaQuery } from './hooks/use-media-query';

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

export function toasterPlacement(phone: boolean): Pick<ToasterProps, 'position' | 'mobileOffset' | 'style'> {
  return phone
    ? {
        position: 'top-center',
        mobileOffset: { top: 4, left: 8, right: PHONE_TOASTS_RIGHT_FREE_PX },
        // sonner's phone layout is 100% wide whatever the right offset; between the two offsets instead.
        style: { width: 'auto' },
      }
    : { position: 'bottom-left' };
}

export function AppToaster() {
  const phone = useMediaQuery(PHONE_TOASTS_QUERY);
  return <Toaster {...toasterPlacement(phone)} richColors closeButton duration={LIMITES.toastMs} />;
}

/**
 * A success toast with one action (Deshacer): it stays longer than the spec's 3 s so the action can be reached, and
 * the action runs at most once (sonner closes the toast on click).
 */
export function notifyWithAction(message: string, action: { label: string; onClick: () => void }, duration = LIMITES.toastMs * 2) {
  toast.success(message, { duration, action: { label: action.label, onClick: action.onClick } });
}
