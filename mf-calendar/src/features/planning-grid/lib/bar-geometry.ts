/**
 * Where a stay's bar sits in its row: from the middle of its entry day to the middle of its exit day (the half-day
 * offsets of every tape chart, so a same-day turnover shows both stays in one cell), cut at the window's edges.
 */
import { daysBetween } from './date-cache';

export interface BarBox {
  /** px from the row's left edge. */
  left: number;
  width: number;
  /** The stay began before the window / goes on after it. */
  cutStart: boolean;
  cutEnd: boolean;
  /** Index of the first day of the window the bar covers (its keyboard position). */
  firstDay: number;
  /** Index of the last day of the window whose night it covers. */
  lastDay: number;
}

export function barBox(entrada: string, salida: string, desde: string, dias: number, dayWidth: number): BarBox | null {
  const entryIndex = daysBetween(desde, entrada);
  const exitIndex = daysBetween(desde, salida);
  const start = entryIndex + 0.5;
  const end = exitIndex + 0.5;
  if (end <= 0 || start >= dias || end <= start) return null;
  const from = Math.max(start, 0);
  const to = Math.min(end, dias);
  return {
    left: from * dayWidth,
    width: (to - from) * dayWidth,
    cutStart: start < 0,
    cutEnd: end > dias,
    firstDay: Math.max(0, entryIndex),
    // The night before the exit; a stay leaving on the window's first day still has that day as its place.
    lastDay: Math.min(dias - 1, Math.max(0, entryIndex, exitIndex - 1)),
  };
}
