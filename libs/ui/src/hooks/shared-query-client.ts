/**
 * The one QueryClient of the admin area (issue 34): the shell's «Módulos» and every admin remote wrap their screens
 * in a QueryClientProvider with this client, so their caches are one. A payment recorded in the calendar's panel
 * marks the Reservas list and «Hoy» stale too, and libs/ui's panels run their queries on the screen's own cache.
 * It works because this module and @tanstack/react-query are federation singletons
 * (libs/federation/src/shared-singletons.ts): whichever build loads it first creates the client, the others get it.
 */
import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus, onSessionRenewed } from '@camping/contracts/api/http';
import { createQueryClient } from '@camping/contracts/api/query-client';

let client: QueryClient | null = null;

/**
 * Queries that failed with 401 while the session was gone are asked again once the clerk logs in over the screen
 * (docs/decisions.md, «Session ends mid-work»): the list under a form shows data again, not the error.
 */
export function refetchAfterLogin(queryClient: QueryClient): () => void {
  return onSessionRenewed(() => void queryClient.refetchQueries({ predicate: (query) => apiErrorStatus(query.state.error) === 401 }));
}

/** The page's client, created on first use with the one policy (contracts' query-client.ts). */
export function sharedQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient(QueryClient);
    refetchAfterLogin(client);
  }
  return client;
}
