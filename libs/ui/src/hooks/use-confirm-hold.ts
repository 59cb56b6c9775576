/**
 * «Confirmar» a hold (POST reservas/confirmar): it becomes an active booking. A toast either way, and the stays and
 * availability are read again in every remote (a hold that expired meanwhile was cancelled by the server and its
 * unit is free).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@camping/contracts/api/http';
import { confirmarPrereserva } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { notify } from '../toast';
import { stayKeys } from './stay-query-keys';

export function useConfirmHold(onConfirmed?: (reserva: Reserva) => void) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stayKeys.all }),
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
