/** This remote's TanStack Query client: no retry on a 4xx (the server said no), one retry on a dropped connection. */
import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@camping/contracts/api/http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = apiErrorStatus(error);
          if (status !== null && status >= 400 && status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
