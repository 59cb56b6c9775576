/**
 * Nuevo Cliente: nombre, apellido and documento required; telefono, modelo_vehiculo and patente optional. A server
 * refusal (a duplicate document) is shown in the form, and what was typed stays.
 */
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { Dialog } from '@camping/ui/dialog';
import { useCreateCliente } from '../api/create-cliente';
import { CLIENT_FIELD_NAMES, CLIENT_FIELDS, toFormValues, useClienteForm } from '../hooks/use-cliente-form';
import { serverFieldError } from '../utils/server-field-error';
import { ClientFieldInput } from './client-field-input';

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
      const onField = serverFieldError(error, CLIENT_FIELD_NAMES);
      if (onField) form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else form.setError('root.server', { message: errorMessage(error, MSG.errorCrearCliente) });
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next ? close() : undefined)}
      title="Nuevo Cliente"
      description="Los campos marcados con * son obligatorios."
      dismissable={!create.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="mfc-new-client" aria-label="Nuevo Cliente">
        {serverError ? (
          <p className="mfc-form-alert" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="mfc-form-grid">
          {CLIENT_FIELDS.map((field, index) => (
            <ClientFieldInput key={field.name} field={field} form={form} idPrefix="mfc-new" autoFocus={index === 0} />
          ))}
        </div>
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
