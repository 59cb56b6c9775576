import { useQuery } from '@tanstack/react-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';

/**
 * Configuración as this remote's features read it: a hold's hours, the seña and the bank details (holds), and what an
 * early check-out charges unless the clerk chooses (front-desk, issue 32). It changes seldom, so a minute fresh.
 */
export function useConfiguracion() {
  return useQuery({
    queryKey: ['configuracion'],
    queryFn: ({ signal }) => getConfiguracion(signal),
    select: (answer) => answer.configuracion,
    staleTime: 60_000,
  });
}
