/**
 * The grid names the same few dozen dates hundreds of times (each bar's entry and exit, in its place and in its
 * spoken name): each date's day number and its DD/MM/YYYY are worked out once, not ~3,000 times per render.
 */
import { diffDaysIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';

const ORIGIN = '2000-01-01';
const dayNumbers = new Map<string, number>();
const dateTexts = new Map<string, string>();

/** Days from `from` to `to`, as diffDaysIso (which throws on a date it cannot read). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

function dayNumber(iso: string): number {
  let n = dayNumbers.get(iso);
  if (n === undefined) {
    n = diffDaysIso(ORIGIN, iso);
    dayNumbers.set(iso, n);
  }
  return n;
}

/** 'DD/MM/YYYY', as formatDateAR. */
export function dateText(iso: string): string {
  let text = dateTexts.get(iso);
  if (text === undefined) {
    text = formatDateAR(iso);
    dateTexts.set(iso, text);
  }
  return text;
}
