/**
 * The answer to a quote: room or not, the price per payment method (with its breakdown when the stay crosses
 * seasons), the seasons' minimum stay, and the prefilled WhatsApp link.
 */
import { Fragment } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { WhatsappLink } from '../../site/components/whatsapp-link';
import { peopleText, type QuoteRequest } from '../quote-request';
import { breakdownLines, minimumText, nightsText, refusalHint } from '../stay-breakdown';
import { methodLabel, quoteWhatsappText } from '../whatsapp-message';

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
        <p>{quote.rechazo ? refusalHint(request, quote) : 'Probá con otras fechas o escribinos: te ayudamos a encontrar lugar.'}</p>
        <WhatsappLink className="btn btn-secondary" text={quoteWhatsappText(request, quote)}>
          Consultar por WhatsApp
        </WhatsappLink>
      </div>
    );
  }
  const minimum = minimumText(quote);
  return (
    <div className="pub-quote-result pub-quote-ok" data-testid="quote-result" data-disponible="true">
      <p className="pub-quote-status">{quote.message}</p>
      <p className="pub-quote-summary">{summary}</p>
      {minimum ? <p className="pub-quote-rule">{minimum}</p> : null}
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
            {quote.cotizaciones.map((c) => {
              const lines = breakdownLines(c);
              const label = methodLabel(c.metodo_pago);
              return (
                <Fragment key={c.metodo_pago}>
                  <tr className={lines.length > 0 ? 'pub-quote-has-breakdown' : undefined}>
                    <th scope="row">{label}</th>
                    <td>
                      <span className="pub-quote-total">{formatARS(c.total)}</span>
                      {/* Across seasons a price per day would be an average nobody charges: each price instead. */}
                      {lines.length > 0 ? null : <span className="pub-quote-per-day">{formatARS(c.precio_por_dia)} por día</span>}
                    </td>
                  </tr>
                  {lines.length > 0 ? (
                    // A row of its own: under the total on a wide screen, the table's whole width on a phone.
                    <tr className="pub-quote-breakdown-row">
                      <td colSpan={2}>
                        <ul className="pub-quote-breakdown" aria-label={`Detalle en ${label}`}>
                          {lines.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
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
