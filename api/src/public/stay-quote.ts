/**
 * The public quote's lines from the one pricing rule (issue 35): a payment method whose stay has no price is left
 * out, as before seasons; the rule's refusal (minimum stay, no arrivals that day) is the quote's answer.
 */
import type { MetodoPago } from '@camping/contracts/domain';
import { roundMoney } from '@camping/contracts/money';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import type { StayMinimum, StayPrice } from '@camping/contracts/seasons/price-stay';

type Cotizacion = CotizacionResponse['cotizaciones'][number];

export interface StayQuote {
  cotizaciones: Cotizacion[];
  minimo: StayMinimum | null;
  rechazo: string | null;
}

export function quoteFromStayPrices(prices: ReadonlyMap<MetodoPago, StayPrice>, noches: number): StayQuote {
  const cotizaciones: Cotizacion[] = [];
  let minimo: StayMinimum | null = null;
  let rechazo: string | null = null;
  for (const [metodo, price] of prices) {
    minimo ??= price.minimo;
    if (price.total === null) continue;
    // Minimum stay and arrival days do not depend on the method: the first priced one tells.
    rechazo ??= price.refusal;
    cotizaciones.push({
      metodo_pago: metodo,
      // The price of a night when all cost the same (as before seasons); otherwise their average.
      precio_por_dia: roundMoney(price.total / Math.max(1, noches)),
      total: price.total,
      desglose: price.breakdown,
      desglose_texto: price.breakdownText,
    });
  }
  return { cotizaciones, minimo, rechazo };
}
