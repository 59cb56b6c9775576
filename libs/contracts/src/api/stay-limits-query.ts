/**
 * The seasons' limits on a camping or group stay (issue 35: GET temporadas/limites), as query options both remotes
 * hand to TanStack Query: the forms' quote of a group and the changed stay's confirmation (Reservas, «Hoy», the
 * Planilla) share one key per pair of dates. Cabins and dormis read the same refusal from their price
 * (night-price-query.ts), and so does a camping stay being booked (hospedajes?precios_camping with its dates).
 */
import { isIsoDate } from '../dates';
// By package name, like every API module: the remotes share one instance (and their tests replace it).
import { getLimitesEstadia } from '@camping/contracts/api/temporadas';

export function stayLimitsQuery(entrada: string | undefined, salida: string | undefined, enabled = true) {
  const dates = isIsoDate(entrada) && isIsoDate(salida) && entrada < salida ? { entrada, salida } : null;
  return {
    queryKey: ['temporadas', 'limites', dates?.entrada ?? '', dates?.salida ?? ''] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<string | null> =>
      (await getLimitesEstadia(dates?.entrada ?? '', dates?.salida ?? '', signal)).rechazo,
    enabled: enabled && dates !== null,
  };
}

/**
 * The refusal as the screens read it: null while unknown or unreadable (the API still checks the booking, and its
 * 400 then says the same words), else the rule's answer.
 */
export function stayLimitOf(query: { data?: string | null }): string | null {
  return query.data ?? null;
}
