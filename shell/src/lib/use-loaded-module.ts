/**
 * A module downloaded on demand, shown by an ordinary state update once it is here, instead of React.lazy and
 * Suspense: React holds a Suspense boundary's content back until 300 ms after its fallback showed, and with the
 * files announced in the page's HTML they arrive sooner than that, so the screen stayed blank with its code already
 * here (docs/reservations.md). `kept` answers at once for a module this tab already has: no loading step twice.
 */
import { useEffect, useState } from 'react';

export function useLoadedModule<T>(key: string, load: () => Promise<T>, kept: () => T | undefined): { module: T | undefined; error: unknown } {
  const [state, setState] = useState<{ key: string; module?: T; error?: unknown }>({ key });
  const module = kept() ?? (state.key === key ? state.module : undefined);
  const error = state.key === key ? state.error : undefined;
  useEffect(() => {
    if (module !== undefined || error !== undefined) return;
    let live = true;
    load().then(
      (loaded) => live && setState({ key, module: loaded }),
      (failure: unknown) => live && setState({ key, error: failure ?? new Error('No se pudo cargar') }),
    );
    return () => {
      live = false;
    };
    // `load` and `kept` belong to `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, module, error]);
  return { module, error };
}
