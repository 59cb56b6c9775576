/**
 * Root of the remote. The shell owns routing and names the screen of its route table (libs/federation/routes.json):
 * 'reportes', 'historial' (issue 17), 'caja' (issue 32) or 'registro-huespedes' (issue 36); mounted alone (its dev server, at /) it shows the report. Its queries run
 * on the admin area's one QueryClient (@camping/ui/hooks/shared-query-client).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from '@camping/ui/hooks/shared-query-client';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { screenOf } from '@camping/federation/admin-routes';
import { CashUpScreen } from '../features/caja/components/cash-up-screen';
import { GuestRegisterScreen } from '../features/guest-register/components/guest-register-screen';
import { HistoryScreen } from '../features/historial/components/history-screen';
import { ReportsPage } from '../features/income-report/components/reports-page';

function Screen({ screen, user, navigate, reportError }: RemoteAppProps & { screen: string }) {
  switch (screen) {
    case 'caja':
      return <CashUpScreen user={user} navigate={navigate} reportError={reportError} />;
    case 'historial':
      return <HistoryScreen navigate={navigate} reportError={reportError} />;
    case 'registro-huespedes':
      return <GuestRegisterScreen reportError={reportError} />;
    case 'reportes':
    default:
      return <ReportsPage reportError={reportError} />;
  }
}

export function App(props: RemoteAppProps) {
  const queryClient = sharedQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="mf-reports" data-path={props.pathname}>
        <Screen {...props} screen={screenOf(props, 'reportes')} />
      </div>
    </QueryClientProvider>
  );
}
