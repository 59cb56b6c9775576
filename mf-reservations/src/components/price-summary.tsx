/** The amount as the receptionist tells it to the guest: per day, days, discount, total, and its breakdown by season. */
import { useState } from 'react';
import { formatARS, formatARSCents } from '@camping/contracts/format';
import { toCents } from '@camping/contracts/money';
import type { Quote } from '../features/lodging/api/use-price-quote';
import './price-summary.css';
import { Fact } from './fact';

function diasLabel(n: number): string {
  return n === 1 ? '1 día' : `${n} días`;
}

const signature = (q: Quote) => [q.kind, q.dias, q.precioPorDia, q.subtotal, q.descuento, q.total, q.desglose].join('|');

/**
 * The last priced quote of the same kind while a new one is calculated: typing «12» adults asks for «1» and «12», and
 * the box would flash «Calculando precio...» at each key. Shown dimmed and marked as recalculating, without the
 * total's test id, and the forms still refuse to submit while calculating, so a stale total is never booked.
 */
function useLastPriced(quote: Quote): Quote | null {
  const [last, setLast] = useState<Quote | null>(null);
  const keep = quote.status === 'ready' ? quote : quote.status === 'calculating' && last?.kind === quote.kind ? last : null;
  if (keep === null ? last !== null : last === null || signature(keep) !== signature(last)) setLast(keep);
  return quote.status === 'calculating' ? keep : null;
}

function Facts({ quote, stale }: { quote: Quote; stale: boolean }) {
  // A season priced some night: the nights differ in price, so the breakdown tells them instead of one price a day.
  const bySeason = quote.desglose !== null && toCents(quote.subtotal) !== toCents((quote.precioPorDia ?? 0) * quote.dias);
  return (
    <>
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
      <Fact label="Total" className="rsv-price-total" valueTestId={stale ? undefined : 'precio-total'}>{formatARSCents(quote.total)}</Fact>
      {bySeason ? (
        // The seasons' breakdown (issue 35): «3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)».
        <Fact label="Desglose" className="rsv-price-breakdown" valueTestId={stale ? undefined : 'precio-desglose'}>
          {quote.desglose}
        </Fact>
      ) : null}
    </>
  );
}

export function PriceSummary({ quote }: { quote: Quote }) {
  const previous = useLastPriced(quote);
  if (quote.status === 'calculating') {
    if (previous) {
      return (
        <div className="rsv-price rsv-price-stale" aria-busy="true" data-testid="resumen-precio-anterior">
          <p className="rsv-price-calc" role="status">
            <span className="rsv-dot-spinner" aria-hidden="true" /> Recalculando precio...
          </p>
          <dl className="rsv-price-facts">
            <Facts quote={previous} stale />
          </dl>
        </div>
      );
    }
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
      <Facts quote={quote} stale={false} />
    </dl>
  );
}
