import { TIPOS_CON_UNIDAD } from '../unit-move';
// By package name, like every API module: the remotes share one instance (and their tests replace it).
import { getDisponibles } from '@camping/contracts/api/hospedajes';

/**
 * The requests behind a room move's choices (cabins and dormis free for the stay's dates, its own nights left out),
 * as query options both remotes hand to TanStack Query's `useQueries`. The key starts with
 * ['hospedajes', 'disponibles'] so that a write on reservations refetches it.
 */
export function moveOptionsQueries(reservaId: number, fecha_entrada: string, fecha_salida: string, enabled: boolean) {
  return TIPOS_CON_UNIDAD.map((tipo) => ({
    queryKey: ['hospedajes', 'disponibles', tipo, fecha_entrada, fecha_salida, { excluir: reservaId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getDisponibles({ tipo_hospedaje_id: tipo, fecha_entrada, fecha_salida, excluir_reserva_id: reservaId }, signal),
    enabled,
    staleTime: 0,
  }));
}
