/**
 * The date field of every staff screen: always DD/MM/YYYY, whatever the computer's language (a native date input
 * shows mm/dd/yyyy on an English one). The person types the day first («27/11/2026», «7/3/2026»); the screen gets
 * and gives `YYYY-MM-DD`, and hears of a change only once the text is a real date (or emptied, when `allowEmpty`);
 * ↑ and ↓ move it a day.
 */
import { useState, type InputHTMLAttributes } from 'react';
import { addDaysIso, parseDateInput } from '@camping/contracts/dates';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max'>;

export interface DateFieldProps extends NativeProps {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Dates outside [min, max] (`YYYY-MM-DD`) are not passed on. */
  min?: string;
  max?: string;
  /** Emptying the field passes '' on. */
  allowEmpty?: boolean;
}

const shown = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

export function DateField({ value, onChange, min, max, allowEmpty = false, className = 'input', onBlur, onKeyDown, ...rest }: DateFieldProps) {
  // What is being typed, until the field is left; otherwise the value shows (so one set from outside shows at once).
  const [draft, setDraft] = useState<string | null>(null);

  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/AAAA"
      maxLength={10}
      className={className}
      value={draft ?? shown(value)}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        const iso = parseDateInput(typed);
        if (iso && inRange(iso) && iso !== value) onChange(iso);
        else if (allowEmpty && typed.trim() === '' && value !== '') onChange('');
      }}
      onKeyDown={(event) => {
        // ↑ and ↓ move the date a day, as a native date field's day does: the keyboard alone can change it.
        const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
        if (step && value) {
          event.preventDefault();
          const next = addDaysIso(value, step);
          setDraft(null);
          if (inRange(next)) onChange(next);
        }
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        // Written out as DD/MM/YYYY; what is left half-typed goes back to the date in use.
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
