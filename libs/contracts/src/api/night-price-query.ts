import { isIsoDate } from '../dates';
import { METODOS_PAGO, type MetodoPago } from '../domain';
import { MSG } from '../messages';
import type { NightPrice, StayQuote } from '../stay-change';
// By package name, like every API module: the remotes share one instance (and their tests replace it).
import { errorMessage } from '@camping/contracts/api/http';
import { getPrecio } from '@camping/contracts/api/hospedajes';

/** The list's answer: the base price of a night and, when the stay's dates were given, the stay by the seasons. */
export interface NightPriceAnswer {
  precio: number;
  estadia: StayQuote | null;
}

export interface NightPriceInput {
  tipoId: number | null;
  personas: number | null;
  metodoPago: string;
  /** The stay's dates (`YYYY-MM-DD`): with both, the seasons' rule prices the stay night by night (issue 35). */
  entrada?: string;
  salida?: string;
}

function stayDates(q: NightPriceInput): { fecha_entrada: string; fecha_salida: string } | null {
  const { entrada, salida } = q;
  return isIsoDate(entrada) && isIsoDate(salida) && entrada < salida ? { fecha_entrada: entrada, fecha_salida: salida } : null;
}

/**
 * The price list's price of a cabin or dormi stay (GET hospedajes?precio, with the stay's dates when known), as query
 * options both remotes hand to TanStack Query: the wizard's and the edit modal's quote (mf-reservations) and the
 * Planilla's and the calendar's changed stays (mf-calendar) share one key, so a price asked by one screen is not asked
 * again.
 */
export function nightPriceQuery(q: NightPriceInput, enabled = true) {
  const metodo = (METODOS_PAGO as readonly string[]).includes(q.metodoPago) ? (q.metodoPago as MetodoPago) : null;
  const { tipoId, personas } = q;
  const dates = stayDates(q);
  return {
    queryKey: ['hospedajes', 'precio', tipoId, personas, metodo ?? '', dates?.fecha_entrada ?? '', dates?.fecha_salida ?? ''] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<NightPriceAnswer> => {
      const base = { tipo_hospedaje_id: tipoId as number, cantidad_personas: personas as number, metodo_pago: metodo as MetodoPago };
      const r = await getPrecio(dates ? { ...base, ...dates } : base, signal);
      const priced = r.total !== undefined && r.desglose_texto !== undefined;
      return { precio: r.precio, estadia: priced ? { total: r.total ?? null, breakdown: r.desglose_texto ?? '', refusal: r.rechazo ?? null } : null };
    },
    enabled: enabled && tipoId !== null && personas !== null && Number.isFinite(personas) && personas > 0 && metodo !== null,
  };
}

/** The query's state as the changed-stay rule reads it (stay-change.ts). */
export function nightPriceOf(query: { data?: NightPriceAnswer; isError: boolean; error: unknown }): NightPrice {
  if (query.isError) return { status: 'missing', message: errorMessage(query.error, MSG.errorObtenerPrecio) };
  if (query.data === undefined) return { status: 'pending' };
  const { precio, estadia } = query.data;
  return estadia ? { status: 'ready', amount: precio, stay: estadia } : { status: 'ready', amount: precio };
}
