/**
 * The text of a date field: the mask applied as the person types (digits only, the slashes put in for them) and what
 * the text amounts to (a date the screen may take, nothing yet, or a problem to say in Spanish).
 */
import { isIsoDate, parseDateInput } from '@camping/contracts/dates';
import { FECHA_MSG } from '@camping/contracts/messages-fechas';

/** `YYYY-MM-DD` as the field shows it, DD/MM/YYYY. */
export const shownDate = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

/**
 * What the field shows after an edit. `typed` is the input's new text, `previous` what it showed, `caretAtEnd`
 * whether the person is writing at the end (typing on, or pasting). There the text is rebuilt from its digits as
 * DD/MM/YYYY, a slash added once a day or month is complete, and a separator typed after one digit closes that part
 * («7/» is «07/»). An edit in the middle is only cleaned (rebuilding it would throw the caret to the end); a pasted
 * `YYYY-MM-DD` is turned around.
 */
export function maskDateText(typed: string, previous: string, caretAtEnd: boolean): string {
  const pasted = typed.trim();
  if (isIsoDate(pasted)) return shownDate(pasted);
  if (!caretAtEnd) return typed.replace(/[^\d/]/g, '').slice(0, 10);
  // Letters and spaces are dropped; «/», «.» and «-» separate (a separator after one digit closes that part).
  const parts = typed.replace(/[^\d/.-]/g, '').split(/[/.-]+/);
  let digits = '';
  parts.forEach((part, index) => {
    const closed = index < parts.length - 1;
    digits += closed && part.length === 1 && digits.length < 4 ? `0${part}` : part;
  });
  digits = digits.slice(0, 8);
  let text = digits.slice(0, 2);
  if (digits.length > 2) text += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) text += `/${digits.slice(4)}`;
  // Only when typing on: erasing the slash must not bring it back.
  const typingOn = typed.length > previous.length;
  if (typingOn && (digits.length === 2 || digits.length === 4)) text += '/';
  return text;
}

export type DateTextCheck =
  | { kind: 'empty' }
  /** Being written: nothing to say yet (said on leaving the field). */
  | { kind: 'partial'; problem: string }
  | { kind: 'date'; iso: string }
  | { kind: 'problem'; problem: string };

/** What the text amounts to, given the screen's range (`YYYY-MM-DD`, both ends included). */
export function checkDateText(text: string, min?: string, max?: string): DateTextCheck {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const iso = parseDateInput(value);
  if (iso) {
    if (min && iso < min) return { kind: 'problem', problem: FECHA_MSG.anteriorA(shownDate(min)) };
    if (max && iso > max) return { kind: 'problem', problem: FECHA_MSG.posteriorA(shownDate(max)) };
    return { kind: 'date', iso };
  }
  // Day, month and a four-digit year are all there, yet no such day: 31/02/2026, 32/01/2026, 10/13/2026.
  if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { kind: 'problem', problem: FECHA_MSG.inexistente(value) };
  }
  return { kind: 'partial', problem: FECHA_MSG.incompleta(value.replace(/[/.-]$/, '')) };
}
