import { useQuery } from '@tanstack/react-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';

export const configuracionKeys = { all: ['configuracion'] as const };

/** GET configuracion: seña, hold duration, bank details, WhatsApp, and who changed them last. */
export function useConfiguracion() {
  return useQuery({ queryKey: configuracionKeys.all, queryFn: ({ signal }) => getConfiguracion(signal) });
}
