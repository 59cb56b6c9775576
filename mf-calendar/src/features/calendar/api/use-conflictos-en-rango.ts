/**
 * The open conflicts (issue #19) of the stays of a window, from `GET canales/conflictos/rango?desde&hasta` (both
 * days included, like the window's stays), grouped by our reservation: the calendar marks those stays and their
 * detail names the calendar and nights they clash with.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getConflictosEnRango } from '@camping/contracts/api/canales-import';
import type { Conflicto } from '@camping/contracts/schemas/calendario-externo';
import type { IsoRange } from '../lib/calendar-range';

export type ConflictosPorReserva = ReadonlyMap<number, readonly Conflicto[]>;

export function byReserva(conflictos: readonly Conflicto[]): ConflictosPorReserva {
  const map = new Map<number, Conflicto[]>();
  for (const k of conflictos) map.set(k.reserva_id, [...(map.get(k.reserva_id) ?? []), k]);
  return map;
}

// Module-level: a stable `select` runs once per answer, so the map keeps its identity between renders.
const selectByReserva = (answer: { conflictos: Conflicto[] }) => byReserva(answer.conflictos);

export function useConflictosEnRango(window: IsoRange) {
  return useQuery({
    queryKey: ['conflictos', 'rango', window.desde, window.hasta] as const,
    queryFn: ({ signal }) => getConflictosEnRango(window, signal),
    select: selectByReserva,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
