/** The visitor's quote: asked once the inputs are valid and have settled for 500 ms, cached for 30 s. */
import { useQuery } from '@tanstack/react-query';
import { getCotizacion } from '@camping/contracts/api/publico';
import { LIMITES } from '@camping/contracts/domain';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { toQuery, validateRequest, type QuoteRequest } from '../quote-request';

export function useCotizacion(request: QuoteRequest) {
  const settled = useDebouncedValue(request, LIMITES.searchDebounceMs);
  const problem = validateRequest(settled);
  const query = useQuery({
    queryKey: ['cotizacion', toQuery(settled)],
    queryFn: ({ signal }) => getCotizacion(toQuery(settled), signal),
    enabled: problem === null,
    staleTime: 30_000,
    retry: false,
  });
  /** True while the visitor is still typing or the answer is on its way. */
  const pending = settled !== request || (problem === null && query.isFetching);
  return { ...query, settled, pending };
}
