/**
 * Root of the remote: the shell names the screen of its route table (libs/federation/routes.json): 'reserva-rapida'
 * (Reserva Rápida), 'hoy' («Hoy», issue 17), 'limpieza' («Limpieza», issue 36), 'reservas' and 'reserva' (one reservation's detail over the list,
 * /admin/reservas/:id).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from '@camping/ui/hooks/shared-query-client';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { screenOf } from '@camping/federation/admin-routes';
import { HoyPage } from '../features/front-desk/components/hoy-page';
import { HousekeepingPage } from '../features/housekeeping/components/housekeeping-page';
import { QuickReservationPage } from '../features/quick-reservation/components/quick-reservation-page';
import { ReservationsPage } from '../features/reservations/components/reservations-page';
import { detailIdParam } from '../lib/detail-route';
import './reservations.css';

function Screen({ screen, params, pathname, hash, user, navigate, reportError, reportUnsavedChanges }: RemoteAppProps & { screen: string }) {
  switch (screen) {
    case 'hoy':
      return <HoyPage navigate={navigate} reportError={reportError} />;
    case 'limpieza':
      return <HousekeepingPage user={user} reportError={reportError} />;
    case 'reserva-rapida':
      return <QuickReservationPage navigate={navigate} reportUnsavedChanges={reportUnsavedChanges} />;
    case 'reservas':
    case 'reserva':
    default:
      return (
        <ReservationsPage
          hash={hash}
          user={user}
          navigate={navigate}
          detailId={screen === 'reserva' ? detailIdParam({ params, pathname }) : null}
          reportError={reportError}
          reportUnsavedChanges={reportUnsavedChanges}
        />
      );
  }
}

export function App(props: RemoteAppProps) {
  const queryClient = sharedQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="rsv-app" data-remote="mf-reservations" data-path={props.pathname}>
        <Screen {...props} screen={screenOf(props, 'reservas')} />
      </div>
    </QueryClientProvider>
  );
}
