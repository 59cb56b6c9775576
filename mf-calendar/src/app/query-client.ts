/** This remote's TanStack Query client (the library itself is a federation singleton; the cache is ours). */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A receptionist should see a failure in seconds, not after three silent retries.
        retry: 1,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
    },
  });
}
