/** GET reservas?reportes_ingresos: rows and statistics for the chosen filters. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getReporteIngresos } from '@camping/contracts/api/reservas';
import type { ReportFilters } from '../hooks/use-report-filters';

export const REPORTS_QUERY_KEY = ['reportes'] as const;

export function useIncomeReport(filters: ReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'ingresos', filters],
    // getReporteIngresos leaves out 'todos' and empty filters (spec section 7).
    queryFn: ({ signal }) => getReporteIngresos(filters, signal),
    enabled,
    // While new filters load, the previous figures stay on screen (dimmed) instead of a blank page.
    placeholderData: keepPreviousData,
  });
}
