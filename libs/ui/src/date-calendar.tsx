/**
 * The calendar a date field opens («Elegir fecha»): one month of react-day-picker in Spanish from Monday, the field's
 * range honoured (days outside it disabled, no month outside it to go to), focus on the chosen day (else today) so
 * the arrows move through days, Enter or a click picks, Escape closes. Loaded only when a field first opens it (or is
 * about to), so a page with date fields does not pay for the calendar until someone asks for it (the public site).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { isIsoDate, isoToLocalDate, localDateToIso, todayIso } from '@camping/contracts/dates';
import { SpanishDayPicker } from '@camping/ui/day-picker';
import { PopoverDialog } from '@camping/ui/dialog';

export interface DateCalendarProps {
  id: string;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
  onClose: (reason: 'escape' | 'outside') => void;
  /** The field and its button: a click there is not a click outside. */
  keepOpenWithin: RefObject<HTMLElement | null>;
}

/** The month to show first: the chosen day's, else today's, kept inside the range. */
function firstMonth(value: string, min?: string, max?: string): Date {
  let iso = isIsoDate(value) ? value : todayIso();
  if (min && iso < min) iso = min;
  if (max && iso > max) iso = max;
  return isoToLocalDate(iso);
}

export function DateCalendar({ id, value, min, max, onPick, onClose, keepOpenWithin }: DateCalendarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Drawn under the field from its left edge; a field near the right edge (a phone, a second column) would push
    // the calendar off the screen, so it is moved back in.
    const box = ref.current?.closest<HTMLElement>('[role="dialog"]');
    if (!box) return;
    const { left, right } = box.getBoundingClientRect();
    const overflow = right - (document.documentElement.clientWidth - 8);
    if (overflow > 0) box.style.left = `${-Math.max(0, Math.min(overflow, left - 8))}px`;
    // Below the fold it would open unseen (a field low on a phone): brought into view, no further than needed.
    if (typeof box.scrollIntoView === 'function') box.scrollIntoView({ block: 'nearest' });
  }, []);
  const selected = isIsoDate(value) ? isoToLocalDate(value) : undefined;

  return (
    <PopoverDialog id={id} label="Elegir fecha" className="date-field-popover" onClose={onClose} keepOpenWithin={keepOpenWithin}>
      <div ref={ref} className="date-field-calendar">
        <SpanishDayPicker
          mode="single"
          required
          autoFocus
          selected={selected}
          defaultMonth={firstMonth(value, min, max)}
          startMonth={min ? isoToLocalDate(min) : undefined}
          endMonth={max ? isoToLocalDate(max) : undefined}
          disabled={[...(min ? [{ before: isoToLocalDate(min) }] : []), ...(max ? [{ after: isoToLocalDate(max) }] : [])]}
          // «Today» is the complex's day, not the computer's (they differ near midnight in another zone).
          today={isoToLocalDate(todayIso())}
          onSelect={(date) => onPick(localDateToIso(date))}
        />
      </div>
    </PopoverDialog>
  );
}
