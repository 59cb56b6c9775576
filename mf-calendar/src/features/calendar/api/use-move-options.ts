/**
 * The units a cabin or dormi stay may move to for its own dates (the shared `moveOptionsQueries`: cabins and dormis
 * free for those dates, the stay's own nights left out), shaped by the shared `moveOptions`.
 */
import { useQueries } from '@tanstack/react-query';
import { moveOptionsQueries } from '@camping/contracts/api/move-options-queries';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { moveOptions } from '@camping/contracts/unit-move';

export function useMoveOptions(reserva: Reserva) {
  const enabled = reserva.hospedaje_id !== null;
  const results = useQueries({ queries: moveOptionsQueries(reserva.id, reserva.fecha_entrada, reserva.fecha_salida, enabled) });
  return {
    options: moveOptions(
      results.every((r) => r.isSuccess) ? results.flatMap((r) => r.data?.hospedajes ?? []) : null,
      reserva,
      reserva.cantidad_personas,
    ),
    isPending: enabled && results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  };
}
