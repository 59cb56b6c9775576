/** One client's inline edit (a table row or a card): the form, its save, and server refusals put on their field. */
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useUpdateCliente } from '../api/update-cliente';
import { showServerRefusal, useClienteForm } from './use-cliente-form';

export function useInlineClientEdit(cliente: Cliente, onDone: () => void) {
  const form = useClienteForm(cliente);
  const update = useUpdateCliente();
  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync({ id: cliente.id, body: data });
      onDone();
    } catch (error) {
      showServerRefusal(form, error, MSG.errorActualizarCliente);
    }
  });
  return { form, onSubmit, saving: update.isPending };
}

export type InlineClientEdit = ReturnType<typeof useInlineClientEdit>;
