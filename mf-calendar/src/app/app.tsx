/**
 * Root of the remote: the shell passes the path; this remote serves /admin/calendario (the default admin screen)
 * and its second view, the planning grid at /admin/calendario/planilla.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { useRefetchAfterLogin } from '@camping/ui/hooks/use-refetch-after-login';
import { useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { PLANNING_PATH } from '../components/view-switch';
import { CalendarPage } from '../features/calendar/components/calendar-page';
import { PlanningPage } from '../features/planning-grid/components/planning-page';

export function App({ pathname, hash, navigate, reportError }: RemoteAppProps) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  useRefetchAfterLogin(queryClient);
  const planning = pathname.replace(/\/+$/, '') === PLANNING_PATH;
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="mf-calendar" data-path={pathname}>
        {planning ? (
          <PlanningPage hash={hash} navigate={navigate} reportError={reportError} />
        ) : (
          <CalendarPage pathname={pathname} hash={hash} navigate={navigate} reportError={reportError} />
        )}
      </div>
    </QueryClientProvider>
  );
}
