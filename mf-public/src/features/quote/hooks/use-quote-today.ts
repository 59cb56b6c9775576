/**
 * Today for the quote form, and the form's request. The complex's date needs Intl with a time zone, and the first
 * Intl call of a page costs ~30 ms (over 100 ms on a throttled phone: the largest single task of the home's load).
 * Until the form comes near the screen or the visitor touches it, nothing is validated or asked with its dates, so
 * the device's date stands in; from then on it is the complex's. Until the visitor picks dates, the defaults follow
 * whichever day is in use.
 */
import { useMemo, useState } from 'react';
import { addDaysIso, localDateToIso, todayIso } from '@camping/contracts/dates';
import { defaultRequest, type QuoteRequest, type TipoPublico } from '../quote-request';

interface QuoteState {
  request: QuoteRequest;
  datesPicked: boolean;
}

function shown(state: QuoteState, today: string): QuoteRequest {
  return state.datesPicked ? state.request : { ...state.request, entrada: addDaysIso(today, 1), salida: addDaysIso(today, 3) };
}

export function useQuoteToday(near: boolean, tipoInicial: TipoPublico) {
  const [standIn] = useState(() => localDateToIso(new Date()));
  const today = near ? todayIso() : standIn;
  const [state, setState] = useState<QuoteState>(() => ({ request: defaultRequest(tipoInicial, standIn), datesPicked: false }));
  // One object per state and day: the quote's debounce restarts whenever the request it is given is a new object.
  const request = useMemo(() => shown(state, today), [state, today]);
  const setRequest = (change: (current: QuoteRequest) => QuoteRequest) =>
    setState((previous) => {
      const current = shown(previous, today);
      const request = change(current);
      const datesPicked = previous.datesPicked || request.entrada !== current.entrada || request.salida !== current.salida;
      return { request, datesPicked };
    });
  return { today, request, setRequest };
}
