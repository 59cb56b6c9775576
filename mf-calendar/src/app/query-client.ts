/** This remote's TanStack Query client (the library itself is a federation singleton; the cache is ours). */
import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@camping/contracts/api/http';

/** One more try for a network or server failure; a refused request (4xx) will not get better by asking again. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A receptionist should see a failure in seconds, not after three silent retries.
        retry: retryOnce,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
    },
  });
}
