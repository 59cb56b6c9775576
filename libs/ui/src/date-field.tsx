/**
 * The one date field of the product (issue 34): always DD/MM/YYYY, whatever the computer's or the browser's language
 * (a native date input shows mm/dd/yyyy on an English one). The person types digits and the slashes come by
 * themselves («05122026» is «05/12/2026»; «7/3/2026» works too), or picks a day in the calendar of the button beside
 * it («Elegir fecha», or Alt+↓). The screen gets and gives `YYYY-MM-DD` and hears of a change only once the text is a
 * real date within [min, max] (or emptied, when `allowEmpty`); ↑ and ↓ move it a day.
 *
 * Text that is no such date is said under the field, as the forms say their errors («31/02/2026 no es una fecha
 * válida», «La fecha no puede ser anterior al 28/11/2026»). On leaving the field it goes back to the date in use and
 * the message stays, so what the field shows is always what the screen will send; Enter on such text submits nothing.
 */
import { Suspense, lazy, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { addDaysIso } from '@camping/contracts/dates';
import { checkDateText, maskDateText, shownDate } from './date-text';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'defaultValue'>;

export interface DateFieldProps extends NativeProps {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Dates outside [min, max] (`YYYY-MM-DD`) are not passed on: the field says why, and the calendar disables them. */
  min?: string;
  max?: string;
  /** Emptying the field passes '' on. */
  allowEmpty?: boolean;
  /** The text input (react-hook-form's Controller focuses it on a refused submit). */
  ref?: Ref<HTMLInputElement>;
}

const loadCalendar = () => import('@camping/ui/date-calendar');
/** A failed fetch here is retried by the click, whose failure the remote's error boundary shows. */
const prefetchCalendar = () => {
  loadCalendar().catch(() => undefined);
};
const DateCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DateCalendar })));

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function DateField({ value, onChange, min, max, allowEmpty = false, className = 'input', ref, ...native }: DateFieldProps) {
  const { id, onBlur, onKeyDown, disabled, readOnly, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...rest } = native;
  const ownId = useId();
  const errorId = `${id ?? ownId}-fecha-error`;
  const calendarId = `${id ?? ownId}-calendario`;
  // What is being typed, until the field is left; otherwise the value shows (so one set from outside shows at once).
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // A new value (typed, picked, or set by the screen) answers the last complaint.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setProblem(null);
  }
  const wrapper = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const take = (iso: string) => {
    if (iso !== value) onChange(iso);
  };
  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);
  const text = draft ?? shownDate(value);
  const locked = Boolean(disabled || readOnly);

  return (
    <span ref={wrapper} className="date-field">
      <span className="date-field-row">
        <input
          {...rest}
          ref={(element) => {
            input.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/AAAA"
          maxLength={10}
          // Ten characters wide where the screen does not stretch it (toolbars), not the 20 of a text input.
          size={10}
          className={className}
          disabled={disabled}
          readOnly={readOnly}
          value={text}
          aria-invalid={problem ? true : invalid}
          aria-describedby={[describedBy, problem ? errorId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            const typed = event.target;
            const caretAtEnd = typed.selectionStart === null || typed.selectionStart >= typed.value.length;
            const masked = maskDateText(typed.value, text, caretAtEnd);
            setDraft(masked);
            const check = checkDateText(masked, min, max);
            setProblem(check.kind === 'problem' ? check.problem : null);
            if (check.kind === 'date') take(check.iso);
            else if (check.kind === 'empty' && allowEmpty) take('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) {
              // Alt+↓ opens the calendar, as it opens a native date field's.
              event.preventDefault();
              if (!locked) setOpen(true);
            } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && value && !locked) {
              // ↑ and ↓ move the date a day, as a native date field's day does: the keyboard alone can change it.
              event.preventDefault();
              const next = addDaysIso(value, event.key === 'ArrowUp' ? 1 : -1);
              setDraft(null);
              if (inRange(next)) take(next);
            } else if (event.key === 'Enter' && draft !== null) {
              // Enter would send the form with the date in use while the field shows another text.
              const check = checkDateText(draft, min, max);
              if (check.kind === 'problem' || check.kind === 'partial' || (check.kind === 'empty' && !allowEmpty)) {
                event.preventDefault();
                if (check.kind !== 'empty') setProblem(check.problem);
              }
            }
            onKeyDown?.(event);
          }}
          onBlur={(event) => {
            // Written out as DD/MM/YYYY; what is left unusable goes back to the date in use, and says why.
            if (draft !== null) {
              const check = checkDateText(draft, min, max);
              if (check.kind === 'problem' || check.kind === 'partial') setProblem(check.problem);
            }
            setDraft(null);
            onBlur?.(event);
          }}
        />
        <button
          ref={button}
          type="button"
          className="date-field-button"
          aria-label="Elegir fecha"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={locked}
          // The calendar's code is fetched when the pointer or the keyboard comes near, so it opens at once.
          onPointerEnter={prefetchCalendar}
          onFocus={prefetchCalendar}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <CalendarIcon />
        </button>
        {open ? (
          <Suspense fallback={null}>
            <DateCalendar
              id={calendarId}
              value={value}
              min={min}
              max={max}
              keepOpenWithin={wrapper}
              onPick={(iso) => {
                setOpen(false);
                setDraft(null);
                setProblem(null);
                take(iso);
                input.current?.focus();
              }}
              onClose={(reason) => {
                setOpen(false);
                if (reason === 'escape') button.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </span>
      {problem ? (
        <span className="field-error" id={errorId} role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
