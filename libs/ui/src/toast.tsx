/**
 * Toasts of spec section 8: top-right, 3 s (5 s for errors). sonner keeps its queue in a module-level store, and the
 * package is a federation singleton, so a toast raised in any remote appears in the shell's one Toaster.
 */
import { Toaster, toast } from 'sonner';
import { LIMITES } from '@camping/contracts/domain';

export const notify = {
  success: (message: string) => toast.success(message, { duration: LIMITES.toastMs }),
  info: (message: string) => toast.info(message, { duration: LIMITES.toastMs }),
  warning: (message: string) => toast.warning(message, { duration: LIMITES.toastMs }),
  error: (message: string) => toast.error(message, { duration: LIMITES.toastErrorMs }),
};

export function AppToaster() {
  return <Toaster position="top-right" richColors closeButton duration={LIMITES.toastMs} />;
}

/**
 * A success toast with one action (Deshacer): it stays longer than the spec's 3 s so the action can be reached, and
 * the action runs at most once (sonner closes the toast on click).
 */
export function notifyWithAction(message: string, action: { label: string; onClick: () => void }, duration = LIMITES.toastMs * 2) {
  toast.success(message, { duration, action: { label: action.label, onClick: action.onClick } });
}
