/**
 * The complex's contact data, from the server's configuration. The server writes them into the page
 * (@camping/contracts/sitio-embebido), so they are there on the first render; only without them (this remote's own
 * dev server) they are asked to GET /api/public/sitio, with the API client loaded on demand (it brings zod).
 */
import { useQuery } from '@tanstack/react-query';
import { leerSitioEmbebido } from '@camping/contracts/sitio-embebido';

export const DEFAULT_BUSINESS_NAME = 'Camping y Cabañas';

export function useSitio() {
  return useQuery({
    queryKey: ['sitio'],
    queryFn: async ({ signal }) => (await import('@camping/contracts/api/publico')).getSitio(signal),
    initialData: () => leerSitioEmbebido(),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
