/**
 * The blocks of a window (imported calendars and «Mantenimiento», issue #19), from `GET bloqueos`. The window is
 * read with both days included, as `reservas?desde&hasta` reads it: a block leaving on the first day or arriving on
 * the last is drawn there too, so the call asks for [desde - 1, hasta + 1) in its nights' terms. The calendar asks
 * for about 50 days and the Planilla at most 62, far below the API's 400.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBloqueos } from '@camping/contracts/api/canales-import';
import { addDaysIso } from '@camping/contracts/dates';
import type { IsoRange } from '../lib/calendar-range';

export function useBloqueosEnRango(window: IsoRange) {
  return useQuery({
    queryKey: ['bloqueos', 'rango', window.desde, window.hasta] as const,
    queryFn: ({ signal }) =>
      getBloqueos({ fecha_entrada: addDaysIso(window.desde, -1), fecha_salida: addDaysIso(window.hasta, 1) }, signal),
    select: (answer) => answer.bloqueos,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
