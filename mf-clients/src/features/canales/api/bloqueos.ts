import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { borrarBloqueo, crearBloqueo, getBloqueos } from '@camping/contracts/api/canales-import';
import { failureMessage } from '@camping/contracts/api/http';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { BloqueoCreateInput } from '@camping/contracts/schemas/calendario-externo';
import { notify } from '@camping/ui/toast';
import { importKeys } from './import-keys';

/** The manual blocks from today over the next 400 days (the most one call answers). */
export function useBloqueosManuales() {
  return useQuery({
    queryKey: importKeys.bloqueos,
    queryFn: ({ signal }) => {
      const hoy = todayIso();
      return getBloqueos({ fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 400) }, signal);
    },
    select: (answer) => answer.bloqueos.filter((b) => b.calendario_id === null),
  });
}

const onError = (error: unknown) => {
  const message = failureMessage(error, MSG.errorCargarCanales);
  if (message) notify.error(message);
};

export function useCrearBloqueo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BloqueoCreateInput) => crearBloqueo(body),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: importKeys.bloqueos });
    },
    onError,
  });
}

export function useBorrarBloqueo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => borrarBloqueo(id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: importKeys.bloqueos });
    },
    onError,
  });
}
