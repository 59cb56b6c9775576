/**
 * What a panel of this library reads from the API, as a TanStack Query on the admin area's one client
 * (hooks/shared-query-client.ts): a write anywhere in the admin that invalidates its key reads it again. The key is
 * `what` plus `refresh` (what the data follows besides, e.g. the stay's amount): under a new `refresh` what was on
 * screen stays until the answer arrives; data of another `what` is never shown meanwhile.
 */
import { hashKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@camping/contracts/api/http';

export interface ServerData<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

export interface ServerRead<T> {
  /** What is read, as a query key (a stay's payments: ['reservas', 'pagos', 5]): its data only is ever shown. */
  what: readonly unknown[];
  /** What the data follows besides (a stay's amount): a change reads it again, keeping what is shown meanwhile. */
  refresh?: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** The message of a failure that brings none. */
  fallback: string;
}

export function useServerData<T>({ what, refresh, load, fallback }: ServerRead<T>): ServerData<T> {
  const query = useQuery({
    queryKey: [...what, refresh ?? null],
    queryFn: ({ signal }) => load(signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === hashKey(what) ? previous : undefined,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data ?? null, error: query.isError ? errorMessage(query.error, fallback) : null, reload };
}
