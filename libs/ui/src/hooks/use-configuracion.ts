/**
 * Configuración as the admin's panels read it: a hold's hours, the seña and the bank details (holds), and what an
 * early check-out charges. One key for every remote, on the one client: read once, a minute fresh (it changes seldom).
 */
import { useQuery } from '@tanstack/react-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';

export function useConfiguracion(enabled = true) {
  return useQuery({
    queryKey: ['configuracion'],
    queryFn: ({ signal }) => getConfiguracion(signal),
    select: (answer) => answer.configuracion,
    staleTime: 60_000,
    enabled,
  });
}
