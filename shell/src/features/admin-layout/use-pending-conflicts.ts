/**
 * How many channel conflicts wait for staff (issue #19): the badge on «Canales». Asked when the admin area opens,
 * on every change of screen (marking one as seen, then moving on, updates it) and every minute; a failure keeps the
 * last count (the badge is a hint, the list in Canales is the truth).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getConflictosPendientes } from '@camping/contracts/api/canales-import';

const EVERY_MS = 60_000;

export function usePendingConflicts(enabled: boolean): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const ask = () =>
      getConflictosPendientes(controller.signal).then(
        (answer) => setCount(answer.pendientes),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), EVERY_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [enabled, pathname]);

  return enabled ? count : 0;
}
