/**
 * Nuevo Cliente: nombre, apellido and documento required; telefono, modelo_vehiculo and patente optional. A server
 * refusal (a duplicate document) is shown in the form, and what was typed stays.
 */
import { MSG } from '@camping/contracts/messages';
import { Dialog } from '@camping/ui/dialog';
import { useCreateCliente } from '../api/create-cliente';
import { showServerRefusal, toFormValues, useClienteForm } from '../hooks/use-cliente-form';
import { ClientFormFields } from './client-form-fields';

export function NewClientModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useClienteForm();
  const create = useCreateCliente();

  const close = () => {
    form.reset(toFormValues());
    create.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await create.mutateAsync(data);
      close();
    } catch (error) {
      showServerRefusal(form, error, MSG.errorCrearCliente);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next ? close() : undefined)}
      title="Nuevo Cliente"
      description="Los campos marcados con * son obligatorios."
      dismissable={!create.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="mfc-new-client" aria-label="Nuevo Cliente">
        <ClientFormFields form={form} idPrefix="mfc-new" />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={create.isPending}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Guardando...' : 'Guardar'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
