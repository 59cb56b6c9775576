/**
 * The day «Hoy» shows: read from the URL when the screen opens and on Back/Forward, written to it (replacing the
 * entry, so ◀ ▶ do not fill the history) when the clerk picks another.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { fechaFromSearch, hoyUrl } from '../lib/hoy-fecha';

export function useHoyFecha(navigate: RemoteAppProps['navigate']) {
  const urlFecha = fechaFromSearch(window.location.search);
  const [fecha, setFecha] = useState(urlFecha);
  // The address changed from outside (Back, a link, or another copy of this screen that wrote it first: the shell
  // draws the remote again when the query string changes): the address wins.
  const [seenUrl, setSeenUrl] = useState(urlFecha);
  if (urlFecha !== seenUrl) {
    setSeenUrl(urlFecha);
    setFecha(urlFecha);
  }
  useEffect(() => {
    const onPop = () => setFecha(fechaFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('fecha') !== fecha) navigate(hoyUrl(fecha), { replace: true });
  }, [fecha, navigate]);
  const choose = useCallback((next: string) => setFecha(next), []);
  return [fecha, choose] as const;
}
