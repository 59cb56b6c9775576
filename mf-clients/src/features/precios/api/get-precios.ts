import { useQuery } from '@tanstack/react-query';
import { getTodosPrecios } from '@camping/contracts/api/hospedajes';

export const preciosKeys = { all: ['precios'] as const };

/** GET hospedajes?todos_precios: every price row, camping and accommodation. */
export function usePrecios() {
  return useQuery({ queryKey: preciosKeys.all, queryFn: ({ signal }) => getTodosPrecios(signal) });
}
