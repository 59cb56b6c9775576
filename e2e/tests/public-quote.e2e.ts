/**
 * The visitor's availability check and quote: real answers from the API for free and for full dates, shown per
 * payment method, and the WhatsApp message it writes; a season defined through the API shows in the breakdown and
 * its minimum stay refuses a shorter one (issue 35). Each run books its own far-away dates.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { LIMITES } from '@camping/contracts/domain';
import { elementShot, launchBrowser, loggedInPage, newPage, waitForPreloader } from '../support/browser';

/** A stay of `nights` nights starting somewhere in the next 2 to 8 years, unique per run. */
function farStay(nights: number): { entrada: string; salida: string } {
  const offset = 700 + Math.floor(Math.random() * 2000);
  const entrada = addDaysIso(todayIso(), offset);
  return { entrada, salida: addDaysIso(entrada, nights) };
}

/**
 * A season's first night 8 to 9.3 years away: past every `farStay` of these tests (and of seasons.e2e.ts), so the
 * season never prices their stays, and within the 10 years the form accepts.
 */
function farSeasonStart(): string {
  return addDaysIso(todayIso(), 2950 + Math.floor(Math.random() * 450));
}

/** «3 noches × $ 70.000 (Base)», as the page and the message write each line of the API's breakdown. */
function breakdownLine(l: { noches: number; precio: number; etiqueta: string }): string {
  return `${l.noches} ${l.noches === 1 ? 'noche' : 'noches'} × ${formatARS(l.precio)} (${l.etiqueta})`;
}

async function fillStay(page: Page, entrada: string, salida: string) {
  const quote = page.getByTestId('quote');
  await quote.getByLabel('Fecha de entrada').fill(entrada);
  await quote.getByLabel('Fecha de salida').fill(salida);
}

async function apiQuote(context: BrowserContext, query: Record<string, string | number>): Promise<CotizacionResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await context.request.get(`/api/public/cotizacion?${params}`);
  expect(response.status()).toBe(200);
  return response.json();
}

function whatsappText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return decodeURIComponent(new URL(href!).searchParams.get('text')!);
}

describe('public quote', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows room and the price per payment method for free dates, and writes the WhatsApp message', async () => {
    const page = await newPage(browser);
    await page.goto('/cabanas');
    await waitForPreloader(page);
    const { entrada, salida } = farStay(3);
    await fillStay(page, entrada, salida);
    await page.getByTestId('quote').getByLabel('Personas').selectOption('4');
    const result = page.locator('[data-testid="quote-result"][data-disponible="true"]');
    await result.waitFor();
    await result.getByText(`${formatDateAR(entrada)} al ${formatDateAR(salida)} · 3 noches · 4 personas`).waitFor();
    const api = await apiQuote(page.context(), { tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4 });
    expect(api.disponible).toBe(true);
    const rows = await result.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ['th', '.pub-quote-total', '.pub-quote-per-day'].map((sel) => tr.querySelector(sel)!.textContent!.trim())),
    );
    expect(rows).toEqual(
      api.cotizaciones.map((c) => [
        { efectivo: 'Efectivo', transferencia: 'Transferencia', tarjeta: 'Tarjeta' }[c.metodo_pago]!,
        formatARS(c.total),
        `${formatARS(c.precio_por_dia)} por día`,
      ]),
    );
    const cta = result.getByRole('link', { name: 'Reservar Ahora' });
    await expect(cta.getAttribute('rel')).resolves.toContain('noopener');
    await expect(cta.getAttribute('target')).resolves.toBe('_blank');
    const text = whatsappText(await cta.getAttribute('href'));
    expect(text).toContain('¡Hola! Quiero reservar una cabaña.');
    expect(text).toContain(`Fechas: del ${formatDateAR(entrada)} al ${formatDateAR(salida)} (3 noches)`);
    expect(text).toContain('Personas: 4 personas');
    for (const c of api.cotizaciones) expect(text).toContain(formatARS(c.total));
    await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-disponible');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/')),
      cta.click(),
    ]);
    await tab.close();
    await page.context().close();
  });

  it('quotes camping with adults and minors', async () => {
    const page = await newPage(browser, 'phone');
    await page.goto('/camping');
    await waitForPreloader(page);
    const { entrada, salida } = farStay(2);
    await fillStay(page, entrada, salida);
    const quote = page.getByTestId('quote');
    await quote.getByLabel('Adultos').fill('2');
    await quote.getByLabel('Menores').fill('1');
    const result = page.locator('[data-testid="quote-result"][data-disponible="true"]');
    await result.getByText('2 adultos y 1 menor').waitFor();
    const api = await apiQuote(page.context(), {
      tipo_hospedaje_id: 3,
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_adultos: 2,
      cantidad_menores: 1,
    });
    await result.getByText(formatARS(api.cotizaciones[0].total)).first().waitFor();
    const text = whatsappText(await result.getByRole('link', { name: 'Reservar Ahora' }).getAttribute('href'));
    expect(text).toContain('una parcela de camping');
    expect(text).toContain('Personas: 2 adultos y 1 menor');
    await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-camping');
    await page.context().close();
  });

  it('says there is no room when every cabin is booked on those dates', async () => {
    const admin = await loggedInPage(browser);
    const request = admin.context().request;
    const { entrada, salida } = farStay(2);
    const documento = `${Date.now()}`.slice(-9);
    const cliente = await request.post('/api/endpoints/clientes', {
      data: { nombre: 'Visita', apellido: 'Cotización', documento, telefono: '2664000000' },
    });
    expect(cliente.ok()).toBe(true);
    const clienteId = (await cliente.json()).cliente.id as number;
    const units = (await (await request.get('/api/endpoints/hospedajes')).json()).hospedajes as Array<{ id: number; tipo_hospedaje_id: number }>;
    for (const unit of units.filter((u) => u.tipo_hospedaje_id === 1)) {
      const booked = await request.post('/api/endpoints/reservas', {
        data: {
          cliente_id: clienteId,
          hospedaje_id: unit.id,
          fecha_entrada: entrada,
          fecha_salida: salida,
          cantidad_personas: 2,
          monto_total: 92000,
          metodo_pago: 'efectivo',
        },
      });
      // 409: someone else's stay already holds it, which leaves it just as full.
      expect([200, 201, 409]).toContain(booked.status());
    }
    await admin.context().close();

    const page = await newPage(browser);
    await page.goto('/');
    await waitForPreloader(page);
    await page.getByTestId('quote').scrollIntoViewIfNeeded();
    await fillStay(page, entrada, salida);
    const result = page.locator('[data-testid="quote-result"][data-disponible="false"]');
    await result.getByText('No hay hospedajes disponibles para las fechas seleccionadas').waitFor();
    expect(await result.locator('table').count()).toBe(0);
    const text = whatsappText(await result.getByRole('link', { name: 'Consultar por WhatsApp' }).getAttribute('href'));
    expect(text).toContain(`del ${formatDateAR(entrada)} al ${formatDateAR(salida)} (2 noches)`);
    await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-sin-lugar');
    // The same dates in a dormi still have room.
    await page.getByTestId('quote').getByLabel('Tipo de hospedaje').selectOption({ label: 'Dormi' });
    await page.locator('[data-testid="quote-result"][data-disponible="true"]').waitFor();
    await page.context().close();
  });

  it('shows a season in the breakdown and the WhatsApp message, and refuses a stay below its minimum', async () => {
    const admin = await loggedInPage(browser);
    const request = admin.context().request;
    const desde = farSeasonStart();
    const nombre = `Temporada alta ${Date.now().toString(36).slice(-5)}`;
    const created = await request.post('/api/endpoints/temporadas', {
      data: { nombre, color: '#E4572E', rangos: [{ desde, hasta: addDaysIso(desde, 9) }], modo: 'porcentaje', porcentaje: 40, minimo_noches: 3 },
    });
    expect(created.status()).toBe(201);
    const seasonId = ((await created.json()) as { temporada: { id: number } }).temporada.id;
    try {
      // Two base nights, then two of the season: 4 nights meet its minimum of 3.
      const entrada = addDaysIso(desde, -2);
      const salida = addDaysIso(desde, 2);
      const api = await apiQuote(admin.context(), { tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4 });
      expect(api.disponible).toBe(true);
      expect(api.minimo).toEqual({ noches: 3, temporada: nombre });
      for (const viewport of ['desktop', 'phone'] as const) {
        const page = await newPage(browser, viewport);
        await page.goto('/cabanas');
        await waitForPreloader(page);
        await fillStay(page, entrada, salida);
        await page.getByTestId('quote').getByLabel('Personas').selectOption('4');
        const result = page.locator('[data-testid="quote-result"][data-disponible="true"]');
        await result.getByText(`${formatDateAR(entrada)} al ${formatDateAR(salida)} · 4 noches · 4 personas`).waitFor();
        await result.getByText(`En ${nombre} la estadía mínima es de 3 noches`).waitFor();
        const text = whatsappText(await result.getByRole('link', { name: 'Reservar Ahora' }).getAttribute('href'));
        for (const c of api.cotizaciones) {
          expect(c.desglose).toHaveLength(2);
          const lines = c.desglose!.map(breakdownLine);
          expect(lines[1]).toContain(`(${nombre})`);
          const label = { efectivo: 'Efectivo', transferencia: 'Transferencia', tarjeta: 'Tarjeta' }[c.metodo_pago]!;
          const shown = await result.getByRole('list', { name: `Detalle en ${label}` }).getByRole('listitem').allTextContents();
          expect(shown).toEqual(lines);
          expect(text).toContain([`- ${label}: ${formatARS(c.total)}`, ...lines.map((l) => `   · ${l}`)].join('\n'));
        }
        // Compact on the phone: nothing wider than the screen.
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
        expect(widths.page).toBeLessThanOrEqual(widths.view);
        await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-temporada');

        if (viewport === 'desktop') {
          // Two nights inside the season: below its minimum, the rule's words are the answer.
          const corta = { entrada: addDaysIso(desde, 1), salida: addDaysIso(desde, 3) };
          await fillStay(page, corta.entrada, corta.salida);
          const refused = page.locator('[data-testid="quote-result"][data-disponible="false"]');
          await refused.getByText(`En ${nombre} la estadía mínima es de 3 noches`).waitFor();
          await refused.getByText(`Elegí una salida a partir del ${formatDateAR(addDaysIso(corta.entrada, 3))}`, { exact: false }).waitFor();
          expect(await refused.getByText('No hay hospedajes disponibles', { exact: false }).count()).toBe(0);
          expect(await refused.locator('table').count()).toBe(0);
          await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-minimo');
        }
        await page.context().close();
      }
    } finally {
      await request.delete(`/api/endpoints/temporadas/${seasonId}`);
      await admin.context().close();
    }
  });

  it.each(['desktop', 'phone'] as const)(
    'names camping counts as the form does and asks whole numbers as whole numbers (%s, issue 15)',
    async (viewport) => {
      const page = await newPage(browser, viewport);
      await page.goto('/camping');
      await waitForPreloader(page);
      const { entrada, salida } = farStay(3);
      await fillStay(page, entrada, salida);
      const quote = page.getByTestId('quote');
      const answer = page.getByTestId('quote-answer');
      for (const [adultos, menores, message] of [
        ['31', '0', 'Adultos: como máximo 30'],
        ['2.5', '0', 'Adultos: ingrese un número entero, sin decimales'],
        ['-3', '0', 'Adultos: como mínimo 1'],
        ['20', '11', 'Camping: como máximo 30 personas por reserva (adultos y menores)'],
      ]) {
        await quote.getByLabel('Adultos').fill(adultos);
        await quote.getByLabel('Menores').fill(menores);
        await answer.getByRole('alert').getByText(message, { exact: true }).waitFor();
        expect(await answer.textContent()).not.toMatch(/cantidad_|Tiene que viajar/);
      }
      await elementShot(page, '[data-testid="quote"]', 'publico-cotizacion-error');
      // The API says the same to any other client.
      const response = await page.context().request.get(
        `/api/public/cotizacion?tipo_hospedaje_id=3&fecha_entrada=${entrada}&fecha_salida=${salida}&cantidad_adultos=31`,
      );
      expect(response.status()).toBe(400);
      expect((await response.json()).message).toBe('Adultos: como máximo 30');
      await page.context().close();
    },
  );

  it('keeps the floating buttons off the quote on a phone, and brings them back past it (issue 37)', async () => {
    const page = await newPage(browser, 'phone');
    await page.goto('/cabanas');
    await waitForPreloader(page);
    const { entrada, salida } = farStay(3);
    await fillStay(page, entrada, salida);
    const result = page.locator('[data-testid="quote-result"][data-disponible="true"]');
    await result.waitFor();
    const whatsapp = page.locator('.floating-whatsapp');
    const toTop = page.locator('.scroll-to-top');
    /** Whether the button is shown, once its fade (0.2 s) has settled. */
    const shown = async (locator: typeof whatsapp) => {
      // Two frames: the buttons measure once a frame after a scroll, then start their fade.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(50);
      const read = () => locator.evaluate((el) => `${getComputedStyle(el).visibility}/${getComputedStyle(el).opacity}`);
      let state = await read();
      for (let i = 0; i < 30 && !['visible/1', 'hidden/0'].includes(state); i++) {
        await page.waitForTimeout(100);
        state = await read();
      }
      return state === 'visible/1';
    };
    await page.evaluate(() => {
      const row = document.querySelector('[data-testid="quote-result"] tbody tr:last-child')!;
      window.scrollBy(0, row.getBoundingClientRect().bottom - window.innerHeight + 20);
    });
    expect(await shown(whatsapp)).toBe(false);
    expect(await shown(toTop)).toBe(false);
    // The footer, past the quote: both are back.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await shown(whatsapp)).toBe(true);
    expect(await shown(toTop)).toBe(true);
    await page.context().close();
  });

  it('explains impossible dates in Spanish without asking the server', async () => {
    const page = await newPage(browser);
    await page.goto('/dormis');
    await waitForPreloader(page);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/cotizacion') && calls.push(r.url()));
    const { entrada } = farStay(1);
    const quote = page.getByTestId('quote');
    // A day that does not exist, and an exit on the entry day: each date field says why and passes nothing on.
    const inexistente = `31/02/${entrada.slice(0, 4)}`;
    await quote.getByLabel('Fecha de entrada').fill(inexistente);
    await quote.getByRole('alert').getByText(`${inexistente} no es una fecha válida`).waitFor();
    await fillStay(page, entrada, entrada);
    await quote.getByRole('alert').getByText(`La fecha no puede ser anterior al ${formatDateAR(addDaysIso(entrada, 1))}`).waitFor();
    // A check that something does not happen needs a window: longer than the form's debounce
    // (LIMITES.searchDebounceMs, 500 ms), after which a call for that range would have gone out. Waiting for that
    // call fails at once if it comes.
    const range = `fecha_entrada=${entrada}&fecha_salida=${entrada}`;
    const late = await page
      .waitForRequest((r) => r.url().includes('/cotizacion') && r.url().includes(range), { timeout: LIMITES.searchDebounceMs + 200 })
      .then(
        (r) => r.url(),
        (error: Error) => {
          if (error.name !== 'TimeoutError') throw error;
          return null;
        },
      );
    expect(late).toBeNull();
    expect(calls.filter((url) => url.includes(range))).toEqual([]);
    await page.context().close();
  });
});
