import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCliente } from '@camping/contracts/api/clientes';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { clientesKeys } from './clientes-keys';

/** DELETE clientes?id. The server refuses a client with reservations; its message is what the toast says. */
export function useDeleteCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCliente(id),
    onSuccess: async () => {
      notify.success(MSG.clienteEliminado);
      await queryClient.invalidateQueries({ queryKey: clientesKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorEliminarCliente);
      if (message) notify.error(message);
    },
  });
}
