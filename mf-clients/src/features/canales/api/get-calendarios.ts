import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCalendarios } from '@camping/contracts/api/canales-import';
import type { CalendarioExterno } from '@camping/contracts/schemas/calendario-externo';
import { importKeys } from './import-keys';

/** How often the list is read again while a sync runs (one answered «sigue en curso», or the periodic pass's). */
const SYNCING_REFETCH_MS = 3000;

const anySyncing = (data: { calendarios: CalendarioExterno[] } | undefined) => data?.calendarios.some((c) => c.sincronizando) ?? false;

/**
 * GET canales/calendarios: every imported calendar with its last sync's log. While one is syncing the list is read
 * again every few seconds, and when the last ends the conflicts and blocks it may have changed are read again too.
 */
export function useCalendarios() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.calendarios,
    queryFn: ({ signal }) => getCalendarios(signal),
    refetchInterval: (q) => (anySyncing(q.state.data) ? SYNCING_REFETCH_MS : false),
  });
  const syncing = anySyncing(query.data);
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
