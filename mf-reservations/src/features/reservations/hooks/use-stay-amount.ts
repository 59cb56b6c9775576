/**
 * The amount of an edited cabin or dormi stay follows the stay (issue 15): once the unit, dates, people, payment
 * method or discount differ from the saved stay, the amount becomes the price list's, and goes back to the saved
 * one if the stay does. The clerk keeps a manual amount only by saying so («Mantener monto manual») or by typing one.
 * Saving waits for the new amount: an old amount must never be saved with a new stay by accident.
 * Camping stays keep no adult/minor split and groups are priced by hand: their amount is always the typed one.
 */
import { useEffect, useRef, useState } from 'react';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { quoteInputFromForm, usePriceQuote, type Quote } from '../../lodging/api/use-price-quote';
import type { EditValues } from '../lib/edit-reservation-form';
import { amountIs, pricedStayChanged } from '../lib/stay-amount';

export type StayAmountState =
  /** Nothing priced changed, or the stay is not priced by the list. */
  | { kind: 'unchanged' }
  /** The amount follows the new stay; `quote.status` says whether the new amount is known yet. */
  | { kind: 'follows'; quote: Quote }
  /** The clerk keeps a typed amount. */
  | { kind: 'manual'; quote: Quote };

export function useStayAmount({
  reserva,
  saved,
  values,
  tipoId,
  setAmount,
}: {
  reserva: Reserva;
  saved: EditValues;
  values: EditValues;
  tipoId: number;
  setAmount: (amount: string) => void;
}) {
  const priced = reserva.hospedaje_id !== null;
  const quote = usePriceQuote(
    quoteInputFromForm({ ...values, cantidad_adultos: '', cantidad_menores: '' }, priced ? tipoId : null, null),
  );
  const changed = priced && pricedStayChanged(saved, values);
  const [manual, setManual] = useState(false);

  // Follow the quote while the stay differs; give the saved amount back when it no longer does.
  const wasChanged = useRef(false);
  const ready = quote.status === 'ready';
  const total = quote.total;
  useEffect(() => {
    if (!manual && changed && ready && !amountIs(values.monto_total, total)) setAmount(String(total));
    if (!manual && !changed && wasChanged.current) setAmount(saved.monto_total);
    wasChanged.current = changed;
  }, [manual, changed, ready, total, values.monto_total, saved.monto_total, setAmount]);

  const state: StayAmountState = !changed ? { kind: 'unchanged' } : manual ? { kind: 'manual', quote } : { kind: 'follows', quote };
  return {
    state,
    quote,
    savedAmount: reserva.monto_total,
    /** Why saving must wait, or null. */
    blocking: state.kind === 'follows' && quote.status !== 'ready' ? blockingMessage(quote) : null,
    /** «Mantener monto manual»: the saved amount stays, whatever the list says. */
    keepManual: () => {
      setManual(true);
      setAmount(saved.monto_total);
    },
    /** The clerk typed an amount: that is a manual amount too. */
    typedAmount: () => setManual(true),
    /** Back to the list's amount. */
    followList: () => {
      setManual(false);
      if (ready) setAmount(String(total));
    },
  };
}

function blockingMessage(quote: Quote): string {
  if (quote.status === 'error') return 'No se puede calcular el monto nuevo: elija «Mantener monto manual» para guardar con el monto actual.';
  return 'Espere el cálculo del monto nuevo según las tarifas.';
}
