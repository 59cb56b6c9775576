/**
 * The one TanStack Query policy of the admin area. The API imports contracts too, so this module never imports the
 * library: the caller hands in the QueryClient class. The admin area's one client is built with it in
 * @camping/ui/hooks/shared-query-client; tests build a fresh one per case.
 */
import { apiErrorStatus } from './http';

/** A refused request (4xx) is refused again: only a dropped connection or a server failure is tried once more. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    // A receptionist should see a failure in about a second, not after the library's three silent back-offs.
    retry: shouldRetryQuery,
    retryDelay: 500,
    // Fresh data by default (several receptionists book at once); a query whose data may wait says so itself.
    staleTime: 0,
    // A form being typed into must not be refilled because the window got the focus back.
    refetchOnWindowFocus: false,
  },
  // A write is never repeated behind the user's back: a second POST could book twice.
  mutations: { retry: false },
};

/** What a QueryClient's constructor must accept: TanStack Query's QueryClientConfig has this shape. */
export interface QueryClientClass<C> {
  new (config: { defaultOptions: typeof QUERY_CLIENT_DEFAULTS }): C;
}

/** `createQueryClient(QueryClient)`: a client with the one policy. */
export function createQueryClient<C>(QueryClient: QueryClientClass<C>): C {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}
