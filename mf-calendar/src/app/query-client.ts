/** This remote's TanStack Query client (the library itself is a federation singleton; the cache is ours). */
import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of an `ApiError`, read by shape so it holds whichever bundled copy of the class threw it. */
function httpStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || (error as Error).name !== 'ApiError') return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** One more try for a network or server failure; a refused request (4xx) will not get better by asking again. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
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
