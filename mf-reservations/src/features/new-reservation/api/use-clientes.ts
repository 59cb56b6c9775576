/** The clients list the wizard chooses from (GET clientes), and creating one from the wizard (POST clientes). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCliente, listClientes } from '@camping/contracts/api/clientes';
import type { ClienteInput } from '@camping/contracts/schemas/cliente';

export const clientesQueryKey = ['clientes'] as const;

export function useClientes(enabled = true) {
  return useQuery({ queryKey: clientesQueryKey, queryFn: ({ signal }) => listClientes(signal), enabled });
}

export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClienteInput) => createCliente(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientesQueryKey }),
  });
}
