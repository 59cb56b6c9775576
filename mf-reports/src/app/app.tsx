/**
 * Root of the remote. The shell owns routing and mounts this remote only on /admin/reportes, its one screen, so
 * every path shows the report (the standalone dev server opens it at /). Its own TanStack Query client: the library
 * is a shared singleton, the cache is this remote's.
 */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ReportsPage } from '../features/income-report/components/reports-page';

export function createReportsQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One quick retry: a receptionist should see a failure in about a second, not after three back-offs.
        retry: 1,
        retryDelay: 500,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function App({ pathname, reportError }: RemoteAppProps) {
  const [queryClient] = useState(createReportsQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="mf-reports" data-path={pathname}>
        <ReportsPage reportError={reportError} />
      </div>
    </QueryClientProvider>
  );
}
