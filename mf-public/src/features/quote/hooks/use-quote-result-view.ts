/**
 * The quote's answer views (result and failure), downloaded with the quote itself: they bring the es-AR money and
 * date formatters, whose Intl set-up is not free on a phone, and the API client's error handling; no visitor needs
 * them before asking for a quote.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { QuoteResultProps } from '../components/quote-result';

export interface QuoteResultView {
  Component: ComponentType<QuoteResultProps> | null;
  Failure: ComponentType<{ error: unknown }> | null;
  /** The views could not be downloaded. */
  failed: boolean;
}

export function useQuoteResultView(active: boolean): QuoteResultView {
  const [view, setView] = useState<QuoteResultView>({ Component: null, Failure: null, failed: false });
  useEffect(() => {
    if (!active || view.Component) return;
    let alive = true;
    import('../components/quote-result')
      .then((module) => alive && setView({ Component: module.QuoteResult, Failure: module.QuoteFailure, failed: false }))
      .catch(() => alive && setView({ Component: null, Failure: null, failed: true }));
    return () => {
      alive = false;
    };
  }, [active, view.Component]);
  return view;
}
