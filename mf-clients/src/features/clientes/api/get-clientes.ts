import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listClientes } from '@camping/contracts/api/clientes';
import { clientesKeys } from './clientes-keys';

/** GET clientes?_t: every client (the list pages and sorts in the browser). */
export function useClientes() {
  return useQuery({ queryKey: clientesKeys.list(), queryFn: ({ signal }) => listClientes(signal) });
}

/** 'Actualizar Lista': reloads the list and the search on screen. */
export function useRefreshClientes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientesKeys.all });
}
