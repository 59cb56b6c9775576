import { useQuery } from '@tanstack/react-query';
import { getCliente } from '@camping/contracts/api/clientes';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { clientesKeys } from './clientes-keys';

/**
 * GET clientes?id=: one client, for the detail at /admin/clientes/:id (issue 34), whether or not it is on the list's
 * page; the row clicked, when there is one, is shown meanwhile.
 */
export function useCliente(id: number | null, shownRow: Cliente | undefined) {
  return useQuery({
    queryKey: clientesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getCliente(id ?? 0, signal),
    enabled: id !== null,
    placeholderData: shownRow ? { success: true as const, cliente: shownRow } : undefined,
    select: (answer) => answer.cliente,
  });
}
