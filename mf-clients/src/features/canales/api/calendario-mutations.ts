import { borrarCalendario, crearCalendario, sincronizarCalendario } from '@camping/contracts/api/canales-import';
import { MSG } from '@camping/contracts/messages';
import type { CalendarioCreateInput } from '@camping/contracts/schemas/calendario-externo';
import { notify } from '@camping/ui/toast';
import { importKeys } from './import-keys';
import { useNotifyingMutation } from './notifying-mutation';

/** After any sync the calendars, the conflicts and the blocks may all have changed. */
const AFTER_SYNC = [importKeys.calendarios, importKeys.conflictos, importKeys.bloqueos];

/**
 * A sync that ran but failed answers 200 with `error`: shown as an error toast, the card shows it too. One still
 * running when the call answered (`en_curso`) says so; the card keeps its previous result until the list is read again.
 */
const notifySync = (answer: { message: string; en_curso?: true; calendario: { error: string | null } }) => {
  if (answer.en_curso) notify.info(answer.message);
  else if (answer.calendario.error) notify.error(`${answer.message}. ${answer.calendario.error}`);
  else notify.success(answer.message);
};

/** POST canales/calendarios (admins): adds and syncs at once. */
export function useCrearCalendario() {
  return useNotifyingMutation((body: CalendarioCreateInput) => crearCalendario(body), {
    invalidate: AFTER_SYNC,
    fallback: MSG.errorCargarCalendarios,
    onAnswer: notifySync,
  });
}

/** «Sincronizar ahora». */
export function useSincronizarCalendario() {
  return useNotifyingMutation((id: number) => sincronizarCalendario(id), {
    invalidate: AFTER_SYNC,
    fallback: MSG.errorCargarCalendarios,
    onAnswer: notifySync,
  });
}

/** DELETE canales/calendarios?id= (admins): its blocks and conflicts go with it. */
export function useBorrarCalendario() {
  return useNotifyingMutation((id: number) => borrarCalendario(id), { invalidate: AFTER_SYNC, fallback: MSG.errorCargarCalendarios });
}
