/** GET reservas?ingresos_mensuales&meses=12: income per month of the last 12 months, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { getIngresosMensuales } from '@camping/contracts/api/reservas';
import { REPORTS_QUERY_KEY } from './get-income-report';

export const MONTHS_SHOWN = 12;

export function useMonthlyIncome() {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'ingresos-mensuales', MONTHS_SHOWN],
    queryFn: ({ signal }) => getIngresosMensuales(MONTHS_SHOWN, signal),
  });
}
