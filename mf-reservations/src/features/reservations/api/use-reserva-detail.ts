/**
 * One reservation by id (GET reservas?id=) for its detail at /admin/reservas/:id: it loads whether or not the row is
 * on the list's page. The row the clerk clicked, when there is one, is shown meanwhile.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getReserva } from '@camping/contracts/api/reservas';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reservasQueryKey } from './use-reservas';

/** The key the holds' `useReserva` shares: one cache entry per reservation. */
export const reservaIdKey = (id: number) => [...reservasQueryKey, 'id', id] as const;

export function useReservaDetail(id: number | null, shownRow: Reserva | undefined) {
  return useQuery({
    queryKey: reservaIdKey(id ?? 0),
    queryFn: ({ signal }) => getReserva(id ?? 0, signal),
    enabled: id !== null,
    placeholderData: shownRow ? { success: true as const, reserva: shownRow } : undefined,
    select: (answer) => answer.reserva,
  });
}

/** Puts the reservation as the server answered a write into the detail's cache entry (no second request). */
export function useStoreReserva() {
  const queryClient = useQueryClient();
  return (reserva: Reserva) => queryClient.setQueryData(reservaIdKey(reserva.id), { success: true as const, reserva });
}
