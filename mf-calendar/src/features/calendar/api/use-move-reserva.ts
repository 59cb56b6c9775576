/**
 * PUT reservas {id, hospedaje_id[, monto_total]}: a room move, with the new amount when the clerk applied it (issue
 * 32); on success the calendar, its occupancy and availability refetch, on a clash the free units.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@camping/contracts/api/http';
import { updateReserva } from '@camping/contracts/api/reservas';

export function useMoveReserva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { id: number; hospedaje_id: number; monto_total?: number; motivo_minimo?: string }) => updateReserva(move),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reservas'] }),
        queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
      ]),
    // A clash means someone booked meanwhile: the free units on offer are out of date.
    onError: (error) => {
      if (apiErrorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] });
    },
  });
}
