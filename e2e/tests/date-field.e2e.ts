/**
 * The one date field (issue 34) in a Chromium that speaks English (LANG=en_US, locale en-US), where a native date
 * input shows mm/dd/yyyy: typed «05/12/2026» is still 5 December, on «Hoy» (the day asked of the API and written in
 * the URL) and in the public quote; the calendar beside it opens in Spanish from Monday, picks a day and closes with
 * Escape. Gallery (E2E_GALLERY=1): Reserva Rápida and the public quote with the calendar open, at 1280 and 390 px
 * (`fecha-calendario-*`), and «Hoy» saying a date does not exist (`fecha-inexistente-hoy`).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { launchBrowser, loggedInPage, newPage, viewShot, waitForPreloader, type ViewportName } from '../support/browser';
import { pickDay } from '../support/day-picker';

/** Types as a person does, key by key, over what the field held. */
async function typeDate(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

async function openCalendar(field: Locator): Promise<Locator> {
  const control = field.locator('xpath=ancestor::span[contains(@class, "date-field")][1]');
  await control.getByRole('button', { name: 'Elegir fecha' }).click();
  const calendar = control.getByRole('dialog', { name: 'Elegir fecha' });
  await calendar.waitFor();
  return calendar;
}

describe('The date field in an English-speaking Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser('en-US');
  });
  afterAll(() => browser.close());

  it('reads 05/12/2026 as 5 December on «Hoy», and its calendar picks a day and closes with Escape', async () => {
    const page = await loggedInPage(browser, 'desktop');
    // The browser really is English: its own dates come month first.
    expect(await page.evaluate(() => [navigator.language, new Date(2026, 11, 5).toLocaleDateString()])).toEqual(['en-US', '12/5/2026']);
    await page.goto(`/admin/hoy?fecha=${todayIso()}`);
    const field = page.getByRole('group', { name: 'Día' }).getByLabel('Fecha', { exact: true });
    expect(await field.inputValue()).toBe(formatDateAR(todayIso()));

    const asked = page.waitForRequest((request) => request.url().includes('/endpoints/hoy') && request.url().includes('fecha=2026-12-05'));
    await typeDate(field, '05/12/2026');
    await asked;
    expect(await field.inputValue()).toBe('05/12/2026');
    await page.getByText('Sábado 05/12/2026', { exact: true }).waitFor();
    await page.waitForURL(/\?fecha=2026-12-05$/);

    // A day that does not exist is said, in Spanish, and changes nothing.
    await typeDate(field, '31022026');
    await page.getByRole('alert').getByText('31/02/2026 no es una fecha válida').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await viewShot(page, 'fecha-inexistente-hoy');
    expect(new URL(page.url()).searchParams.get('fecha')).toBe('2026-12-05');
    await field.press('Tab');
    expect(await field.inputValue()).toBe('05/12/2026');

    // The calendar: Spanish, from Monday, on the chosen day; a click picks and closes it.
    const calendar = await openCalendar(field);
    await calendar.getByText('diciembre 2026').waitFor();
    expect(await calendar.locator('th.rdp-weekday').allTextContents()).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/sábado, 5 de diciembre de 2026/);
    await calendar.getByRole('button', { name: /jueves, 10 de diciembre de 2026/ }).click();
    await calendar.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('10/12/2026');
    await page.getByText('Jueves 10/12/2026', { exact: true }).waitFor();
    await page.waitForURL(/\?fecha=2026-12-10$/);

    // By keyboard: Alt+↓ opens it, the arrows move, Enter picks; Escape closes it and gives the button the focus.
    await field.press('Alt+ArrowDown');
    await calendar.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('11/12/2026');
    await openCalendar(field);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Elegir fecha');
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('Reserva Rápida: typed day first, the calendar open over the form (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    await page.goto('/admin/reserva-rapida');
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    const entrada = addDaysIso(todayIso(), 30);
    const field = page.getByLabel(/^Fecha entrada/);
    await typeDate(field, formatDateAR(entrada).replaceAll('/', ''));
    expect(await field.inputValue()).toBe(formatDateAR(entrada));
    const salida = page.getByLabel(/^Fecha salida/);
    const calendar = await openCalendar(salida);
    // The exit's calendar starts after the entry: that day and those before it cannot be picked.
    const entryDay = calendar.locator(`[data-day="${entrada}"] button`);
    if (await entryDay.count()) expect(await entryDay.isDisabled()).toBe(true);
    expect(await calendar.locator(`[data-day="${addDaysIso(entrada, 1)}"] button`).isEnabled()).toBe(true);
    // Seen whole on the screen, phone included.
    const box = await calendar.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await viewShot(page, 'fecha-calendario-reserva-rapida');
    await pickDay(calendar, addDaysIso(entrada, 3));
    expect(await salida.inputValue()).toBe(formatDateAR(addDaysIso(entrada, 3)));
    await page.getByText(/· 3 noches$/).waitFor();
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('the public quote: typed day first, asked as such, its calendar in Spanish (%s)', async (viewport) => {
    const page: Page = await newPage(browser, viewport);
    await page.goto('/cabanas');
    await waitForPreloader(page);
    const quote = page.getByTestId('quote');
    await quote.scrollIntoViewIfNeeded();
    const entrada = addDaysIso(todayIso(), 60);
    const asked = page.waitForRequest((request) => request.url().includes('/cotizacion') && request.url().includes(`fecha_entrada=${entrada}`));
    await typeDate(quote.getByLabel('Fecha de entrada'), formatDateAR(entrada));
    await asked;
    const calendar = await openCalendar(quote.getByLabel('Fecha de salida'));
    expect(await calendar.locator('th.rdp-weekday').first().textContent()).toBe('lu');
    await viewShot(page, 'fecha-calendario-cotizacion');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
