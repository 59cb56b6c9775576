/**
 * Which period, view and type the calendar shows, kept in the URL hash once the receptionist moves (replacing the
 * history entry, so Back still leaves the screen). A hash that changes from outside (a pasted link) is followed.
 */
import { useCallback, useState } from 'react';
import { calendarHash, parseCalendarHash, type CalendarPlace } from '../utils/calendar-hash';

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

  const update = useCallback(
    (change: Partial<CalendarPlace>) => {
      const next = { ...place, ...change };
      const nextHash = calendarHash(next);
      if (nextHash === calendarHash(place)) return;
      setPlace(next);
      navigate(`${pathname}${nextHash}`, { replace: true });
    },
    [place, navigate, pathname],
  );

  return [place, update] as const;
}
