/**
 * The automatic amount of spec section 9, from the shared pricing rules: cabins and dormis take the list's price for
 * the people and payment method (GET hospedajes?precio), camping base + adults + minors (GET
 * hospedajes?precios_camping), groups are typed by hand. The discount is an amount, and the total never goes below 0.
 * On a price failure the total is 0 (spec section 8), so nothing can be booked at a wrong price. With the stay's
 * dates (issue 35) cabins, dormis and camping are priced night by night by the seasons, and the rule's refusal
 * (minimum stay, no arrivals) comes with the price; groups read it from the seasons' limits alone, and their quote
 * waits for it, so no form submits before knowing it.
 */
import { useQuery } from '@tanstack/react-query';
import { apiErrorStatus, errorMessage } from '@camping/contracts/api/http';
import { nightsBetween } from '@camping/contracts/dates';
import { nightPriceQuery } from '@camping/contracts/api/night-price-query';
import { stayLimitOf, stayLimitsQuery } from '@camping/contracts/api/stay-limits-query';
import { METODOS_PAGO, TIPO_CAMPING, TIPO_GRUPOS, type MetodoPago } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { StayQuote } from '@camping/contracts/stay-change';
import { applyDiscount, campingPerDay, campingTotal, groupTotal, unitTotal } from '@camping/contracts/pricing';
import { parseNumber } from '../../../lib/parse-number';
import { campingPriceQuery } from './camping-quote';

export interface QuoteInput {
  tipoId: number | null;
  /** People of a cabin or dorm. */
  personas: number | null;
  /** Camping only. */
  adultos: number | null;
  menores: number | null;
  metodoPago: MetodoPago | '';
  entrada: string;
  salida: string;
  descuento: number | null;
  /** Groups only: the amount typed by hand, before the discount. */
  montoManual: number | null;
}

export type QuoteKind = 'unidad' | 'camping' | 'grupo';

/** The text fields the wizard and Reserva Rápida both name this way. */
export interface PriceFormFields {
  cantidad_personas: string;
  cantidad_adultos: string;
  cantidad_menores: string;
  metodo_pago: string;
  fecha_entrada: string;
  fecha_salida: string;
  descuento: string;
}

/** The quote's input read from a form's text; `montoManual` is the group amount field, when there is one. */
export function quoteInputFromForm(values: PriceFormFields, tipoId: number | null, montoManual: string | null): QuoteInput {
  return {
    tipoId,
    personas: parseNumber(values.cantidad_personas),
    adultos: parseNumber(values.cantidad_adultos),
    menores: parseNumber(values.cantidad_menores),
    metodoPago: (METODOS_PAGO as readonly string[]).includes(values.metodo_pago) ? (values.metodo_pago as MetodoPago) : '',
    entrada: values.fecha_entrada,
    salida: values.fecha_salida,
    descuento: parseNumber(values.descuento),
    montoManual: montoManual === null ? null : parseNumber(montoManual),
  };
}

export interface Quote {
  kind: QuoteKind | null;
  /** idle: not enough data yet; calculating: waiting for prices; ready; error: no price (total 0). */
  status: 'idle' | 'calculating' | 'ready' | 'error';
  dias: number;
  precioPorDia: number | null;
  subtotal: number;
  descuento: number;
  total: number;
  error: string | null;
  /** Cabins, dormis and camping (issue 35): the stay's breakdown by season. */
  desglose: string | null;
  /** Every type (issue 35): the seasons' refusal of the dates (minimum stay, no arrivals), which staff may override. */
  rechazo: string | null;
}

function validNumber(n: number | null): n is number {
  return n !== null && Number.isFinite(n);
}

export function usePriceQuote(input: QuoteInput): Quote {
  const { tipoId, personas, adultos, menores, metodoPago, entrada, salida } = input;
  const dias = nightsBetween(entrada, salida);
  const descuento = validNumber(input.descuento) && input.descuento > 0 ? input.descuento : 0;
  const kind: QuoteKind | null =
    tipoId === null ? null : tipoId === TIPO_CAMPING ? 'camping' : tipoId === TIPO_GRUPOS ? 'grupo' : 'unidad';

  const unitQuery = nightPriceQuery({ tipoId, personas, metodoPago, entrada, salida }, kind === 'unidad');
  const unitEnabled = unitQuery.enabled;
  const unitPrice = useQuery(unitQuery);

  const campingQuery = campingPriceQuery({ metodoPago, entrada, salida, adultos, menores }, kind === 'camping');
  const campingEnabled = campingQuery.enabled;
  const campingPrices = useQuery(campingQuery);

  // Groups: typed by hand, but the seasons' limits hold (GET temporadas/limites); camping's come with its price.
  const limitsQuery = stayLimitsQuery(entrada, salida, kind === 'grupo');
  const limits = useQuery(limitsQuery);
  const limit = stayLimitOf(limits);
  const empty = { kind, dias, precioPorDia: null, subtotal: 0, descuento, total: 0, error: null, desglose: null, rechazo: kind === 'grupo' ? limit : null };
  if (kind === null) return { ...empty, status: 'idle' };

  if (kind === 'grupo') {
    if (!validNumber(input.montoManual) || input.montoManual < 0) return { ...empty, status: 'idle' };
    // Until the limits are known the refusal is too: a submit now would meet the API's 400 instead.
    if (limitsQuery.enabled && limits.isPending) return { ...empty, status: 'calculating' };
    return {
      ...empty,
      status: 'ready',
      subtotal: input.montoManual,
      total: groupTotal({ montoManual: input.montoManual, descuento }),
    };
  }

  if (kind === 'camping') {
    if (!campingEnabled) return { ...empty, status: 'idle' };
    if (campingPrices.isError) {
      const error =
        apiErrorStatus(campingPrices.error) === 200
          ? MSG.faltanPrecios
          : errorMessage(campingPrices.error, MSG.errorPreciosCamping);
      return { ...empty, status: 'error', error };
    }
    if (!campingPrices.data) return { ...empty, status: 'calculating' };
    if (!validNumber(adultos) || !validNumber(menores) || dias === 0) return { ...empty, status: 'idle' };
    const { precios, estadia } = campingPrices.data;
    const precioPorDia = campingPerDay(precios, adultos, menores);
    if (!estadia) {
      return { ...empty, status: 'ready', precioPorDia, subtotal: precioPorDia * dias, total: campingTotal({ prices: precios, adultos, menores, dias, descuento }) };
    }
    return stayQuote({ ...empty, precioPorDia }, estadia);
  }

  if (!unitEnabled) return { ...empty, status: 'idle' };
  if (unitPrice.isError) {
    return { ...empty, status: 'error', error: errorMessage(unitPrice.error, MSG.errorObtenerPrecio) };
  }
  if (unitPrice.data === undefined) return { ...empty, status: 'calculating' };
  const { precio, estadia } = unitPrice.data;
  if (dias === 0) return { ...empty, status: 'idle', precioPorDia: precio };
  if (!estadia) return { ...empty, status: 'ready', precioPorDia: precio, subtotal: precio * dias, total: unitTotal({ precioPorDia: precio, dias, descuento }) };
  return stayQuote({ ...empty, precioPorDia: precio }, estadia);
}

/**
 * The stay the seasons' rule priced night by night: its total before the discount, its breakdown and refusal. A night
 * without price is no price at all (total 0, spec section 8), its refusal the error.
 */
function stayQuote(base: Omit<Quote, 'status'>, estadia: StayQuote): Quote {
  if (estadia.total === null) return { ...base, status: 'error', error: estadia.refusal ?? MSG.errorObtenerPrecio };
  return {
    ...base,
    status: 'ready',
    subtotal: estadia.total,
    total: applyDiscount(estadia.total, base.descuento),
    desglose: estadia.breakdown,
    rechazo: estadia.refusal,
  };
}
