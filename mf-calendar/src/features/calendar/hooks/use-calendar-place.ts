/**
 * Which period, view and type the calendar shows, kept in the URL hash once the receptionist moves (replacing the
 * history entry, so Back still leaves the screen). A hash that changes from outside (a pasted link) is followed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { calendarHash, parseCalendarHash, type CalendarPlace } from '../lib/calendar-hash';

export function useCalendarPlace(options: {
  hash: string;
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  today: string;
}) {
  const { hash, pathname, navigate, today } = options;
  const [place, setPlace] = useState<CalendarPlace>(() => parseCalendarHash(hash, today));
  const [seenHash, setSeenHash] = useState(hash);

  // A hash that changes from outside moves the calendar (state adjusted while rendering, not in an effect).
  if (hash !== seenHash) {
    setSeenHash(hash);
    const fromHash = parseCalendarHash(hash, today);
    if (hash && calendarHash(fromHash) !== calendarHash(place)) setPlace(fromHash);
  }

  // The widget changes view and date in one go (a day number opens its week): each change builds on the last.
  const latest = useRef(place);
  useEffect(() => {
    latest.current = place;
  }, [place]);

  const update = useCallback(
    (change: Partial<CalendarPlace>) => {
      const current = latest.current;
      const next = { ...current, ...change };
      const nextHash = calendarHash(next);
      if (nextHash === calendarHash(current)) return;
      latest.current = next;
      setPlace(next);
      navigate(`${pathname}${nextHash}`, { replace: true });
    },
    [navigate, pathname],
  );

  return [place, update] as const;
}
