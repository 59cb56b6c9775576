import { useQuery } from '@tanstack/react-query';
import { searchClientes } from '@camping/contracts/api/clientes';
import { clientesKeys } from './clientes-keys';

/** GET clientes?search: the server's search; disabled for an empty term. A failure falls back to the local search. */
export function useSearchClientes(term: string) {
  return useQuery({
    queryKey: clientesKeys.search(term),
    queryFn: ({ signal }) => searchClientes(term, signal),
    enabled: term !== '',
    retry: false,
  });
}
