/**
 * What happens to the amount of an edited stay (issue 15), under the amount field: the saved and the new amount
 * before saving, with «Mantener monto manual»; or the manual amount kept, with the way back to the price list; or,
 * for an unchanged stay whose amount differs from the list, the list's amount on offer.
 */
import { formatARSCents } from '@camping/contracts/format';
import type { useStayAmount } from '../hooks/use-stay-amount';

type StayAmount = ReturnType<typeof useStayAmount>;

export function AmountChangeNote({ amount, typed, onUseList }: { amount: StayAmount; typed: number | null; onUseList: (total: number) => void }) {
  const { state, quote, savedAmount } = amount;
  if (state.kind === 'follows') {
    return (
      <span className="rsv-amount-note" data-testid="amount-change" role="status">
        <span>
          Monto anterior: <strong>{formatARSCents(savedAmount)}</strong>
        </span>
        <span>
          Monto nuevo:{' '}
          <strong>{quote.status === 'ready' ? formatARSCents(quote.total) : quote.status === 'error' ? 'sin tarifa' : 'calculando...'}</strong>
        </span>
        {quote.status === 'error' && quote.error ? <span className="rsv-amount-error">{quote.error}</span> : null}
        <button type="button" className="btn btn-ghost btn-sm" onClick={amount.keepManual}>
          Mantener monto manual
        </button>
      </span>
    );
  }
  if (state.kind === 'manual') {
    return (
      <span className="rsv-amount-note" data-testid="amount-change" role="status">
        <span>
          Monto manual: <strong>{formatARSCents(typed)}</strong>
        </span>
        {quote.status === 'ready' ? (
          <>
            <span>
              Según las tarifas: <strong>{formatARSCents(quote.total)}</strong>
            </span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={amount.followList}>
              Usar monto según tarifas
            </button>
          </>
        ) : null}
      </span>
    );
  }
  if (quote.status !== 'ready' || typed === quote.total) return null;
  return (
    <span className="rsv-suggestion">
      Según las tarifas: <strong>{formatARSCents(quote.total)}</strong>{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onUseList(quote.total)}>
        Usar este monto
      </button>
    </span>
  );
}
