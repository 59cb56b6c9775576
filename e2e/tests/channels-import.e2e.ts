/**
 * Canales, import half, on the real server: an admin adds a cabin's Airbnb calendar (served by this test's own HTTP
 * server), sees it synced with its figures, the event over one of our stays in «Conflictos» and counted on the admin
 * bar, the block and the conflict on the month calendar (1280 and 390), «Mover nuestra estadía» landing on the
 * Planilla with our stay selected, the error of a failing feed after «Sincronizar ahora» (the block stays), marks the
 * conflict seen, blocks a night for maintenance, and removes the calendar. Screenshots at 1280 and 390.
 */
import type { Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import { launchBrowser, loggedInPage, screenshot, viewShot } from '../support/browser';
import { airbnbCalendar, startIcalFeeds, type IcalFeeds } from '../support/ical-feeds';

const UNIT = 'Cabaña 6';
/** Each flow clicks through a long page, slow on a busy machine. */
const FLOW_MS = 240_000;

const NOMBRE = 'Airbnb';

async function openCanales(page: Page): Promise<void> {
  await page.goto('/admin/canales');
  await page.getByRole('heading', { level: 1, name: 'Canales' }).waitFor();
  await page.getByRole('region', { name: 'Cabañas' }).waitFor();
}

describe('Canales: importing a calendar', () => {
  let browser: Browser;
  let feeds: IcalFeeds;
  // The 5th of a month about four and a half years ahead: the stay, the clash (+2) and the free block (+10) share
  // one month view.
  const entrada = `${addDaysIso(todayIso(), 1600 + Math.floor(Math.random() * 100)).slice(0, 8)}05`;

  beforeAll(async () => {
    browser = await launchBrowser();
    feeds = await startIcalFeeds();
  });
  afterAll(async () => {
    await browser.close();
    await feeds.close();
  });

  it('adds, syncs, shows conflicts and errors, blocks for maintenance and removes', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const units = (await (await request.get('/api/endpoints/hospedajes')).json()).hospedajes as Array<{ id: number; numero: number; tipo_hospedaje_id: number }>;
    const cabin = units.find((u) => u.tipo_hospedaje_id === 1 && u.numero === 6)!;
    const documento = `${Date.now() % 1e8}`.padStart(8, '5');
    const cliente = await request.post('/api/endpoints/clientes', { data: { nombre: 'Lucía', apellido: 'Ortiz', documento, telefono: '2664000222' } });
    const booked = await request.post('/api/endpoints/reservas', {
      data: {
        cliente_id: (await cliente.json()).cliente.id, hospedaje_id: cabin.id, fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 3),
        cantidad_personas: 2, monto_total: 90000, metodo_pago: 'efectivo',
      },
    });
    expect(booked.status()).toBe(201);
    const reservaId = (await booked.json()).id as number;
    const feedPath = `/airbnb-${Date.now()}.ics`;
    feeds.set(feedPath, {
      body: airbnbCalendar([
        { uid: 'libre@airbnb.com', start: addDaysIso(entrada, 10), end: addDaysIso(entrada, 12) },
        { uid: 'choque@airbnb.com', start: addDaysIso(entrada, 2), end: addDaysIso(entrada, 5) },
      ]),
    });

    await openCanales(page);
    const card = page.getByRole('listitem', { name: UNIT });
    await card.getByRole('button', { name: `Agregar calendario a ${UNIT}` }).click();
    const form = card.getByRole('form', { name: `Agregar calendario a ${UNIT}` });
    await form.getByLabel('Nombre').fill(NOMBRE);
    await form.getByLabel('Dirección iCal (URL)').fill(feeds.url(feedPath));
    await form.getByRole('button', { name: 'Agregar y sincronizar' }).click();
    const item = card.getByRole('listitem', { name: `${NOMBRE} de ${UNIT}` });
    await item.getByText('Sincronizado').waitFor();
    // Two blocks: the free event, and the clashing event's nights after our stay (issue 33: only the shared night is
    // the conflict).
    await item.getByText('2 eventos · 2 nuevos · 0 movidos · 0 quitados · 1 conflictos').waitFor();

    const conflict = page.getByRole('region', { name: 'Conflictos' }).getByRole('listitem', { name: `Conflicto en ${UNIT}` });
    await conflict.getByText(`sobre la reserva #${reservaId} de Lucía Ortiz`, { exact: false }).waitFor();
    // The admin bar counts it (asked again on every screen change).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Canales' }).waitFor();
    const canalesLink = page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: /Canales/ });
    await canalesLink.getByText('conflictos pendientes', { exact: false }).waitFor();
    await screenshot(page, 'canales-importar');

    // The month calendar: the imported block as occupancy of the cabin (not a reservation), our stay marked.
    const calendarHash = `#fecha=${entrada}&vista=mes&tipo=cabanas`;
    const clash = `Conflicto con ${NOMBRE}: ${formatDateAR(addDaysIso(entrada, 2))} – ${formatDateAR(addDaysIso(entrada, 5))}`;
    const openCalendar = async (p: Page) => {
      await p.goto(`/admin/calendario${calendarHash}`);
      const block = p.locator('.cal-root .rbc-event.cal-event-bloqueo').filter({ hasText: `${NOMBRE} · ${UNIT}` }).first();
      await block.waitFor();
      // A stay across a week boundary is drawn in two pieces.
      const stay = p.locator(`.cal-root .rbc-event[data-reserva-id="${reservaId}"]`).first();
      await stay.waitFor();
      return { block, stay };
    };
    const { block, stay } = await openCalendar(page);
    // The free event's block, and the clashing event's nights after our stay, blocked too (issue 33).
    const blockLabels = await page.locator('.cal-root .rbc-event.cal-event-bloqueo').filter({ hasText: `${NOMBRE} · ${UNIT}` }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const blockedFor = (from: number, to: number) =>
      `${UNIT}: Bloqueado por ${NOMBRE} del ${formatDateAR(addDaysIso(entrada, from))} al ${formatDateAR(addDaysIso(entrada, to))}: Reserved. Ver bloqueo`;
    expect(blockLabels).toEqual(expect.arrayContaining([blockedFor(3, 5), blockedFor(10, 12)]));
    expect(await stay.getAttribute('class')).toContain('cal-event-conflicto');
    expect(await stay.locator('.cal-ev-conflict').textContent()).toBe('!');
    expect(await stay.getAttribute('aria-label')).toContain(clash);
    await page.getByText('Estadía en conflicto con un calendario importado').waitFor();
    await screenshot(page, 'calendario-bloqueo-conflicto');
    await stay.click();
    const detail = page.getByRole('dialog', { name: `Detalles de la Reserva #${reservaId}` });
    await detail.getByText(clash).waitFor();
    await detail.getByRole('link', { name: 'Ver la lista de conflictos' }).waitFor();
    await viewShot(page, 'calendario-conflicto-detalle');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await block.click();
    const blockDetail = page.getByRole('dialog', { name: `Bloqueo: ${NOMBRE} · ${UNIT}` });
    await blockDetail.getByText(`Calendario «${NOMBRE}»`).waitFor();
    expect(await blockDetail.textContent()).not.toContain('Lucía');
    expect(await blockDetail.getByRole('button', { name: 'Eliminar bloqueo' }).count()).toBe(0);
    await viewShot(page, 'calendario-bloqueo-detalle');
    await page.keyboard.press('Escape');

    const phone = await loggedInPage(browser, 'phone');
    const onPhone = await openCalendar(phone);
    expect(await onPhone.stay.getAttribute('class')).toContain('cal-event-conflicto');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'calendario-bloqueo-conflicto');
    await phone.context().close();

    // «Mover nuestra estadía»: the Planilla at our stay's dates, the stay selected and focused, ready to be moved;
    // the selection is in the address, so a reload keeps it.
    await openCanales(page);
    await page.getByRole('listitem', { name: `Conflicto en ${UNIT}` }).getByRole('button', { name: 'Mover nuestra estadía' }).click();
    await page.waitForURL(new RegExp(`/admin/calendario/planilla#desde=${addDaysIso(entrada, -2)}&reserva=${reservaId}$`));
    const selectedBar = page.locator(`.plan-bar[data-reserva-id="${reservaId}"]`);
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await selectedBar.waitFor();
      expect(await selectedBar.getAttribute('class')).toContain('plan-bar-selected');
      await page.waitForFunction((id) => document.activeElement?.getAttribute('data-reserva-id') === String(id), reservaId);
      const banner = page.getByRole('region', { name: 'Reserva seleccionada' });
      await banner.getByText(`Reserva #${reservaId} seleccionada:`).waitFor();
      await banner.getByText(clash).waitFor();
    }
    await viewShot(page, 'planilla-seleccionada');
    // Ready to be moved: M (the focus is on it) opens «Mover reserva».
    await page.keyboard.press('m');
    await page.getByRole('dialog', { name: `Mover reserva #${reservaId}` }).waitFor();
    await page.keyboard.press('Escape');
    await openCanales(page);

    // The feed breaks: the error shows, the block stays.
    feeds.set(feedPath, { status: 500, body: 'Internal Server Error' });
    await item.getByRole('button', { name: `Sincronizar ahora ${NOMBRE} de ${UNIT}` }).click();
    await item.getByText(MSG_CANALES.calendarioNoSeLeyo).waitFor();
    await item.getByText('Con error').waitFor();
    const blocks = await (await request.get(`/api/endpoints/bloqueos?fecha_entrada=${entrada}&fecha_salida=${addDaysIso(entrada, 30)}&hospedaje_id=${cabin.id}`)).json();
    expect(blocks.bloqueos.map((b: { origen: string }) => b.origen)).toEqual([NOMBRE, NOMBRE]);
    await item.scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-importar-error');

    // Seen: no longer pending, the badge goes at the next screen change.
    await page.getByRole('listitem', { name: `Conflicto en ${UNIT}` }).getByRole('button', { name: 'Marcar como visto' }).click();
    await page.getByRole('listitem', { name: `Conflicto en ${UNIT}` }).getByText('Visto por admin').waitFor();

    // Maintenance block.
    const section = page.getByRole('region', { name: 'Bloqueos de mantenimiento' });
    await section.getByLabel('Hospedaje').selectOption({ label: UNIT });
    // Within the 400 days the list shows.
    const mantenimiento = addDaysIso(todayIso(), 300 + Math.floor(Math.random() * 90));
    // Typed day first, as the shared date field shows it whatever the computer's language.
    await section.getByLabel('Desde (primera noche)').fill(formatDateAR(mantenimiento));
    await section.getByLabel('Hasta (día de salida)').fill(formatDateAR(addDaysIso(mantenimiento, 2)));
    await section.getByLabel('Nota').fill('Cambio de techo');
    await section.getByRole('button', { name: 'Bloquear' }).click();
    await section.getByRole('listitem', { name: `Bloqueo de ${UNIT}` }).filter({ hasText: 'Cambio de techo' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-mantenimiento');

    // Removing the calendar frees its nights and closes its conflicts.
    await item.getByRole('button', { name: `Quitar ${NOMBRE} de ${UNIT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar calendario' }).click();
    // The dialog hides the page from the accessibility tree until it closes: the removal has ended when it has.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: `Conflicto en ${UNIT}` }).waitFor({ state: 'detached' });

    const mine = (await (await request.get(`/api/endpoints/bloqueos?fecha_entrada=${mantenimiento}&fecha_salida=${addDaysIso(mantenimiento, 2)}&hospedaje_id=${cabin.id}`)).json()).bloqueos;
    for (const b of mine) await request.delete(`/api/endpoints/bloqueos?id=${b.id}`);
    await request.delete(`/api/endpoints/reservas?id=${reservaId}`);
    await page.context().close();
  }, FLOW_MS);

  it('fits a phone: calendars, conflicts and blocks inside 390 px', async () => {
    const feedPath = `/phone-${Date.now()}.ics`;
    feeds.set(feedPath, { body: airbnbCalendar([{ uid: 'tel@airbnb.com', start: addDaysIso(entrada, 40), end: addDaysIso(entrada, 42) }]) });
    const admin = await loggedInPage(browser);
    const units = (await (await admin.context().request.get('/api/endpoints/hospedajes')).json()).hospedajes as Array<{ id: number; numero: number; tipo_hospedaje_id: number }>;
    const cabin = units.find((u) => u.tipo_hospedaje_id === 1 && u.numero === 6)!;
    const added = await admin.context().request.post('/api/endpoints/canales/calendarios', {
      data: { hospedaje_id: cabin.id, nombre: 'Booking.com (departamento de reservas)', url: feeds.url(feedPath) },
    });
    expect(added.ok()).toBe(true);
    const calendarId = (await added.json()).calendario.id as number;
    await admin.context().close();

    const page = await loggedInPage(browser, 'phone');
    await openCanales(page);
    const item = page.getByRole('listitem', { name: `Booking.com (departamento de reservas) de ${UNIT}` });
    await item.getByText('Sincronizado').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await item.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'canales-importar');
    await page.getByRole('region', { name: 'Conflictos' }).scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-conflictos');
    await item.scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-importar-vista');
    await page.getByRole('region', { name: 'Bloqueos de mantenimiento' }).scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-mantenimiento');

    // A slow channel (13 s): «Sincronizar ahora» answers at half the call's deadline (about 10 s) that it goes on,
    // the card says it runs, and shows its end without a reload.
    const events = [
      { uid: 'tel@airbnb.com', start: addDaysIso(entrada, 40), end: addDaysIso(entrada, 42) },
      { uid: 'tel-2@airbnb.com', start: addDaysIso(entrada, 44), end: addDaysIso(entrada, 46) },
    ];
    feeds.set(feedPath, { body: airbnbCalendar(events), delayMs: 13_000 });
    await item.scrollIntoViewIfNeeded();
    const syncNow = item.getByRole('button', { name: `Sincronizar ahora Booking.com (departamento de reservas) de ${UNIT}` });
    await syncNow.click();
    await page.getByText(MSG_CANALES.sincronizacionSigue).waitFor({ timeout: 20_000 });
    const state = item.locator('.mfc-sync-state');
    await item.locator('.mfc-sync-state', { hasText: 'Sincronizando...' }).waitFor();
    expect(await syncNow.isDisabled()).toBe(true);
    await viewShot(page, 'canales-sincronizacion-sigue');
    // The same toast where a desktop shows it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByText(MSG_CANALES.sincronizacionSigue).waitFor();
    await item.scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-sincronizacion-sigue');
    await item.getByText('2 eventos · 1 nuevos', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await state.textContent()).toBe('Sincronizado');
    expect(await syncNow.isEnabled()).toBe(true);
    await item.scrollIntoViewIfNeeded();
    await viewShot(page, 'canales-sincronizacion-terminada');
    await page.context().request.delete(`/api/endpoints/canales/calendarios?id=${calendarId}`);
    await page.context().close();
  }, FLOW_MS);
});
