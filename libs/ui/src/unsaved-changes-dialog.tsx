/**
 * The one question asked before unsaved input is left (docs/decisions.md, "Unsaved input"): the shell's route guard
 * and a form's own ways out (the wizard's ×, backdrop, Escape and «Cancelar») show this same dialog, so leaving a
 * form reads the same everywhere (issue 37).
 */
import { MSG } from '@camping/contracts/messages';
import { ConfirmDialog } from './confirm-dialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** «Salir»: the input is dropped. */
  onLeave: () => void;
  /** «Seguir editando», Escape or the backdrop: back to the form with everything kept. */
  onStay: () => void;
}

export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Datos sin guardar"
      message={MSG.cambiosSinGuardar}
      confirmLabel="Salir"
      cancelLabel="Seguir editando"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
