import { useMutation, useQueryClient } from '@tanstack/react-query';
import { borrarCalendario, crearCalendario, sincronizarCalendario } from '@camping/contracts/api/canales-import';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { CalendarioCreateInput } from '@camping/contracts/schemas/calendario-externo';
import { notify } from '@camping/ui/toast';
import { importKeys } from './import-keys';

/** After any sync the calendars, the conflicts and the blocks may all have changed. */
function useRefreshImport() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: importKeys.calendarios }),
      queryClient.invalidateQueries({ queryKey: importKeys.conflictos }),
      queryClient.invalidateQueries({ queryKey: importKeys.bloqueos }),
    ]);
}

const onError = (fallback: string) => (error: unknown) => {
  const message = failureMessage(error, fallback);
  if (message) notify.error(message);
};

/** A sync that ran but failed answers 200 with `error`: shown as an error toast, the card shows it too. */
const notifySync = (answer: { message: string; calendario: { error: string | null } }) =>
  answer.calendario.error ? notify.error(`${answer.message}: ${answer.calendario.error}`) : notify.success(answer.message);

/** POST canales/calendarios (admins): adds and syncs at once. */
export function useCrearCalendario() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (body: CalendarioCreateInput) => crearCalendario(body),
    onSuccess: async (answer) => {
      notifySync(answer);
      await refresh();
    },
    onError: onError(MSG.errorCargarCalendarios),
  });
}

/** «Sincronizar ahora». */
export function useSincronizarCalendario() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (id: number) => sincronizarCalendario(id),
    onSuccess: async (answer) => {
      notifySync(answer);
      await refresh();
    },
    onError: onError(MSG.errorCargarCalendarios),
  });
}

/** DELETE canales/calendarios?id= (admins): its blocks and conflicts go with it. */
export function useBorrarCalendario() {
  const refresh = useRefreshImport();
  return useMutation({
    mutationFn: (id: number) => borrarCalendario(id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await refresh();
    },
    onError: onError(MSG.errorCargarCalendarios),
  });
}
