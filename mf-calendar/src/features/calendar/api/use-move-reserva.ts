/** PUT reservas {id, hospedaje_id}: a room move; on success the calendar, its occupancy and availability refetch. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReserva } from '@camping/contracts/api/reservas';

export function useMoveReserva() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { id: number; hospedaje_id: number }) => updateReserva(move),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reservas'] }),
        queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
      ]),
  });
}
