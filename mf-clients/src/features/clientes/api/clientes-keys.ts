/** Query keys of this feature: invalidating `clientesKeys.all` refreshes the list and every search. */
export const clientesKeys = {
  all: ['clientes'] as const,
  list: () => [...clientesKeys.all, 'list'] as const,
  search: (term: string) => [...clientesKeys.all, 'search', term] as const,
  reservas: (clienteId: number) => ['reservas', 'cliente', clienteId] as const,
};
