/**
 * A reservation's payments for the payments panel (issue 16), on the admin area's query cache (use-server-data.ts):
 * a write that invalidates ['reservas'] reads them again; what was on screen stays until the answer arrives.
 */
import { listPagosReserva } from '@camping/contracts/api/pagos';
import { MSG } from '@camping/contracts/messages';
import type { PagosReserva } from '@camping/contracts/schemas/pago';
import { stayKeys } from './stay-query-keys';
import { useServerData, type ServerData } from './use-server-data';

export type ReservationPayments = ServerData<PagosReserva>;

/** `refreshKey`: what the figures follow besides the id (a stay just cancelled has refunds to show): a change reads them again. */
export function useReservationPayments(reservaId: number, refreshKey?: string): ReservationPayments {
  return useServerData({
    what: stayKeys.pagos(reservaId),
    refresh: refreshKey,
    load: (signal) => listPagosReserva(reservaId, signal),
    fallback: MSG.errorCargarPagos,
  });
}
