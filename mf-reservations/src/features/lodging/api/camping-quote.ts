/**
 * Camping's side of the forms' quote (issue 35): with the stay's dates and people, GET hospedajes?precios_camping
 * answers the base list and the stay priced night by night by the seasons, with the rule's refusal (minimum stay, no
 * arrivals); without them, the base list alone, priced per day as before.
 */
import { getPreciosCamping, type EstadiaCamping } from '@camping/contracts/api/hospedajes';
import { isIsoDate } from '@camping/contracts/dates';
import type { MetodoPago } from '@camping/contracts/domain';
import { LIMITES_PERSONAS } from '@camping/contracts/people-limits';
import type { CampingPrices } from '@camping/contracts/pricing';
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

const count = (n: number | null, max: number): n is number => n !== null && Number.isInteger(n) && n >= 0 && n <= max;

/**
 * The stay the API can price: ordered dates and people within the camping limits. Anything else is the form's own
 * message to give, so the base list is asked instead of a call bound to answer 400.
 */
export function campingStay(q: CampingStayInput): EstadiaCamping | null {
  const { entrada, salida, adultos, menores } = q;
  if (!isIsoDate(entrada) || !isIsoDate(salida) || entrada >= salida) return null;
  if (!count(adultos, LIMITES_PERSONAS.campingAdultosMax) || !count(menores, LIMITES_PERSONAS.campingMenoresMax)) return null;
  const personas = adultos + menores;
  if (personas < 1 || personas > LIMITES_PERSONAS.campingPorReserva) return null;
  return { fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: adultos, cantidad_menores: menores };
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
