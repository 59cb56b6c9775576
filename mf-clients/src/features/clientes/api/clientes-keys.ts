import type { ClientesPaginaParams } from '@camping/contracts/api/clientes';

/** Query keys of this feature: invalidating `clientesKeys.all` refreshes every page and the count. */
export const clientesKeys = {
  all: ['clientes'] as const,
  page: (params: ClientesPaginaParams) => [...clientesKeys.all, 'pagina', params] as const,
  total: () => [...clientesKeys.all, 'total'] as const,
  detail: (id: number) => [...clientesKeys.all, 'id', id] as const,
  reservas: (clienteId: number) => ['reservas', 'cliente', clienteId] as const,
};
