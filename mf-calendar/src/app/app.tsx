/**
 * Root of the remote: the shell names the screen of its route table (libs/federation/routes.json): 'calendario'
 * (/admin/calendario, the default admin screen) or its second view, 'planilla' (/admin/calendario/planilla).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from '@camping/ui/hooks/shared-query-client';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { screenOf } from '@camping/federation/admin-routes';
import { CalendarPage } from '../features/calendar/components/calendar-page';
import { PlanningPage } from '../features/planning-grid/components/planning-page';

function Screen({ screen, pathname, hash, navigate, reportError }: RemoteAppProps & { screen: string }) {
  switch (screen) {
    case 'planilla':
      return <PlanningPage hash={hash} navigate={navigate} reportError={reportError} />;
    case 'calendario':
    default:
      return <CalendarPage pathname={pathname} hash={hash} navigate={navigate} reportError={reportError} />;
  }
}

export function App(props: RemoteAppProps) {
  const queryClient = sharedQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="mf-calendar" data-path={props.pathname}>
        <Screen {...props} screen={screenOf(props, 'calendario')} />
      </div>
    </QueryClientProvider>
  );
}
