/**
 * Under the edit modal's amount: what the price list gives the stay as the form has it, when that differs from the
 * amount typed, with «Usar este monto» (issue 15). For an unchanged stay it offers the list's amount beside a price
 * agreed with the guest; for a changed one it says the new amount before «Guardar cambios» asks which to keep. With
 * the seasons (issue 35), the amount's breakdown goes beside it.
 */
import { formatARSCents } from '@camping/contracts/format';
import type { Quote } from '../../lodging/api/use-price-quote';

export function ListAmountHint({ quote, typed, onUseList }: { quote: Quote; typed: number | null; onUseList: (total: number) => void }) {
  if (quote.status !== 'ready' || typed === quote.total) return null;
  return (
    <span className="rsv-suggestion">
      Según las tarifas: <strong>{formatARSCents(quote.total)}</strong>{' '}
      {quote.desglose ? <span className="rsv-suggestion-breakdown">({quote.desglose})</span> : null}{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onUseList(quote.total)}>
        Usar este monto
      </button>
    </span>
  );
}
