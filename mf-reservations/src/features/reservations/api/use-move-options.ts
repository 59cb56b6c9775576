/**
 * The units a cabin or dormi stay may move to for the dates in the form (the shared `moveOptionsQueries`: cabins
 * and dormis free for those dates, the stay's own nights left out), shaped by the shared `moveOptions`. Camping
 * and groups have no unit, so nothing is asked for them.
 */
import { useQueries } from '@tanstack/react-query';
import { moveOptionsQueries } from '@camping/contracts/api/move-options-queries';
import { isIsoDate } from '@camping/contracts/dates';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { moveOptions, type MoveOption } from '@camping/contracts/unit-move';

export interface MoveOptionsState {
  options: MoveOption[];
  isPending: boolean;
  isError: boolean;
  /** A listed unit's beds (the stay's own included while free on the dates), or null when not known. */
  capacity: (unitId: number | null) => number | null;
}

export function useMoveOptions(reserva: Reserva, entrada: string, salida: string, personas: number): MoveOptionsState {
  const enabled = reserva.hospedaje_id !== null && isIsoDate(entrada) && isIsoDate(salida) && entrada < salida;
  const results = useQueries({ queries: moveOptionsQueries(reserva.id, entrada, salida, enabled) });
  const known = results.every((r) => r.isSuccess);
  const free = known ? results.flatMap((r) => r.data?.hospedajes ?? []) : null;
  return {
    options: moveOptions(free, reserva, Number.isFinite(personas) && personas > 0 ? personas : 1),
    isPending: enabled && results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    capacity: (unitId) => free?.find((u) => u.id === unitId)?.capacidad ?? null,
  };
}
