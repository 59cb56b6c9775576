/**
 * A confirmation asked in an accessible dialog, never with window.confirm. It disables itself from the first click
 * until the work is done: a double click must not send the request twice (the second DELETE would end in a 404).
 * The work is done when `onConfirm`'s promise settles, when the caller's `busy` goes back to false, or when the
 * dialog closes.
 */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The caller's own view of the work (e.g. a mutation's isPending). */
  busy?: boolean;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** Working from the first click (a ref too: two clicks may arrive before React renders again). */
function useWorking(open: boolean, busy: boolean) {
  const [working, setWorking] = useState(false);
  const started = useRef(false);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!open || ended) {
      started.current = false;
      setWorking(false);
    }
  }, [open, busy]);
  const start = () => {
    if (started.current) return false;
    started.current = true;
    setWorking(true);
    return true;
  };
  const finish = () => {
    started.current = false;
    setWorking(false);
  };
  return { working: working || busy, start, finish };
}

export function ConfirmDialog({
  open,
  title = 'Confirmar',
  message,
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { working, start, finish } = useWorking(open, busy);
  const confirm = () => {
    if (!start()) return;
    const result = onConfirm();
    if (result instanceof Promise) void result.then(finish, finish);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onCancel() : undefined)} title={title} dismissable={!working}>
      <p role="alert">{message}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={working}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={working} aria-busy={working}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
