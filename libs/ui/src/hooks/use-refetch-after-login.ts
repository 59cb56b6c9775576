/**
 * A remote's queries that failed with 401 while the session was gone are asked again once the clerk logs in over
 * the screen (docs/decisions.md, "Session ends mid-work"): the list or search under a form shows data again, not
 * the error. TanStack Query is bundled per remote, so the remote hands in its own client.
 */
import { useEffect } from 'react';
import { apiErrorStatus, onSessionRenewed } from '@camping/contracts/api/http';

export interface RefetchingClient {
  refetchQueries(filters: { predicate: (query: { state: { error: unknown } }) => boolean }): Promise<unknown>;
}

export function useRefetchAfterLogin(client: RefetchingClient): void {
  useEffect(
    () => onSessionRenewed(() => void client.refetchQueries({ predicate: (query) => apiErrorStatus(query.state.error) === 401 })),
    [client],
  );
}
