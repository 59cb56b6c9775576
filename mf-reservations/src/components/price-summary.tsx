/** The amount as the receptionist tells it to the guest: per day, days, discount, total, and its breakdown by season. */
import { formatARS, formatARSCents } from '@camping/contracts/format';
import { toCents } from '@camping/contracts/money';
import type { Quote } from '../features/lodging/api/use-price-quote';
import './price-summary.css';
import { Fact } from './fact';

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
  // A season priced some night: the nights differ in price, so the breakdown tells them instead of one price a day.
  const bySeason = quote.desglose !== null && toCents(quote.subtotal) !== toCents((quote.precioPorDia ?? 0) * quote.dias);
  return (
    <dl className="rsv-price" aria-live="polite" data-testid="resumen-precio">
      {quote.kind === 'grupo' ? (
        <Fact label="Monto del grupo">{formatARSCents(quote.subtotal)}</Fact>
      ) : (
        <>
          {bySeason ? null : <Fact label="Precio por día">{formatARS(quote.precioPorDia)}</Fact>}
          <Fact label="Estadía">{diasLabel(quote.dias)}</Fact>
          <Fact label="Subtotal">{formatARSCents(quote.subtotal)}</Fact>
        </>
      )}
      {quote.descuento > 0 ? (
        <Fact label="Descuento">− {formatARSCents(quote.descuento)}</Fact>
      ) : null}
      <Fact label="Total" className="rsv-price-total" valueTestId="precio-total">{formatARSCents(quote.total)}</Fact>
      {bySeason ? (
        // The seasons' breakdown (issue 35): «3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)».
        <Fact label="Desglose" className="rsv-price-breakdown" valueTestId="precio-desglose">
          {quote.desglose}
        </Fact>
      ) : null}
    </dl>
  );
}
