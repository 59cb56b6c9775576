import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getConflictos, marcarConflictoVisto } from '@camping/contracts/api/canales-import';
import { MSG } from '@camping/contracts/messages';
import { importKeys } from './import-keys';
import { useNotifyingMutation } from './notifying-mutation';

export const CONFLICTOS_POR_PAGINA = 10;

/** GET canales/conflictos: the open conflicts, one page. */
export function useConflictos(page: number) {
  return useQuery({
    queryKey: importKeys.conflictosPagina(page),
    queryFn: ({ signal }) => getConflictos({ page, page_size: CONFLICTOS_POR_PAGINA }, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST canales/conflictos/visto. */
export function useMarcarVisto() {
  return useNotifyingMutation((id: number) => marcarConflictoVisto(id), { invalidate: [importKeys.conflictos], fallback: MSG.errorCargarConflictos });
}
