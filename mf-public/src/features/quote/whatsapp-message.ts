/** The Spanish message the visitor sends by WhatsApp after a quote: type, dates, nights, people and the prices. */
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { nights, peopleText, tipoPublico, type QuoteRequest } from './quote-request';
import { breakdownLines, nightsText } from './stay-breakdown';

export function methodLabel(metodo: string): string {
  return METODO_PAGO_LABEL[metodo as MetodoPago] ?? metodo;
}

export function quoteWhatsappText(r: QuoteRequest, quote: CotizacionResponse): string {
  const lines = [
    `¡Hola! Quiero reservar ${tipoPublico(r.tipo).articulo}.`,
    `Fechas: del ${formatDateAR(r.entrada)} al ${formatDateAR(r.salida)} (${nightsText(quote.noches || nights(r))})`,
    `Personas: ${peopleText(r)}`,
  ];
  if (quote.cotizaciones.length > 0) {
    lines.push('Cotización de la web:');
    for (const c of quote.cotizaciones) {
      lines.push(`- ${methodLabel(c.metodo_pago)}: ${formatARS(c.total)}`);
      // With seasons, each price of the stay under its method's total, so reception sees how it was reached.
      for (const line of breakdownLines(c)) lines.push(`   · ${line}`);
    }
  }
  lines.push('¿Me confirman la reserva? ¡Gracias!');
  return lines.join('\n');
}
