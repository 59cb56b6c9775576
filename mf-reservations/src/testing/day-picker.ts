/** Clicks a day of the react-day-picker calendar by its ISO date (the cell's data-day). */
import { fireEvent } from '@testing-library/react';

export function dayButton(iso: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!button) throw new Error(`El día ${iso} no está en el calendario visible`);
  return button;
}

export function clickDay(iso: string): void {
  fireEvent.click(dayButton(iso));
}
