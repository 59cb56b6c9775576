/**
 * The visitor's quote: asked once the inputs are valid and have settled for 500 ms, cached for 30 s. Nothing is
 * asked (and the API client with its zod schemas is not downloaded) until `active`: the form came near the
 * viewport or the visitor touched it.
 */
import { useQuery } from '@tanstack/react-query';
import { LIMITES } from '@camping/contracts/domain';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { toQuery, validateRequest, type QuoteRequest } from '../quote-request';

export function useCotizacion(request: QuoteRequest, active = true) {
  const settled = useDebouncedValue(request, LIMITES.searchDebounceMs);
  const problem = validateRequest(settled);
  const query = useQuery({
    queryKey: ['cotizacion', toQuery(settled)],
    queryFn: async ({ signal }) => (await import('@camping/contracts/api/publico')).getCotizacion(toQuery(settled), signal),
    enabled: active && problem === null,
    staleTime: 30_000,
    retry: false,
  });
  /** True while the visitor is still typing or the answer is on its way. */
  const pending = settled !== request || (problem === null && (!active || query.isFetching));
  return { ...query, settled, pending };
}
