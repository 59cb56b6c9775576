import { METODOS_PAGO, type MetodoPago } from '../domain';
import { MSG } from '../messages';
import type { NightPrice } from '../stay-change';
// By package name, like every API module: the remotes share one instance (and their tests replace it).
import { errorMessage } from '@camping/contracts/api/http';
import { getPrecio } from '@camping/contracts/api/hospedajes';

/**
 * The price list's price of one night of a cabin or dormi stay (GET hospedajes?precio), as query options both
 * remotes hand to TanStack Query: the wizard's and the edit modal's quote (mf-reservations) and the Planilla's and
 * the calendar's changed stays (mf-calendar) share one key, so a price asked by one screen is not asked again.
 */
export function nightPriceQuery(q: { tipoId: number | null; personas: number | null; metodoPago: string }, enabled = true) {
  const metodo = (METODOS_PAGO as readonly string[]).includes(q.metodoPago) ? (q.metodoPago as MetodoPago) : null;
  const { tipoId, personas } = q;
  return {
    queryKey: ['hospedajes', 'precio', tipoId, personas, metodo ?? ''] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getPrecio({ tipo_hospedaje_id: tipoId as number, cantidad_personas: personas as number, metodo_pago: metodo as MetodoPago }, signal).then(
        (r) => r.precio,
      ),
    enabled: enabled && tipoId !== null && personas !== null && Number.isFinite(personas) && personas > 0 && metodo !== null,
  };
}

/** The query's state as the changed-stay rule reads it (stay-change.ts). */
export function nightPriceOf(query: { data?: number; isError: boolean; error: unknown }): NightPrice {
  if (query.isError) return { status: 'missing', message: errorMessage(query.error, MSG.errorObtenerPrecio) };
  return query.data === undefined ? { status: 'pending' } : { status: 'ready', amount: query.data };
}
