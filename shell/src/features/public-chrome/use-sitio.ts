/**
 * The business contact data from the server's configuration. The server writes them into the page
 * (@camping/contracts/sitio-embebido), so they are there at once; only where the page lacks them (the dev server)
 * they are fetched, once per page load, with the API client loaded on demand (it brings zod).
 */
import { useEffect, useState } from 'react';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { leerSitioEmbebido } from '@camping/contracts/sitio-embebido';

let cached: Promise<Sitio> | null = null;

function fetchSitio(): Promise<Sitio> {
  cached ??= import('@camping/contracts/api/publico')
    .then(({ getSitio }) => getSitio())
    .catch((error) => {
      cached = null;
      throw error;
    });
  return cached;
}

export function useSitio(): Sitio | null {
  const [sitio, setSitio] = useState<Sitio | null>(() => leerSitioEmbebido() ?? null);
  useEffect(() => {
    if (sitio) return;
    let alive = true;
    fetchSitio()
      .then((value) => alive && setSitio(value))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [sitio]);
  return sitio;
}
