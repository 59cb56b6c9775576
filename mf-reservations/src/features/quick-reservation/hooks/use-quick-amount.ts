/** Reserva Rápida's amount: the shared pricing rules fill `monto_total` (groups are priced by hand). */
import { useEffect } from 'react';
import type { UseFormClearErrors, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { TIPO_GRUPOS } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { quoteInputFromForm, usePriceQuote } from '../../lodging/api/use-price-quote';
import type { QuickValues } from '../lib/quick-form';

export function useQuickAmount(
  values: QuickValues,
  tipo: number | null,
  {
    getValues,
    setValue,
    clearErrors,
  }: { getValues: UseFormGetValues<QuickValues>; setValue: UseFormSetValue<QuickValues>; clearErrors: UseFormClearErrors<QuickValues> },
) {
  const quote = usePriceQuote(quoteInputFromForm(values, tipo, tipo === TIPO_GRUPOS ? values.monto_total : null));
  useEffect(() => {
    if (tipo === TIPO_GRUPOS || tipo === null) return;
    const next = quote.status === 'ready' ? String(quote.total) : quote.status === 'error' ? '0' : '';
    if (getValues('monto_total') !== next) setValue('monto_total', next);
    // An amount the screen computed answers the «still to compute» message of an earlier submit (issue 37).
    if (next !== '') clearErrors('monto_total');
  }, [tipo, quote.status, quote.total, getValues, setValue, clearErrors]);
  useNotifyOnce(
    'error',
    quote.status === 'error' ? (quote.kind === 'camping' ? MSG.errorCalcularPrecioCamping : MSG.errorCalcularPrecio) + quote.error : null,
  );
  return quote;
}
