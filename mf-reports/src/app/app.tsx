/**
 * Root of the remote. The shell owns routing and mounts this remote on /admin/reportes, /admin/historial
 * (issue 17) and /admin/caja (issue 32); every other path shows the report (the standalone dev server opens it at /). Its own TanStack Query client (the library is
 * bundled per remote), built with the one policy of @camping/contracts/api/query-client.
 */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { useRefetchAfterLogin } from '@camping/ui/hooks/use-refetch-after-login';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { CashUpScreen } from '../features/caja/components/cash-up-screen';
import { HistoryScreen } from '../features/historial/components/history-screen';
import { ReportsPage } from '../features/income-report/components/reports-page';

export function isHistorialPath(pathname: string): boolean {
  return /^\/admin\/historial(\/|$)/.test(pathname);
}

export function isCajaPath(pathname: string): boolean {
  return /^\/admin\/caja(\/|$)/.test(pathname);
}

export function App({ pathname, user, navigate, reportError }: RemoteAppProps) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  useRefetchAfterLogin(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="mf-reports" data-path={pathname}>
        {isCajaPath(pathname) ? (
          <CashUpScreen user={user} navigate={navigate} reportError={reportError} />
        ) : isHistorialPath(pathname) ? (
          <HistoryScreen reportError={reportError} />
        ) : (
          <ReportsPage reportError={reportError} />
        )}
      </div>
    </QueryClientProvider>
  );
}
