import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCliente } from '@camping/contracts/api/clientes';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { ClienteInput } from '@camping/contracts/schemas/cliente';
import { notify } from '@camping/ui/toast';
import { clientesKeys } from './clientes-keys';

/** POST clientes; the list refetches after it (spec section 7). */
export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClienteInput) => createCliente(body),
    onSuccess: async () => {
      notify.success(MSG.clienteCreado);
      await queryClient.invalidateQueries({ queryKey: clientesKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorCrearCliente);
      if (message) notify.error(message);
    },
  });
}
