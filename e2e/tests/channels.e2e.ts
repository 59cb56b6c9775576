/**
 * Canales on the real server: an admin copies a cabin's export URL from the screen, and that URL (fetched without
 * any session, as Airbnb would) is the cabin's calendar with the stay booked here; after «Regenerar enlace» the old
 * URL answers 404 and the newly copied one serves the feed.
 */
import type { Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { launchBrowser, loggedInPage, screenshot, viewShot } from '../support/browser';

const UNIT_LABEL = 'Cabaña 7';

async function openCanales(page: Page): Promise<void> {
  await page.goto('/admin/canales');
  await page.getByRole('heading', { level: 1, name: 'Canales' }).waitFor();
  await page.getByRole('region', { name: 'Cabañas' }).waitFor();
}

/**
 * Clicks «Copiar» of the unit and answers what landed on the clipboard. The clipboard is emptied first and read once
 * the copy has written it: an earlier copy's toast («Enlace copiado», 3 s) may still be on screen.
 */
async function copyUrl(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: `Copiar enlace de ${UNIT_LABEL}` }).click();
  await page.getByText('Enlace copiado').first().waitFor();
  return page.evaluate(async () => {
    for (;;) {
      const text = await navigator.clipboard.readText();
      if (text) return text;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

describe('Canales', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('copies a unit export URL that serves its calendar, and regenerating it retires the old one', async () => {
    const page = await loggedInPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const request = page.context().request;
    const units = (await (await request.get('/api/endpoints/hospedajes')).json()).hospedajes as Array<{
      id: number;
      numero: number;
      tipo_hospedaje_id: number;
    }>;
    const cabin = units.find((u) => u.tipo_hospedaje_id === 1 && u.numero === 7)!;
    const documento = `${Date.now() % 1e8}`.padStart(8, '4');
    const cliente = await request.post('/api/endpoints/clientes', {
      data: { nombre: 'Canal', apellido: 'Exportación', documento, telefono: '2664000111' },
    });
    expect(cliente.ok()).toBe(true);
    const entrada = addDaysIso(todayIso(), 1234);
    const salida = addDaysIso(entrada, 3);
    const booked = await request.post('/api/endpoints/reservas', {
      data: {
        cliente_id: (await cliente.json()).cliente.id,
        hospedaje_id: cabin.id,
        fecha_entrada: entrada,
        fecha_salida: salida,
        cantidad_personas: 2,
        monto_total: 90000,
        metodo_pago: 'efectivo',
      },
    });
    expect(booked.status()).toBe(201);
    const reservaId = (await booked.json()).id as number;

    await openCanales(page);
    await screenshot(page, 'canales');
    const oldUrl = await copyUrl(page);
    expect(oldUrl).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

    // Fetched like a channel would: no cookie, no Origin.
    const feed = await fetch(oldUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain(`UID:reserva-${reservaId}@`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${entrada.replace(/-/g, '')}\r\n`);
    expect(text).toContain(`DTEND;VALUE=DATE:${salida.replace(/-/g, '')}\r\n`);
    expect(text).not.toContain('Exportación');

    await page.getByRole('button', { name: `Regenerar enlace de ${UNIT_LABEL}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('El enlace actual dejará de funcionar').waitFor();
    await viewShot(page, 'canales-regenerar');
    await dialog.getByRole('button', { name: 'Regenerar enlace' }).click();
    await dialog.waitFor({ state: 'detached' });
    const field = page.getByRole('listitem', { name: UNIT_LABEL }).getByRole('textbox');
    // The list refetches after the change; wait for the new link to replace the old one on screen.
    const fieldId = (await field.getAttribute('id'))!;
    await page.waitForFunction(
      ({ id, old }) => {
        const input = document.getElementById(id) as HTMLInputElement | null;
        return !!input && input.value !== old;
      },
      { id: fieldId, old: oldUrl },
    );
    expect(await field.inputValue()).not.toBe(oldUrl);

    const newUrl = await copyUrl(page);
    expect(newUrl).not.toBe(oldUrl);
    expect((await fetch(oldUrl)).status).toBe(404);
    const fresh = await fetch(newUrl);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain(`UID:reserva-${reservaId}@`);

    await request.delete(`/api/endpoints/reservas?id=${reservaId}`);
    await page.context().close();
  });

  it('fits a phone: each unit a card with its URL and buttons', async () => {
    const page = await loggedInPage(browser, 'phone');
    await openCanales(page);
    const card = page.getByRole('listitem', { name: UNIT_LABEL });
    await card.getByRole('button', { name: `Copiar enlace de ${UNIT_LABEL}` }).waitFor();
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'canales');
    await viewShot(page, 'canales-view');
    await page.getByRole('button', { name: `Regenerar enlace de ${UNIT_LABEL}` }).click();
    await page.getByRole('dialog').getByText('El enlace actual dejará de funcionar').waitFor();
    await viewShot(page, 'canales-regenerar');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();
  });
});
