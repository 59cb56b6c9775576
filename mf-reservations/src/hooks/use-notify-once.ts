/**
 * Says a message as a toast once while the situation lasts: again only when it changes (another `key`) or after it
 * went away (`message` or `key` null). For loading errors, empty availability, an empty search, a missing price.
 */
import { useEffect, useRef } from 'react';
import { notify } from '@camping/ui/toast';

export function useNotifyOnce(
  kind: 'error' | 'warning' | 'info',
  message: string | null,
  key: string | null = message,
): void {
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (message === null || key === null) {
      told.current = null;
      return;
    }
    if (told.current !== key) {
      told.current = key;
      notify[kind](message);
    }
  }, [kind, message, key]);
}
