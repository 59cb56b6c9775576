/**
 * The writes of «Limpieza» (issue 36): a tap on a unit, and the desk's «Fuera de servicio» and «Volver al servicio».
 * A tap reads the day's list again; a period also changes what can be booked (availability, the grid's blocks), so
 * it reads every stay query again too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@camping/contracts/api/http';
import { cambiarEstadoLimpieza, crearFueraDeServicio, terminarFueraDeServicio } from '@camping/contracts/api/limpieza';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import type { EstadoLimpieza, FueraDeServicioCreateInput } from '@camping/contracts/schemas/limpieza';
import { notify } from '@camping/ui/toast';

/** The server's words; nothing on a 401 (the shell asks to log in again). */
function showRefusal(error: unknown) {
  const message = failureMessage(error, LIMPIEZA_MSG.errorCambiar);
  if (message) notify.error(message);
}

function useRefetchLimpieza() {
  const queryClient = useQueryClient();
  return (all: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: all ? ['reservas'] : ['reservas', 'limpieza'] }),
      all ? queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }) : undefined,
      all ? queryClient.invalidateQueries({ queryKey: ['bloqueos'] }) : undefined,
    ]);
}

/** One tap: no toast on success (the card changes under the finger), the server's words on a refusal. */
export function useSetUnitState() {
  const refetch = useRefetchLimpieza();
  return useMutation({
    mutationFn: ({ hospedajeId, estado }: { hospedajeId: number; estado: EstadoLimpieza }) => cambiarEstadoLimpieza(hospedajeId, estado),
    onSettled: () => refetch(false),
    onError: (error) => showRefusal(error),
  });
}

/** «Fuera de servicio»: the dialog shows a refusal in place (a stay on those nights). */
export function useCreateOutOfService() {
  const refetch = useRefetchLimpieza();
  return useMutation({
    mutationFn: (input: FueraDeServicioCreateInput) => crearFueraDeServicio(input),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void refetch(true);
    },
  });
}

export function useEndOutOfService() {
  const refetch = useRefetchLimpieza();
  return useMutation({
    mutationFn: (id: number) => terminarFueraDeServicio(id),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => showRefusal(error),
    onSettled: () => refetch(true),
  });
}
