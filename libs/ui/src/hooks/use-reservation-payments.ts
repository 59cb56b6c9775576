/**
 * A reservation's payments for the payments panel (issue 16). Plain state, not TanStack Query: this library is a
 * federation singleton while each remote bundles its own TanStack Query, so a query hook here would not see the
 * remote's QueryClient. After a write the panel calls `reload`; what was on screen stays until the answer arrives.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { listPagosReserva } from '@camping/contracts/api/pagos';
import { MSG } from '@camping/contracts/messages';
import type { PagosReserva } from '@camping/contracts/schemas/pago';

export interface ReservationPayments {
  data: PagosReserva | null;
  error: string | null;
  reload: () => void;
}

/** `refreshKey`: what the figures follow besides the id (a stay just cancelled has refunds to show): a change reads them again. */
export function useReservationPayments(reservaId: number, refreshKey?: string): ReservationPayments {
  const [result, setResult] = useState<{ id: number; data: PagosReserva | null; error: string | null }>({
    id: reservaId,
    data: null,
    error: null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listPagosReserva(reservaId, controller.signal).then(
      (data) => setResult({ id: reservaId, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setResult((prev) => ({ ...prev, id: reservaId, error: errorMessage(error, MSG.errorCargarPagos) }));
        }
      },
    );
    return () => controller.abort();
  }, [reservaId, version, refreshKey]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Another reservation's payments are never shown while this one's load.
  const current = result.id === reservaId ? result : { data: null, error: null };
  return { data: current.data, error: current.error, reload };
}
