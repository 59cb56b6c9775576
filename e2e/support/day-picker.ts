import type { Locator, Page } from 'playwright-core';

/**
 * Clicks a day of an open react-day-picker, moving forward month by month until it is shown: a day a few days
 * ahead is in the next month near a month's end, and a phone shows one month at a time.
 */
export async function pickDay(scope: Page | Locator, iso: string): Promise<void> {
  const day = scope.locator(`[data-day="${iso}"] button`);
  for (let i = 0; i < 14 && (await day.count()) === 0; i += 1) await scope.locator('.rdp-button_next').first().click();
  await day.first().click();
}
