/**
 * The visitor's quote: asked once the inputs are valid and have settled for 500 ms, kept for 30 s per request.
 * Nothing is asked (and the API client with its zod schemas is not downloaded) until `active`: the form came near
 * the viewport or the visitor touched it. A small hook instead of TanStack Query: this is the public site's one
 * query, and the library weighed 10 KB gzip of every first visit.
 */
import { useEffect, useState } from 'react';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { LIMITES } from '@camping/contracts/domain';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { toQuery, validateRequest, type QuoteRequest } from '../quote-request';

const FRESH_MS = 30_000;

type Answers = Map<string, { data: CotizacionResponse; at: number }>;

function freshAnswer(answers: Answers, key: string): CotizacionResponse | undefined {
  const hit = answers.get(key);
  return hit && Date.now() - hit.at < FRESH_MS ? hit.data : undefined;
}

interface Answer {
  key: string;
  data?: CotizacionResponse;
  error?: unknown;
}

/**
 * `today` is the form's (use-quote-today.ts): the device's date until the form is near, so that a page load does not
 * pay for the complex's date (the page's first Intl call, ~40 ms on a throttled phone).
 */
export function useCotizacion(request: QuoteRequest, active = true, today?: string) {
  const settled = useDebouncedValue(request, LIMITES.searchDebounceMs);
  const problem = validateRequest(settled, today);
  const key = JSON.stringify(toQuery(settled));
  const enabled = active && problem === null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** This form's answers by request: going back to dates already asked shows their answer at once. */
  const [answers] = useState<Answers>(() => new Map());

  useEffect(() => {
    if (!enabled || freshAnswer(answers, key)) return;
    const controller = new AbortController();
    const query = toQuery(settled);
    import('@camping/contracts/api/publico')
      .then(({ getCotizacion }) => getCotizacion(query, controller.signal))
      .then((data) => {
        answers.set(key, { data, at: Date.now() });
        if (!controller.signal.aborted) setAnswer({ key, data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, error });
      });
    return () => controller.abort();
    // `settled` is read through `key`, its value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, enabled, key]);

  const current = answer?.key === key ? answer : null;
  const data = enabled ? (freshAnswer(answers, key) ?? current?.data) : undefined;
  const error = enabled && !data ? current?.error : undefined;
  const isFetching = enabled && !data && !current;
  /** True while the visitor is still typing or the answer is on its way. */
  const pending = settled !== request || (problem === null && (!active || isFetching));
  return { data, error: error ?? null, isFetching, settled, pending };
}
