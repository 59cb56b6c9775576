/**
 * The units a cabin or dormi stay may move to for the dates in the form: GET hospedajes?tipo_hospedaje_id&
 * fecha_entrada&fecha_salida&excluir_reserva_id for cabins and dormis (the stay's own nights left out), shaped by
 * the shared `moveOptions`. Camping and groups have no unit, so nothing is asked for them.
 */
import { useQueries } from '@tanstack/react-query';
import { getDisponibles } from '@camping/contracts/api/hospedajes';
import { isIsoDate } from '@camping/contracts/dates';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { moveOptions, TIPOS_CON_UNIDAD, type MoveOption } from '@camping/contracts/unit-move';

export interface MoveOptionsState {
  options: MoveOption[];
  isPending: boolean;
  isError: boolean;
}

export function useMoveOptions(reserva: Reserva, entrada: string, salida: string, personas: number): MoveOptionsState {
  const enabled = reserva.hospedaje_id !== null && isIsoDate(entrada) && isIsoDate(salida) && entrada < salida;
  const results = useQueries({
    queries: TIPOS_CON_UNIDAD.map((tipo) => ({
      // Under ['hospedajes', 'disponibles'], so every reservation write refetches it.
      queryKey: ['hospedajes', 'disponibles', tipo, entrada, salida, { excluir: reserva.id }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getDisponibles({ tipo_hospedaje_id: tipo, fecha_entrada: entrada, fecha_salida: salida, excluir_reserva_id: reserva.id }, signal),
      enabled,
      staleTime: 0,
    })),
  });
  const free = results.flatMap((r) => r.data?.hospedajes ?? []);
  return {
    options: moveOptions(free, reserva, Number.isFinite(personas) && personas > 0 ? personas : 1),
    isPending: enabled && results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}
