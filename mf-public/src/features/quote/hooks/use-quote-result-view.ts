/**
 * The quote's answer view, downloaded with the quote itself: it brings the es-AR money and date formatters, whose
 * Intl set-up is not free on a phone, and no visitor needs them before asking for a quote.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { QuoteResultProps } from '../components/quote-result';

export interface QuoteResultView {
  Component: ComponentType<QuoteResultProps> | null;
  failed: boolean;
}

export function useQuoteResultView(active: boolean): QuoteResultView {
  const [view, setView] = useState<QuoteResultView>({ Component: null, failed: false });
  useEffect(() => {
    if (!active || view.Component) return;
    let alive = true;
    import('../components/quote-result')
      .then((module) => alive && setView({ Component: module.QuoteResult, failed: false }))
      .catch(() => alive && setView({ Component: null, failed: true }));
    return () => {
      alive = false;
    };
  }, [active, view.Component]);
  return view;
}
