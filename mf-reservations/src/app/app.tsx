/**
 * Root of the remote: the shell passes the path; /admin/reserva-rapida is Reserva Rápida, /admin/hoy is «Hoy»
 * (issue 17), the rest is Reservas.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { useRefetchAfterLogin } from '@camping/ui/hooks/use-refetch-after-login';
import { useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { HoyPage } from '../features/front-desk/components/hoy-page';
import { HOY_PATH } from '../features/front-desk/lib/hoy-fecha';
import { QuickReservationPage } from '../features/quick-reservation/components/quick-reservation-page';
import { ReservationsPage } from '../features/reservations/components/reservations-page';
import './reservations.css';

export const QUICK_RESERVATION_PATH = '/admin/reserva-rapida';

export function App({ pathname, hash, user, navigate, reportError, reportUnsavedChanges }: RemoteAppProps) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  useRefetchAfterLogin(queryClient);
  const path = pathname.replace(/\/+$/, '');
  const quick = path === QUICK_RESERVATION_PATH;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="rsv-app" data-remote="mf-reservations" data-path={pathname}>
        {path === HOY_PATH ? (
          <HoyPage navigate={navigate} reportError={reportError} />
        ) : quick ? (
          <QuickReservationPage navigate={navigate} reportUnsavedChanges={reportUnsavedChanges} />
        ) : (
          <ReservationsPage hash={hash} user={user} reportError={reportError} reportUnsavedChanges={reportUnsavedChanges} />
        )}
      </div>
    </QueryClientProvider>
  );
}
