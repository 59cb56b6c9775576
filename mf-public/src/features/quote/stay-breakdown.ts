/**
 * The seasons in a quote (issue 35), in the visitor's words: each payment method's breakdown when the stay has more
 * than one price, the minimum stay of the seasons it touches, and what to change when the rule refuses the stay.
 * Shared by the result and the WhatsApp message so both say the same.
 */
import { addDaysIso } from '@camping/contracts/dates';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import type { QuoteRequest } from './quote-request';

type Cotizacion = CotizacionResponse['cotizaciones'][number];

export function nightsText(n: number): string {
  return `${n} ${n === 1 ? 'noche' : 'noches'}`;
}

/** «3 noches × $ 70.000 (Base)» per line; none when every night costs the same (the total says it all). */
export function breakdownLines(c: Cotizacion): string[] {
  const lines = c.desglose ?? [];
  if (lines.length < 2) return [];
  return lines.map((l) => `${nightsText(l.noches)} × ${formatARS(l.precio)} (${l.etiqueta})`);
}

/** «En Temporada alta la estadía mínima es de 3 noches», when a season the stay touches has a minimum. */
export function minimumText(quote: CotizacionResponse): string | null {
  return quote.minimo ? MSG_PUBLICO.estadiaMinima(quote.minimo.temporada, quote.minimo.noches) : null;
}

/** What to change when the rule refuses the stay: a later exit for a short stay, another day for a closed arrival. */
export function refusalHint(request: QuoteRequest, quote: CotizacionResponse): string {
  const minimo = quote.minimo;
  if (minimo && quote.noches < minimo.noches) {
    return `Elegí una salida a partir del ${formatDateAR(addDaysIso(request.entrada, minimo.noches))} o escribinos: te ayudamos a armar la estadía.`;
  }
  return 'Probá con otra fecha de entrada o escribinos: te ayudamos a armar la estadía.';
}
