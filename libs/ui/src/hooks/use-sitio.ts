/**
 * The business contact data from the server's configuration, for the public chrome (shell) and the public site
 * (mf-public). The server writes them into the page (@camping/contracts/sitio-embebido), so they are there at once;
 * only where the page lacks them (a remote's dev server) they are fetched, once per page load and tried once more
 * after a failure, with the API client loaded on demand (it brings zod). No query library: this is the public
 * site's only read besides the quote, and TanStack Query weighed 10 KB gzip of its first visit.
 */
import { useEffect, useState } from 'react';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { leerSitioEmbebido } from '@camping/contracts/sitio-embebido';

let cached: Promise<Sitio> | null = null;

function fetchSitio(): Promise<Sitio> {
  const attempt = () => import('@camping/contracts/api/publico').then(({ getSitio }) => getSitio());
  cached ??= attempt()
    .catch(attempt)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

export interface SitioState {
  /** The contact data, undefined until they are known. */
  data: Sitio | undefined;
  /** They could not be read (twice). */
  isError: boolean;
}

export function useSitio(): SitioState {
  const [state, setState] = useState<SitioState>(() => ({ data: leerSitioEmbebido(), isError: false }));
  const missing = !state.data;
  useEffect(() => {
    if (!missing) return;
    let alive = true;
    fetchSitio()
      .then((data) => alive && setState({ data, isError: false }))
      .catch(() => alive && setState({ data: undefined, isError: true }));
    return () => {
      alive = false;
    };
  }, [missing]);
  return state;
}
