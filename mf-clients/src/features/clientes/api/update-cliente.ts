import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCliente } from '@camping/contracts/api/clientes';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { ClienteInput } from '@camping/contracts/schemas/cliente';
import { notify } from '@camping/ui/toast';
import { clientesKeys } from './clientes-keys';

/** PUT clientes?id; the list refetches after it. */
export function useUpdateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClienteInput }) => updateCliente(id, body),
    onSuccess: async () => {
      notify.success(MSG.clienteActualizado);
      await queryClient.invalidateQueries({ queryKey: clientesKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorActualizarCliente);
      if (message) notify.error(message);
    },
  });
}
