/**
 * The reservation detail at /admin/reservas/:id (issue 34, the shared useDetailRoute): loaded by id whether or not
 * its row is on the list's page; the row clicked, when there is one, is shown meanwhile.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { parseRecordId, useDetailRoute } from '@camping/ui/hooks/use-detail-route';
import { RESERVAS_PATH } from '@camping/ui/reservation-link';
import { useReservaDetail, useStoreReserva } from '../api/use-reserva-detail';

export interface ReservationDetailRouteOptions {
  detailId: string | null;
  navigate: RemoteAppProps['navigate'];
  /** The list's rows on screen. */
  rows: readonly Reserva[];
}

export function useReservationDetailRoute({ detailId, navigate, rows }: ReservationDetailRouteOptions) {
  const id = detailId === null ? null : parseRecordId(detailId);
  const query = useReservaDetail(id, rows.find((r) => r.id === id));
  const route = useDetailRoute({ detailId, query, listPath: RESERVAS_PATH, navigate });
  return {
    ...route,
    reserva: route.item,
    show: (r: Reserva) => route.show(r.id),
    /** A write answered with the stay as it is now: the detail shows it. */
    update: useStoreReserva(),
  };
}
