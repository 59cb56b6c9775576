/**
 * The blocks of the window (imported calendars and «Mantenimiento», issue #19), from `GET bloqueos`. Windows longer
 * than the API's 400 days are never asked: the Planilla shows at most 62.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBloqueos } from '@camping/contracts/api/canales-import';
import type { IsoRange } from '../lib/calendar-range';

export function useBloqueosEnRango(window: IsoRange) {
  return useQuery({
    queryKey: ['bloqueos', 'rango', window.desde, window.hasta] as const,
    queryFn: ({ signal }) => getBloqueos({ fecha_entrada: window.desde, fecha_salida: window.hasta }, signal),
    select: (answer) => answer.bloqueos,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
