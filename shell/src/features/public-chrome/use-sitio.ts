/** The business contact data from the server's configuration, fetched once per page load. */
import { useEffect, useState } from 'react';
import { getSitio } from '@camping/contracts/api/publico';
import type { Sitio } from '@camping/contracts/schemas/sitio';

let cached: Promise<Sitio> | null = null;

export function useSitio(): Sitio | null {
  const [sitio, setSitio] = useState<Sitio | null>(null);
  useEffect(() => {
    let alive = true;
    cached ??= getSitio().catch((error) => {
      cached = null;
      throw error;
    });
    cached.then((value) => alive && setSitio(value)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return sitio;
}
