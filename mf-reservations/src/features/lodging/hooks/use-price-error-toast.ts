/** A price that cannot be had is said once as an error toast (spec section 8), until the price works again. */
import { useEffect, useRef } from 'react';
import { notify } from '@camping/ui/toast';
import type { Quote } from '../api/use-price-quote';

export function usePriceErrorToast(quote: Quote, format: (quote: Quote) => string = (q) => q.error ?? ''): void {
  const told = useRef<string | null>(null);
  const message = quote.status === 'error' && quote.error ? format(quote) : null;
  useEffect(() => {
    if (message && told.current !== message) {
      told.current = message;
      notify.error(message);
    }
    if (!message) told.current = null;
  }, [message]);
}
