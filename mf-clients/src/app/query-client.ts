/** The remote's own TanStack Query client (the library is a shared singleton; each remote keeps its cache). */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@camping/contracts/api/http';

/** A refused request (4xx) will be refused again: only network and server failures are retried, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
