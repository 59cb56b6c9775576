import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listClientesPagina, type ClientesPaginaParams } from '@camping/contracts/api/clientes';
import { CLIENTE_SORT_DEFAULT } from '@camping/contracts/schemas/cliente';
import { clientesKeys } from './clientes-keys';

/**
 * GET clientes?page=: one page of the list, searched and sorted by the server (the screen never downloads every
 * client). The previous page stays on screen while the next one loads.
 */
export function useClientesPagina(params: ClientesPaginaParams) {
  return useQuery({
    queryKey: clientesKeys.page(params),
    queryFn: ({ signal }) => listClientesPagina(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many clients exist in all (the M of «N de M» while searching): one row is asked for. */
export function useClientesTotal(enabled: boolean) {
  return useQuery({
    queryKey: clientesKeys.total(),
    queryFn: ({ signal }) => listClientesPagina({ page: 1, page_size: 1, sort: CLIENTE_SORT_DEFAULT }, signal),
    select: (pagina) => pagina.total,
    enabled,
  });
}

/** 'Actualizar Lista': reloads the page on screen and the count. */
export function useRefreshClientes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientesKeys.all });
}
