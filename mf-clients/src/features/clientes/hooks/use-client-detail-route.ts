/** The client detail at /admin/clientes/:id (issue 34, the shared useDetailRoute). */
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { parseRecordId, useDetailRoute } from '@camping/ui/hooks/use-detail-route';
import { useCliente } from '../api/get-cliente';

export const CLIENTES_PATH = '/admin/clientes';

export function useClientDetailRoute(detailId: string | null, navigate: RemoteAppProps['navigate'], rows: readonly Cliente[]) {
  const id = detailId === null ? null : parseRecordId(detailId);
  const query = useCliente(id, rows.find((c) => c.id === id));
  const route = useDetailRoute({ detailId, query, listPath: CLIENTES_PATH, navigate });
  return { ...route, cliente: route.item, show: (c: Cliente) => route.show(c.id) };
}
