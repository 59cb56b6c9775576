/** Root of the remote: the shell passes the path; /admin/reserva-rapida is Reserva Rápida, the rest is Reservas. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { useRefetchAfterLogin } from '@camping/ui/hooks/use-refetch-after-login';
import { useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { QuickReservationPage } from '../features/quick-reservation/components/quick-reservation-page';
import { ReservationsPage } from '../features/reservations/components/reservations-page';
import './reservations.css';

export const QUICK_RESERVATION_PATH = '/admin/reserva-rapida';

export function App({ pathname, hash, navigate, reportError, reportUnsavedChanges }: RemoteAppProps) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  useRefetchAfterLogin(queryClient);
  const quick = pathname.replace(/\/+$/, '') === QUICK_RESERVATION_PATH;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="rsv-app" data-remote="mf-reservations" data-path={pathname}>
        {quick ? (
          <QuickReservationPage navigate={navigate} reportUnsavedChanges={reportUnsavedChanges} />
        ) : (
          <ReservationsPage hash={hash} reportError={reportError} reportUnsavedChanges={reportUnsavedChanges} />
        )}
      </div>
    </QueryClientProvider>
  );
}
