/** The answer to a quote: room or not, the price per payment method, and the prefilled WhatsApp link. */
import { errorMessage } from '@camping/contracts/api/http';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { WhatsappLink } from '../../site/components/whatsapp-link';
import { peopleText, type QuoteRequest } from '../quote-request';
import { methodLabel, nightsText, quoteWhatsappText } from '../whatsapp-message';

/** The quote could not be asked: the server's Spanish message, or the general one. */
export function QuoteFailure({ error }: { error: unknown }) {
  return (
    <p className="pub-quote-problem" role="alert">
      {errorMessage(error, MSG_PUBLICO.errorVerificarDisponibilidad)}
    </p>
  );
}

export interface QuoteResultProps {
  request: QuoteRequest;
  quote: CotizacionResponse;
}

export function QuoteResult({ request, quote }: QuoteResultProps) {
  const summary = `${formatDateAR(request.entrada)} al ${formatDateAR(request.salida)} · ${nightsText(quote.noches)} · ${peopleText(request)}`;
  if (!quote.disponible) {
    return (
      <div className="pub-quote-result pub-quote-full" data-testid="quote-result" data-disponible="false">
        <p className="pub-quote-status">{quote.message}</p>
        <p className="pub-quote-summary">{summary}</p>
        <p>Probá con otras fechas o escribinos: te ayudamos a encontrar lugar.</p>
        <WhatsappLink className="btn btn-secondary" text={quoteWhatsappText(request, quote)}>
          Consultar por WhatsApp
        </WhatsappLink>
      </div>
    );
  }
  return (
    <div className="pub-quote-result pub-quote-ok" data-testid="quote-result" data-disponible="true">
      <p className="pub-quote-status">{quote.message}</p>
      <p className="pub-quote-summary">{summary}</p>
      {quote.cotizaciones.length > 0 ? (
        <table className="pub-quote-table">
          <caption className="visually-hidden">Precio estimado por método de pago</caption>
          <thead>
            <tr>
              <th scope="col">Método de pago</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {quote.cotizaciones.map((c) => (
              <tr key={c.metodo_pago}>
                <th scope="row">{methodLabel(c.metodo_pago)}</th>
                <td>
                  <span className="pub-quote-total">{formatARS(c.total)}</span>
                  <span className="pub-quote-per-day">{formatARS(c.precio_por_dia)} por día</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <WhatsappLink className="btn btn-accent pub-quote-cta" text={quoteWhatsappText(request, quote)}>
        Reservar Ahora
      </WhatsappLink>
      <p className="pub-quote-note">Precio estimado. La reserva se confirma por WhatsApp con la recepción.</p>
    </div>
  );
}
