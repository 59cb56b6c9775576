import { useQuery } from '@tanstack/react-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';

/** The seña and bank details a hold's WhatsApp message needs; they change seldom, so a minute fresh. */
export function useConfiguracion(enabled: boolean) {
  return useQuery({
    queryKey: ['configuracion'],
    queryFn: ({ signal }) => getConfiguracion(signal),
    select: (answer) => answer.configuracion,
    staleTime: 60_000,
    enabled,
  });
}
