import { useQuery } from '@tanstack/react-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';

/** The settings a hold needs (its hours, the seña and the bank details); they change seldom, so a minute fresh. */
export function useConfiguracion() {
  return useQuery({
    queryKey: ['configuracion'],
    queryFn: ({ signal }) => getConfiguracion(signal),
    select: (answer) => answer.configuracion,
    staleTime: 60_000,
  });
}
