/** One client's inline edit (a table row or a card): the form, its save, and server refusals put on their field. */
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useUpdateCliente } from '../api/update-cliente';
import { serverFieldError } from '../utils/server-field-error';
import { CLIENT_FIELD_NAMES, useClienteForm } from './use-cliente-form';

export function useInlineClientEdit(cliente: Cliente, onDone: () => void) {
  const form = useClienteForm(cliente);
  const update = useUpdateCliente();
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({ id: cliente.id, body: data });
      onDone();
    } catch (error) {
      // What was typed stays; the refusal shows next to its field (or above the row when it names none).
      const onField = serverFieldError(error, CLIENT_FIELD_NAMES);
      if (onField) form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else form.setError('root.server', { message: errorMessage(error, MSG.errorActualizarCliente) });
    }
  });
  return { form, onSubmit, saving: update.isPending };
}

export type InlineClientEdit = ReturnType<typeof useInlineClientEdit>;
