/**
 * Check-in and check-out from a stay's detail (issue 36): the same calls as «Hoy», a toast with the server's words,
 * then every reservation query again (the admin area's one cache: hooks/shared-query-client.ts). The check-in comes from the guests form, which shows its refusal in place.
 */
import { failureMessage } from '@camping/contracts/api/http';
import { registrarSalida } from '@camping/contracts/api/hoy';
import { registrarIngresoConLlegada } from '@camping/contracts/api/huespedes';
import { MSG } from '@camping/contracts/messages';
import { notify } from '../toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every stay query (lists, «Hoy», the calendar's range: all under 'reservas') and the units free: a check-out may free nights. */
function useRefetchAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reservas'] }),
      queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
    ]);
}

export function useDeskCheckIn() {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: ({ id, horaLlegada }: { id: number; horaLlegada: string }) => registrarIngresoConLlegada(id, horaLlegada),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void refetch();
    },
  });
}

export function useDeskCheckOut() {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: (id: number) => registrarSalida(id),
    onSuccess: (answer) => {
      if (answer.con_saldo) notify.warning(answer.message);
      else notify.success(answer.message);
      void refetch();
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorRegistrarSalida);
      if (message) notify.error(message);
      void refetch();
    },
  });
}
