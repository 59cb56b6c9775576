/**
 * POST reservas/confirmar: a hold becomes an active booking. Either way the calendar, its occupancy and availability
 * refetch (a hold that expired meanwhile was cancelled by the server).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@camping/contracts/api/http';
import { confirmarPrereserva } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { notify } from '@camping/ui/toast';

export function useConfirmHold(onConfirmed: (reserva: Reserva) => void) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reservas'] }),
      queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
    ]);
  return useMutation({
    mutationFn: (id: number) => confirmarPrereserva(id),
    onSuccess: (answer) => {
      notify.success(answer.message || MSG.prereservaConfirmada);
      onConfirmed(answer.reserva);
      void refetch();
    },
    onError: (error) => {
      notify.error(errorMessage(error, MSG.errorConfirmarPrereserva));
      void refetch();
    },
  });
}
