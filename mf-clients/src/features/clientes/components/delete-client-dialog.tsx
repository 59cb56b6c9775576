/**
 * Eliminar of one client (issue 15): the client's reservations are counted first (GET reservas?cliente_id, the same
 * query the detail modal shows), so a client who has some is told up front that they cannot be deleted and is
 * offered to see them, instead of a «¿Está seguro…?» the server would refuse. A client without reservations gets
 * the spec's confirmation. If the count cannot be read, the confirmation is asked and the server's refusal stays the
 * rule (its foreign key holds).
 */
import { formatClientName } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { Dialog } from '@camping/ui/dialog';
import { Spinner } from '@camping/ui/spinner';
import { useReservasCliente } from '../api/get-reservas-cliente';
import { deleteBlockedMessage } from '../lib/delete-blocked-message';

export interface DeleteClientDialogProps {
  cliente: Cliente | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onShowReservations: (cliente: Cliente) => void;
}

export function DeleteClientDialog({ cliente, busy, onConfirm, onCancel, onShowReservations }: DeleteClientDialogProps) {
  const reservas = useReservasCliente(cliente?.id ?? null);
  const title = cliente ? `Eliminar a ${formatClientName(cliente)}` : 'Eliminar cliente';
  const close = (open: boolean) => (!open ? onCancel() : undefined);

  if (cliente && reservas.isPending) {
    return (
      <Dialog open onOpenChange={close} title={title}>
        <Spinner label="Verificando las reservas del cliente..." />
      </Dialog>
    );
  }
  const count = reservas.data?.length ?? 0;
  if (cliente && count > 0) {
    return (
      <Dialog open onOpenChange={close} title={`No se puede eliminar a ${formatClientName(cliente)}`}>
        <p role="alert">{deleteBlockedMessage(count)}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Volver
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onShowReservations(cliente)}>
            Ver reservas
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={cliente !== null}
      title={title}
      message={MSG.confirmarEliminarCliente}
      confirmLabel={busy ? 'Eliminando...' : 'Eliminar'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
