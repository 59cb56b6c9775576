/**
 * What a panel of this library reads from the API, with plain state rather than TanStack Query: the library is a
 * federation singleton while each remote bundles its own TanStack Query, so a query hook here would not see the
 * remote's QueryClient (docs/payments.md). The read runs again when `what` or `refresh` changes, or after `reload`;
 * what was on screen stays until the new answer arrives, and data of another `what` is never shown meanwhile.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';

export interface ServerData<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

export interface ServerRead<T> {
  /** What is read (a stay's id): its data only is ever shown. */
  what: string | number;
  /** What the data follows besides (a stay's amount): a change reads it again, keeping what is shown meanwhile. */
  refresh?: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** The message of a failure that brings none. */
  fallback: string;
}

export function useServerData<T>({ what, refresh, load, fallback }: ServerRead<T>): ServerData<T> {
  const [result, setResult] = useState<{ what: string | number; data: T | null; error: string | null }>({ what, data: null, error: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ what, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult((prev) => ({ ...prev, what, error: errorMessage(error, fallback) }));
      },
    );
    return () => controller.abort();
    // `load` is the caller's closure over `what`: `what` and `refresh` say when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [what, refresh, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = result.what === what ? result : { data: null, error: null };
  return { data: current.data, error: current.error, reload };
}
