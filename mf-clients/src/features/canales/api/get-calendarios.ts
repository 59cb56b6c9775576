import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCalendarios } from '@camping/contracts/api/canales-import';
import { importKeys } from './import-keys';

/** How often the list is read again while a sync runs (one answered «sigue en curso», or the periodic pass's). */
export const SYNCING_REFETCH_MS = 3000;

/**
 * GET canales/calendarios: every imported calendar with its last sync's log. While one is syncing the list is read
 * again every few seconds, and when the last ends the conflicts and blocks it may have changed are read again too.
 */
export function useCalendarios() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.calendarios,
    queryFn: ({ signal }) => getCalendarios(signal),
    refetchInterval: (q) => (q.state.data?.calendarios.some((c) => c.sincronizando) ? SYNCING_REFETCH_MS : false),
  });
  const syncing = query.data?.calendarios.some((c) => c.sincronizando) ?? false;
  const wasSyncing = useRef(false);
  useEffect(() => {
    if (wasSyncing.current && !syncing) {
      void queryClient.invalidateQueries({ queryKey: importKeys.conflictos });
      void queryClient.invalidateQueries({ queryKey: importKeys.bloqueos });
    }
    wasSyncing.current = syncing;
  }, [syncing, queryClient]);
  return query;
}
