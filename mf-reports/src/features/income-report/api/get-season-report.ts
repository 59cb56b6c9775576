/** GET reservas?reportes_temporadas (issue 35): nights, stays, booked income and occupancy per season. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getReporteTemporadas } from '@camping/contracts/api/reservas';
import type { ReporteTemporadasQuery } from '@camping/contracts/schemas/reporte-temporadas';
import { REPORTS_QUERY_KEY } from './get-income-report';

/** `filters` is null while the report's filters lack a complete, valid range: the report is about nights. */
export function useSeasonReport(filters: ReporteTemporadasQuery | null) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'temporadas', filters],
    queryFn: ({ signal }) => getReporteTemporadas(filters as ReporteTemporadasQuery, signal),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}
