/**
 * Camping's side of the forms' quote (issue 35): with the stay's dates and people, GET hospedajes?precios_camping
 * answers the base list and the stay priced night by night by the seasons, with the rule's refusal (minimum stay, no
 * arrivals); without them, the base list alone, priced per day as before.
 */
import { getPreciosCamping, type EstadiaCamping } from '@camping/contracts/api/hospedajes';
import { isIsoDate } from '@camping/contracts/dates';
import type { MetodoPago } from '@camping/contracts/domain';
import type { CampingPrices } from '@camping/contracts/pricing';
import { preciosCampingEstadiaQuerySchema } from '@camping/contracts/schemas/temporada';
import type { StayQuote } from '@camping/contracts/stay-change';

export interface CampingStayInput {
  metodoPago: MetodoPago | '';
  entrada: string;
  salida: string;
  adultos: number | null;
  menores: number | null;
}

export interface CampingAnswer {
  precios: CampingPrices;
  /** The stay by the seasons; null when no stay was asked (or the answer had none). */
  estadia: StayQuote | null;
}

/**
 * The stay the API can price: the call's own schema (dates in order and within the longest stay, people within the
 * camping limits) read here too, so a stay it would refuse is not asked. Anything else is the form's own message to
 * give, and the base list is asked instead.
 */
export function campingStay(q: CampingStayInput): EstadiaCamping | null {
  // The range check of the schema reads both dates: only whole dates reach it.
  if (q.adultos === null || q.menores === null || !isIsoDate(q.entrada) || !isIsoDate(q.salida)) return null;
  const parsed = preciosCampingEstadiaQuerySchema.safeParse({
    fecha_entrada: q.entrada,
    fecha_salida: q.salida,
    cantidad_adultos: q.adultos,
    cantidad_menores: q.menores,
  });
  if (!parsed.success) return null;
  const { fecha_entrada, fecha_salida, cantidad_adultos, cantidad_menores } = parsed.data;
  return { fecha_entrada, fecha_salida, cantidad_adultos, cantidad_menores };
}

/** Query options for TanStack Query: one key per method and stay (the dates and people), '' where there is none. */
export function campingPriceQuery(q: CampingStayInput, enabled: boolean) {
  const metodo = q.metodoPago;
  const stay = campingStay(q);
  return {
    queryKey: [
      'hospedajes',
      'precios-camping',
      metodo,
      stay?.fecha_entrada ?? '',
      stay?.fecha_salida ?? '',
      stay?.cantidad_adultos ?? '',
      stay?.cantidad_menores ?? '',
    ] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CampingAnswer> => {
      const r = await getPreciosCamping(metodo as MetodoPago, signal, stay ?? undefined);
      const priced = r.total !== undefined && r.desglose_texto !== undefined;
      return { precios: r.precios, estadia: priced ? { total: r.total ?? null, breakdown: r.desglose_texto ?? '', refusal: r.rechazo ?? null } : null };
    },
    enabled: enabled && metodo !== '',
  };
}
