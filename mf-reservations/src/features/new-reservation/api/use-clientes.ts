/**
 * The clients the wizard chooses from: the first matches of a search on the server (GET clientes?page=), never the
 * whole list; and creating one from the wizard (POST clientes).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCliente, listClientesPagina } from '@camping/contracts/api/clientes';
import { CLIENTE_SORT_DEFAULT, type ClienteInput } from '@camping/contracts/schemas/cliente';

export const clientesQueryKey = ['clientes'] as const;

/** The first `limit` clients matching `search` (every client when blank), by apellido, and how many match. */
export function useClientesBusqueda(search: string, limit: number) {
  return useQuery({
    queryKey: [...clientesQueryKey, 'wizard', search, limit],
    queryFn: ({ signal }) => listClientesPagina({ page: 1, page_size: limit, sort: CLIENTE_SORT_DEFAULT, search }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClienteInput) => createCliente(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientesQueryKey }),
  });
}
