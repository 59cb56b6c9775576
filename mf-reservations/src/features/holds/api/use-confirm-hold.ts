import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@camping/contracts/api/http';
import { confirmarPrereserva } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { notify } from '@camping/ui/toast';

/**
 * «Confirmar» a hold (POST reservas/confirmar): a toast either way, and the lists and availability again (a hold
 * that expired meanwhile is cancelled by the server and its unit is free).
 */
export function useConfirmHold(onConfirmed?: (reserva: Reserva) => void) {
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
      onConfirmed?.(answer.reserva);
      void refetch();
    },
    onError: (error) => {
      notify.error(errorMessage(error, MSG.errorConfirmarPrereserva));
      void refetch();
    },
  });
}
