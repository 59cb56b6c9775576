/**
 * The edit modal's side of the one rule for a changed stay (issue 32, contracts stay-change.ts): the list's price of
 * a night for the stay as the form has it (the shared quote; cabins and dormis only, since camping and groups keep
 * their typed amount), and the rule's review of the form against the saved stay, which «Guardar cambios» shows
 * before anything is sent when the stay or its price changed. Camping and groups read the seasons' limits of their
 * dates apart (issue 35: GET temporadas/limites), since the list does not price them.
 */
import { useQuery } from '@tanstack/react-query';
import { stayLimitOf, stayLimitsQuery } from '@camping/contracts/api/stay-limits-query';
import type { NightPrice, StayTerms } from '@camping/contracts/stay-change';
import { reviewStayChange } from '@camping/contracts/stay-change';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { quoteInputFromForm, usePriceQuote, type Quote } from '../../lodging/api/use-price-quote';
import type { EditParsed, EditValues } from '../lib/edit-reservation-form';

/** The unit the form has chosen: its type prices the stay, its number names it. */
export interface ChosenUnit {
  tipoId: number;
  numero: number | null;
}

/**
 * The quote as the rule reads it: a night's price with the stay's by the seasons (issue 35), none (no price or it
 * could not be read), or on its way.
 */
function nightPriceOf(quote: Quote): NightPrice {
  if (quote.status === 'ready' && quote.precioPorDia !== null) {
    const stay = quote.desglose === null ? undefined : { total: quote.subtotal, breakdown: quote.desglose, refusal: quote.rechazo };
    return stay ? { status: 'ready', amount: quote.precioPorDia, stay } : { status: 'ready', amount: quote.precioPorDia };
  }
  if (quote.status === 'error') return { status: 'missing', message: quote.error };
  return { status: 'pending' };
}

function termsOf(v: EditParsed, unit: ChosenUnit, cargos: number | undefined): StayTerms {
  return {
    cargos_adicionales: cargos,
    hospedaje_id: v.hospedaje_id,
    numero_hospedaje: unit.numero,
    tipo_hospedaje_id: unit.tipoId,
    fecha_entrada: v.fecha_entrada,
    fecha_salida: v.fecha_salida,
    cantidad_personas: v.cantidad_personas,
    metodo_pago: v.metodo_pago,
    descuento: v.descuento,
    monto_total: v.monto_total,
  };
}

export function useStayChange(reserva: Reserva, values: EditValues, unit: ChosenUnit) {
  const priced = reserva.hospedaje_id !== null;
  const quote = usePriceQuote(
    quoteInputFromForm({ ...values, cantidad_adultos: '', cantidad_menores: '' }, priced ? unit.tipoId : null, null),
  );
  const price = nightPriceOf(quote);
  // Asked, as the API asks it, only of new dates.
  const datesChanged = values.fecha_entrada !== reserva.fecha_entrada || values.fecha_salida !== reserva.fecha_salida;
  const seasonLimit = stayLimitOf(useQuery(stayLimitsQuery(values.fecha_entrada, values.fecha_salida, !priced && datesChanged)));
  return {
    quote,
    /** The seasons' refusal of the form's dates (minimum stay, no arrivals), whatever the stay's type. */
    rechazo: priced ? quote.rechazo : seasonLimit,
    /** The rule's answer for the form's checked values. */
    review: (parsed: EditParsed) => reviewStayChange(reserva, termsOf(parsed, unit, reserva.cargos_adicionales), price, { seasonLimit }),
  };
}
