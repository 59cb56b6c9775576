/**
 * «Cancelar reserva» from the calendar's detail (issue 32). Either way the calendar, its occupancy and availability
 * refetch: the stay's nights are free once it is cancelled, and a refusal (409) means it changed meanwhile.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelarReserva } from '@camping/contracts/api/reservas';
import type { ReservaCancelarData } from '@camping/contracts/schemas/cancelacion';

export function useCancelReserva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservaCancelarData) => cancelarReserva(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reservas'] }),
        queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
      ]),
  });
}
