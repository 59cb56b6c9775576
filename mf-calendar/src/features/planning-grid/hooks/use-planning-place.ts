/**
 * The grid's window in the URL hash once the receptionist moves it (replacing the history entry, as the calendar
 * does); a hash changed from outside (a pasted link) is followed.
 */
import { useCallback, useState } from 'react';
import { parsePlanningHash, planningHash, type PlanningPlace } from '../lib/planning-window';

export function usePlanningPlace(options: {
  hash: string;
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  today: string;
}) {
  const { hash, pathname, navigate, today } = options;
  const [place, setPlace] = useState<PlanningPlace>(() => parsePlanningHash(hash, today));
  const [seenHash, setSeenHash] = useState(hash);

  if (hash !== seenHash) {
    setSeenHash(hash);
    const fromHash = parsePlanningHash(hash, today);
    if (hash && planningHash(fromHash) !== planningHash(place)) setPlace(fromHash);
  }

  const update = useCallback(
    (change: Partial<PlanningPlace>) => {
      setPlace((current) => {
        const next = { ...current, ...change };
        const nextHash = planningHash(next);
        if (nextHash === planningHash(current)) return current;
        // The shell's router is told after this render (navigating inside an updater would update it mid-render).
        queueMicrotask(() => navigate(`${pathname}${nextHash}`, { replace: true }));
        return next;
      });
    },
    [navigate, pathname],
  );

  return [place, update] as const;
}
