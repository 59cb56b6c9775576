/** The amount as the receptionist tells it to the guest: per day, days, discount, total. */
import { formatARS, formatARSCents } from '@camping/contracts/format';
import type { Quote } from '../features/lodging/api/use-price-quote';
import './price-summary.css';

function diasLabel(n: number): string {
  return n === 1 ? '1 día' : `${n} días`;
}

export function PriceSummary({ quote }: { quote: Quote }) {
  if (quote.status === 'calculating') {
    return (
      <div className="rsv-price" role="status" aria-live="polite">
        <span className="rsv-price-calc">
          <span className="rsv-dot-spinner" aria-hidden="true" /> Calculando precio...
        </span>
      </div>
    );
  }
  if (quote.status === 'error') {
    return (
      <div className="rsv-price rsv-price-error" role="alert">
        {quote.error}
      </div>
    );
  }
  if (quote.status === 'idle') {
    return (
      <div className="rsv-price rsv-price-idle" aria-live="polite">
        {quote.kind === 'grupo'
          ? 'Ingrese el monto del grupo para ver el total.'
          : 'El total se calcula automáticamente según tipo, personas, fechas y método de pago.'}
      </div>
    );
  }
  return (
    <dl className="rsv-price" aria-live="polite" data-testid="resumen-precio">
      {quote.kind === 'grupo' ? (
        <div>
          <dt>Monto del grupo</dt>
          <dd>{formatARSCents(quote.subtotal)}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>Precio por día</dt>
            <dd>{formatARS(quote.precioPorDia)}</dd>
          </div>
          <div>
            <dt>Estadía</dt>
            <dd>{diasLabel(quote.dias)}</dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatARSCents(quote.subtotal)}</dd>
          </div>
        </>
      )}
      {quote.descuento > 0 ? (
        <div>
          <dt>Descuento</dt>
          <dd>− {formatARSCents(quote.descuento)}</dd>
        </div>
      ) : null}
      <div className="rsv-price-total">
        <dt>Total</dt>
        <dd data-testid="precio-total">{formatARSCents(quote.total)}</dd>
      </div>
    </dl>
  );
}
