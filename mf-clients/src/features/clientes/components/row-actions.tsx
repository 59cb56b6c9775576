/**
 * Ver / Editar / Eliminar of one client, and Guardar / Cancelar while it is being edited. Without `onDelete`
 * (reception: only administrators delete clients, docs/staff.md) there is no «Eliminar».
 */
import type { MouseEvent } from 'react';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { formatClientName } from '@camping/contracts/format';

export interface RowActionHandlers {
  editingId: number | null;
  onView: (cliente: Cliente) => void;
  onEdit: (cliente: Cliente) => void;
  onEditDone: () => void;
  onDelete?: (cliente: Cliente) => void;
}

export function ViewEditDeleteButtons({ cliente, onView, onEdit, onDelete }: { cliente: Cliente } & RowActionHandlers) {
  const name = formatClientName(cliente);
  return (
    <div className="mfc-actions">
      <button type="button" className="btn btn-secondary btn-sm" aria-label={`Ver ${name}`} onClick={() => onView(cliente)}>
        Ver
      </button>
      <button type="button" className="btn btn-secondary btn-sm" aria-label={`Editar ${name}`} onClick={() => onEdit(cliente)}>
        Editar
      </button>
      {onDelete ? (
        <button
          type="button"
          className="btn btn-sm mfc-btn-danger-outline"
          aria-label={`Eliminar ${name}`}
          onClick={() => onDelete(cliente)}
        >
          Eliminar
        </button>
      ) : null}
    </div>
  );
}

export function SaveCancelButtons({ formId, saving, onCancel }: { formId?: string; saving: boolean; onCancel: () => void }) {
  return (
    <div className="mfc-actions">
      <button type="submit" form={formId} className="btn btn-primary btn-sm" disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar'}
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={saving}>
        Cancelar
      </button>
    </div>
  );
}

/** Clicks on controls inside a row or card do their own thing; only a click on the rest opens the detail. */
export function isFromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, select, textarea, label, form') !== null;
}

/** The click handler of a row or card: opens the client's detail unless a control was clicked. */
export function opensDetail(actions: Pick<RowActionHandlers, 'onView'>, cliente: Cliente) {
  return (event: MouseEvent<HTMLElement>) => {
    if (!isFromControl(event.target)) actions.onView(cliente);
  };
}
