/** The complex's contact data, from the server's configuration (GET /api/public/sitio). */
import { useQuery } from '@tanstack/react-query';
import { getSitio } from '@camping/contracts/api/publico';

export const DEFAULT_BUSINESS_NAME = 'Camping y Cabañas';

export function useSitio() {
  return useQuery({
    queryKey: ['sitio'],
    queryFn: ({ signal }) => getSitio(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
