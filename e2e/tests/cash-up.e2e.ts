/**
 * The cash-up «Caja» on the real server (issue 32, docs/cash-up.md): a cash-up of two users, at 1280 and at 390 px.
 * Two clerks record payments (and one a cash refund) through the API, each closes their own till from /admin/caja
 * (one with the count matching, one with a shortfall and its note), and the administrator sees both closures of the
 * day (and their print sheet), looks at a clerk's till, reopens one with a reason, and the clerk closes again.
 * Screenshots of every step.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { createGuest } from '../support/api-data';
import { launchBrowser, loggedInPage, newContext, screenshot, viewShot, type ViewportName } from '../support/browser';

const CLAVE = 'caja-segura-2026';

/** A reception account made by the administrator, its temporary password replaced: a page signed in as it. */
async function clerk(browser: Browser, admin: APIRequestContext, usuario: string, viewport: ViewportName): Promise<Page> {
  const created = await admin.post('/api/endpoints/usuarios', { data: { usuario, rol: 'recepcion' } });
  expect(created.status()).toBe(201);
  const temporal = (await created.json()).contrasena_temporal as string;
  const page = await (await newContext(browser, viewport)).newPage();
  const request = page.context().request;
  expect((await request.post('/api/auth/login', { data: { usuario, contrasena: temporal } })).status()).toBe(200);
  const changed = await request.post('/api/auth/contrasena', { data: { contrasena_actual: temporal, contrasena_nueva: CLAVE } });
  expect(changed.status()).toBe(200);
  return page;
}

/** A stay of $ 300.000 booked by the administrator in a free cabin, `offset` days ahead. */
async function stay(admin: APIRequestContext, offset: number): Promise<number> {
  const guest = await createGuest(admin, 'Caja');
  const entrada = addDaysIso(todayIso(), offset);
  const salida = addDaysIso(entrada, 2);
  const free = await admin.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  const response = await admin.post('/api/endpoints/reservas.php', {
    data: { cliente_id: guest.id, hospedaje_id: (await free.json()).hospedajes[0].id, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2, monto_total: 300000 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

async function pay(page: Page, reserva_id: number, monto: number, metodo_pago: string): Promise<void> {
  expect((await page.context().request.post('/api/endpoints/pagos', { data: { reserva_id, monto, metodo_pago } })).status()).toBe(201);
}

async function openTill(page: Page): Promise<void> {
  await page.goto('/admin/caja');
  await page.getByRole('heading', { level: 1, name: 'Caja' }).waitFor();
  await page.getByTestId('caja-esperado').waitFor();
}

/** «Cerrar caja»: the count (and a note), the review, the confirmation; waits for the closed till. */
async function closeTill(page: Page, contado: string, nota: string | null, shot: string): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar caja' });
  await dialog.getByLabel('Efectivo contado ($)').fill(contado);
  if (nota) await dialog.getByLabel('Observaciones').fill(nota);
  await viewShot(page, `${shot}-formulario`);
  await dialog.getByRole('button', { name: 'Revisar y cerrar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar cierre' }).waitFor();
  await viewShot(page, `${shot}-confirmar`);
  await dialog.getByRole('button', { name: 'Confirmar cierre' }).click();
  // The till's own banner (the toast says «Caja cerrada» too).
  await page.locator('.caja-status-closed').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** What a locator shows, es-AR's no-break spaces read as spaces. */
const shown = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the cash-up on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 400],
    ['phone', 420],
  ] as Array<[ViewportName, number]>)('a cash-up of two users: each closes their till, the administrator sees both (%s)', async (viewport, offset) => {
    const run = `${Date.now().toString(36)}${viewport[0]}`;
    const [ana, beto] = [`ana.${run}`, `beto.${run}`];
    const admin = await loggedInPage(browser, viewport);
    const adminApi = admin.context().request;
    const [a, b] = [await stay(adminApi, offset), await stay(adminApi, offset + 3)];

    // Ana takes cash and a transfer and gives cash back; Beto takes cash and a card.
    const pageAna = await clerk(browser, adminApi, ana, viewport);
    const pageBeto = await clerk(browser, adminApi, beto, viewport);
    await pay(pageAna, a, 90000, 'efectivo');
    await pay(pageAna, a, 60000, 'transferencia');
    expect((await pageAna.context().request.post('/api/endpoints/reembolsos', { data: { reserva_id: a, monto: 10000, metodo_pago: 'efectivo' } })).status()).toBe(201);
    await pay(pageBeto, b, 45000.5, 'efectivo');
    await pay(pageBeto, b, 30000, 'tarjeta');

    // Ana: her own till only, $ 80.000 expected; the count matches.
    await openTill(pageAna);
    expect(await shown(pageAna, 'caja-esperado')).toBe('$ 80.000');
    expect(await pageAna.getByLabel('Usuario').count()).toBe(0);
    await pageAna.getByText('Reembolso', { exact: true }).waitFor();
    expect(await noSideways(pageAna)).toBe(true);
    await screenshot(pageAna, 'caja-abierta', { fromTop: true });
    await closeTill(pageAna, '80000', null, 'caja-cerrar');
    await screenshot(pageAna, 'caja-cerrada', { fromTop: true });

    // Beto counts $ 45.000: a shortfall of $ 0,50 needs a note, refused on the spot without one.
    await openTill(pageBeto);
    expect(await shown(pageBeto, 'caja-esperado')).toBe('$ 45.000,50');
    await pageBeto.getByRole('button', { name: 'Cerrar caja' }).click();
    const dialog = pageBeto.getByRole('dialog', { name: 'Cerrar caja' });
    await dialog.getByLabel('Efectivo contado ($)').fill('45000');
    await dialog.getByTestId('caja-diferencia').getByText('Faltante de $ 0,50').waitFor();
    await dialog.getByRole('button', { name: 'Revisar y cerrar' }).click();
    await dialog.getByText('La caja no cierra (faltante de $ 0,50): explique la diferencia en observaciones').waitFor();
    await viewShot(pageBeto, 'caja-diferencia-sin-nota');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await closeTill(pageBeto, '45000', 'Faltan monedas de 50 centavos', 'caja-faltante');

    // The administrator: both closures of the day, and Beto's till picked from the list.
    await openTill(admin);
    const closures = admin.getByRole('region', { name: `Cierres del día ${formatDateAR(todayIso())}` });
    const rowOf = (usuario: string) => closures.getByRole('row').filter({ hasText: usuario });
    await rowOf(ana).getByText('Sin diferencia').waitFor();
    await rowOf(beto).getByText('Faltante de $ 0,50').waitFor();
    expect(await rowOf(beto).innerText()).toContain('Faltan monedas de 50 centavos');
    expect(await noSideways(admin)).toBe(true);
    await closures.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(admin, 'caja-cierres-del-dia', { fromTop: true });
    // On paper only the day's closures, with a box to sign each.
    await admin.emulateMedia({ media: 'print' });
    await admin.locator('.caja-print-table').waitFor();
    expect(await admin.getByRole('heading', { level: 1, name: 'Caja' }).isVisible()).toBe(false);
    expect((await admin.locator('.caja-print-table').innerText()).replace(/\s/g, ' ')).toContain(`${beto}`);
    await screenshot(admin, 'caja-impresion');
    await admin.emulateMedia({ media: 'screen' });
    await rowOf(beto).getByRole('button', { name: 'Ver caja' }).click();
    await admin.getByText(`Caja de ${beto}`).waitFor();
    expect(await shown(admin, 'caja-esperado')).toBe('$ 45.000,50');
    expect(admin.url()).toContain(`usuario=${beto}`);
    expect(await admin.getByRole('button', { name: 'Cerrar caja' }).count()).toBe(0);
    await screenshot(admin, 'caja-de-un-usuario', { fromTop: true });

    // Reopened with a reason, Beto finds the coins and closes again.
    await rowOf(beto).getByRole('button', { name: 'Reabrir' }).click();
    const reopen = admin.getByRole('dialog', { name: 'Reabrir caja' });
    await reopen.getByLabel('Motivo de la reapertura').fill('Aparecieron las monedas');
    await viewShot(admin, 'caja-reabrir');
    await reopen.getByRole('button', { name: 'Reabrir caja' }).click();
    await admin.getByText(MSG_CUENTA.cajaReabierta).first().waitFor();
    await rowOf(beto).getByText(/Reabierta por admin/).waitFor();
    await pageBeto.reload();
    await pageBeto.getByRole('list', { name: 'Cierres reabiertos' }).getByText('Aparecieron las monedas', { exact: false }).waitFor();
    await closeTill(pageBeto, '45000.50', null, 'caja-recierre');
    await screenshot(pageBeto, 'caja-reabierta-y-cerrada', { fromTop: true });

    // The day's closures through the API: Ana's, Beto's reopened one and his new one.
    const day = await (await adminApi.get(`/api/endpoints/caja/cierres?fecha=${todayIso()}`)).json();
    const mine = (day.cierres as Array<{ usuario: string; diferencia: number; reabierto_motivo: string | null }>).filter((c) => [ana, beto].includes(c.usuario));
    expect(mine.map((c) => [c.usuario, c.diferencia, c.reabierto_motivo])).toEqual([
      [ana, 0, null],
      [beto, -0.5, 'Aparecieron las monedas'],
      [beto, 0, null],
    ]);
    for (const page of [admin, pageAna, pageBeto]) await page.context().close();
  });
});
