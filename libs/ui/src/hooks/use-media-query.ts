import { useSyncExternalStore } from 'react';
import { LIMITES } from '@camping/contracts/domain';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Lists and the calendar go narrow at 768 px or less (spec section 9). */
export function useIsNarrow(): boolean {
  return useMediaQuery(`(max-width: ${LIMITES.narrowWidth}px)`);
}
