/**
 * The till «Caja» shows: read from the URL when the screen opens and on Back/Forward, written to it (replacing the
 * entry, so ◀ ▶ do not fill the history) when the clerk picks another day or an administrator another user.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { cashUpUrl, placeFromSearch, type CashUpPlace } from '../lib/cash-up-url';

export function useCashUpPlace(navigate: RemoteAppProps['navigate']) {
  const [place, setPlace] = useState<CashUpPlace>(() => placeFromSearch(window.location.search));
  useEffect(() => {
    const onPop = () => setPlace(placeFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    const url = cashUpUrl(place);
    if (`${window.location.pathname}${window.location.search}` !== url) navigate(url, { replace: true });
  }, [place, navigate]);
  const setFecha = useCallback((fecha: string) => setPlace((p) => ({ ...p, fecha })), []);
  const setUsuario = useCallback((usuario: string | null) => setPlace((p) => ({ ...p, usuario })), []);
  return { ...place, setFecha, setUsuario };
}
