/** GET pagos?reporte_cobros (issue 16): money collected by fecha_pago for the report's filters; and per month. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCobrosMensuales, getReporteCobros } from '@camping/contracts/api/pagos';
import type { ReportFilters } from '../hooks/use-report-filters';
import { REPORTS_QUERY_KEY } from './get-income-report';
import { MONTHS_SHOWN } from './get-monthly-income';

export function useCashReport(filters: ReportFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'cobros', filters],
    queryFn: ({ signal }) => getReporteCobros(filters, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Booked vs collected, the same 12 months as «Ingresos por mes». */
export function useMonthlyCollected() {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'cobros-mensuales', MONTHS_SHOWN],
    queryFn: ({ signal }) => getCobrosMensuales(MONTHS_SHOWN, signal),
  });
}
