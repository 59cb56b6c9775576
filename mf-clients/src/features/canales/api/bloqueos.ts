import { useQuery } from '@tanstack/react-query';
import { borrarBloqueo, crearBloqueo, getBloqueos } from '@camping/contracts/api/canales-import';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { ORIGEN_MANUAL, type BloqueoCreateInput } from '@camping/contracts/schemas/calendario-externo';
import { importKeys } from './import-keys';
import { useNotifyingMutation } from './notifying-mutation';

/** The «Mantenimiento» blocks from today over the next 400 days (the most one call answers). */
export function useBloqueosManuales() {
  return useQuery({
    queryKey: importKeys.bloqueos,
    queryFn: ({ signal }) => {
      const hoy = todayIso();
      return getBloqueos({ fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 400) }, signal);
    },
    // «Mantenimiento» only: a period fuera de servicio is managed (and ended) from Limpieza.
    select: (answer) => answer.bloqueos.filter((b) => b.calendario_id === null && b.origen === ORIGEN_MANUAL),
  });
}

export function useCrearBloqueo() {
  return useNotifyingMutation((body: BloqueoCreateInput) => crearBloqueo(body), { invalidate: [importKeys.bloqueos], fallback: MSG.errorCargarCanales });
}

export function useBorrarBloqueo() {
  return useNotifyingMutation((id: number) => borrarBloqueo(id), { invalidate: [importKeys.bloqueos], fallback: MSG.errorCargarCanales });
}
