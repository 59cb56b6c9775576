import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getConflictos, marcarConflictoVisto } from '@camping/contracts/api/canales-import';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { importKeys } from './import-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => marcarConflictoVisto(id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: importKeys.conflictos });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorCargarConflictos);
      if (message) notify.error(message);
    },
  });
}
