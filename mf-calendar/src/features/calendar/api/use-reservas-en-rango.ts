/**
 * The reservations of the calendar's window (visible days plus a margin), from `GET reservas?desde&hasta`. While
 * the next window loads, the previous one stays on screen; the neighbouring windows are fetched ahead of time.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listReservasEnRango } from '@camping/contracts/api/reservas';
import type { IsoRange } from '../lib/calendar-range';

export const reservasEnRangoKey = (window: IsoRange) => ['reservas', 'rango', window.desde, window.hasta] as const;

function reservasEnRangoOptions(window: IsoRange) {
  return {
    queryKey: reservasEnRangoKey(window),
    queryFn: ({ signal }: { signal: AbortSignal }) => listReservasEnRango(window.desde, window.hasta, signal),
    // Paging back and forth reuses what was just fetched (and prefetched) instead of asking again at once.
    staleTime: 30_000,
  };
}

export function useReservasEnRango(window: IsoRange, neighbours: readonly IsoRange[] = []) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...reservasEnRangoOptions(window), placeholderData: keepPreviousData });

  const ready = query.isSuccess && !query.isPlaceholderData;
  const neighboursKey = neighbours.map((n) => `${n.desde}/${n.hasta}`).join(',');
  useEffect(() => {
    if (!ready) return;
    for (const neighbour of neighbours) void queryClient.prefetchQuery(reservasEnRangoOptions(neighbour));
    // neighboursKey stands for the neighbours' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, neighboursKey, queryClient]);

  return query;
}
