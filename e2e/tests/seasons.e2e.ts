/**
 * Temporadas (issue 35) on the real server: an admin defines a season (+50 % over the base) for some future nights in
 * Precios, the year strip colours them, and the public quote for those dates costs 50 % more, per payment method,
 * with the season named in its breakdown. At 390 px the section, the form and the strip fit the phone's width. The
 * season is deleted at the end (other tests of this worker's database may quote far dates).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { seriousA11yViolations } from '../support/axe';
import { elementShot, launchBrowser, loggedInPage, newPage, screenshot, viewShot, waitForPreloader } from '../support/browser';

const RUN = Date.now().toString(36).slice(-5);

/** Three nights starting somewhere in the next 2 to 7 years, unique per run. */
function farStay(): { entrada: string; salida: string } {
  const entrada = addDaysIso(todayIso(), 700 + Math.floor(Math.random() * 1800));
  return { entrada, salida: addDaysIso(entrada, 3) };
}

async function apiQuote(context: BrowserContext, entrada: string, salida: string): Promise<CotizacionResponse> {
  const response = await context.request.get(
    `/api/public/cotizacion?tipo_hospedaje_id=1&cantidad_personas=4&fecha_entrada=${entrada}&fecha_salida=${salida}`,
  );
  expect(response.status()).toBe(200);
  return response.json();
}

/** The shared DD/MM/YYYY field: typed as a clerk types it, digits only. */
async function typeDate(field: Locator, iso: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(formatDateAR(iso).replace(/\//g, ''));
}

/** The public quote's date fields, whichever kind the public site draws. */
async function fillPublicDate(field: Locator, iso: string): Promise<void> {
  if ((await field.getAttribute('type')) === 'date') await field.fill(iso);
  else await typeDate(field, iso);
}

async function openPrecios(page: Page): Promise<Locator> {
  await page.goto('/admin/precios');
  const section = page.getByRole('region', { name: 'Temporadas' });
  await section.getByRole('list', { name: 'Referencias' }).waitFor();
  return section;
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

describe('Temporadas', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an admin defines a +50 % season in Precios and the public quote for those nights follows', async () => {
    const admin = await loggedInPage(browser);
    const request = admin.context().request;
    const { entrada, salida } = farStay();
    const nombre = `Temporada prueba ${RUN}`;
    const base = await apiQuote(admin.context(), entrada, salida);
    expect(base.disponible).toBe(true);
    let seasonId: number | null = null;
    try {
      const section = await openPrecios(admin);
      await section.getByRole('button', { name: 'Nueva temporada' }).click();
      const form = admin.getByRole('form', { name: 'Temporada' });
      await form.getByLabel('Nombre').fill(nombre);
      await typeDate(form.getByLabel('Desde'), entrada);
      await typeDate(form.getByLabel('Hasta'), addDaysIso(salida, -1));
      await form.getByRole('radio', { name: 'Precios propios' }).check();
      await form.getByRole('textbox', { name: 'Cabañas, 2 personas, Efectivo' }).scrollIntoViewIfNeeded();
      await viewShot(admin, 'temporadas-formulario-grilla');
      await form.getByRole('radio', { name: 'Porcentaje sobre los precios base' }).check();
      await form.getByLabel('Porcentaje (%)').fill('50');
      await viewShot(admin, 'temporadas-formulario');
      await form.getByRole('button', { name: 'Guardar temporada' }).click();
      await form.waitFor({ state: 'detached' });

      const card = section.getByRole('listitem', { name: nombre });
      await card.getByText('+50 % sobre la base').waitFor();
      await card.getByText(`${formatDateAR(entrada)} – ${formatDateAR(addDaysIso(salida, -1))}`).waitFor();
      const seasons = (await (await request.get('/api/endpoints/temporadas')).json()) as { temporadas: Array<{ id: number; nombre: string }> };
      seasonId = seasons.temporadas.find((t) => t.nombre === nombre)?.id ?? null;
      expect(seasonId).not.toBeNull();

      // The strip of the season's year colours its nights, not the day the guest leaves.
      const year = Number(entrada.slice(0, 4));
      for (let shown = Number(todayIso().slice(0, 4)); shown < year; shown++) {
        await section.getByRole('button', { name: `Ver ${shown + 1}` }).click();
      }
      await section.getByRole('img', { name: `${formatDateAR(entrada)}: ${nombre}` }).waitFor();
      await section.getByRole('img', { name: `${formatDateAR(salida)}: Base` }).waitFor();
      await section.getByRole('list', { name: `Fines de semana largos sugeridos para ${year}` }).waitFor();
      await screenshot(admin, 'temporadas', { fromTop: true });
      await elementShot(admin, '.mfc-seasons-year', 'temporadas-calendario');

      const season = await apiQuote(admin.context(), entrada, salida);
      expect(season.disponible).toBe(true);
      for (const c of season.cotizaciones) {
        const before = base.cotizaciones.find((b) => b.metodo_pago === c.metodo_pago);
        expect(c.total).toBe(Math.round(before!.total * 1.5));
        expect(c.desglose_texto).toContain(nombre);
      }

      // The visitor's page shows the new totals, one per payment method.
      const visitor = await newPage(browser);
      await visitor.goto('/cabanas');
      await waitForPreloader(visitor);
      const quote = visitor.getByTestId('quote');
      await fillPublicDate(quote.getByLabel('Fecha de entrada'), entrada);
      await fillPublicDate(quote.getByLabel('Fecha de salida'), salida);
      await quote.getByLabel('Personas').selectOption('4');
      const result = visitor.locator('[data-testid="quote-result"][data-disponible="true"]');
      await result.waitFor();
      for (const c of season.cotizaciones) await result.getByText(formatARS(c.total), { exact: true }).first().waitFor();
      for (const b of base.cotizaciones) expect(await result.getByText(formatARS(b.total), { exact: true }).count()).toBe(0);
      await visitor.context().close();

      // Eliminar asks first; then the nights go back to the base prices.
      await card.getByRole('button', { name: `Eliminar ${nombre}` }).click();
      const confirm = admin.getByRole('dialog', { name: `Eliminar «${nombre}»` });
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      // The open dialog hides the page from the accessibility tree (aria-hidden), so the card «leaves» at once: the
      // deletion has ended only when the dialog closes.
      await confirm.waitFor({ state: 'detached' });
      await card.waitFor({ state: 'detached' });
      seasonId = null;
      const after = await apiQuote(admin.context(), entrada, salida);
      expect(after.cotizaciones.map((c) => c.total)).toEqual(base.cotizaciones.map((c) => c.total));
    } finally {
      if (seasonId !== null) await request.delete(`/api/endpoints/temporadas/${seasonId}`);
      await admin.context().close();
    }
  });

  it('fits a phone: the section, the form and the strip at 390 px', async () => {
    const page = await loggedInPage(browser, 'phone');
    const { entrada } = farStay();
    const nombre = `Invierno prueba ${RUN}`;
    const created = await page.context().request.post('/api/endpoints/temporadas', {
      data: { nombre, color: '#3B82F6', rangos: [{ desde: entrada, hasta: addDaysIso(entrada, 9) }], modo: 'porcentaje', porcentaje: 25, minimo_noches: 3, dias_sin_ingreso: [5] },
    });
    expect(created.status()).toBe(201);
    const seasonId = ((await created.json()) as { temporada: { id: number } }).temporada.id;
    try {
      const section = await openPrecios(page);
      await section.getByRole('listitem', { name: nombre }).waitFor();
      // The strip of the season's year: its coloured days are checked by axe too (contrast of the day numbers).
      for (let shown = Number(todayIso().slice(0, 4)); shown < Number(entrada.slice(0, 4)); shown++) {
        await section.getByRole('button', { name: `Ver ${shown + 1}` }).click();
      }
      await section.getByRole('img', { name: `${formatDateAR(entrada)}: ${nombre}` }).waitFor();
      await section.getByRole('list', { name: /^Fines de semana largos sugeridos/ }).waitFor();
      await expectNoSideScroll(page);
      await screenshot(page, 'temporadas', { fromTop: true });
      expect(await seriousA11yViolations(page, '.mfc-seasons')).toEqual([]);
      await elementShot(page, '.mfc-season-list', 'temporadas-lista');
      await elementShot(page, '.mfc-seasons-year', 'temporadas-calendario');
      await section.getByRole('button', { name: `Editar ${nombre}` }).click();
      const form = page.getByRole('form', { name: 'Temporada' });
      await viewShot(page, 'temporadas-formulario');
      await form.getByRole('radio', { name: 'Precios propios' }).check();
      await form.getByRole('textbox', { name: 'Cabañas, 2 personas, Efectivo' }).scrollIntoViewIfNeeded();
      await viewShot(page, 'temporadas-formulario-grilla');
      await form.getByRole('radio', { name: 'Porcentaje sobre los precios base' }).check();
      await form.getByLabel('Porcentaje (%)').fill('600');
      await form.getByRole('button', { name: 'Guardar temporada' }).click();
      await form.getByText('El porcentaje debe estar entre -90 y 500').waitFor();
      expect(await seriousA11yViolations(page, '.mfc-season-form')).toEqual([]);
      await expectNoSideScroll(page);
    } finally {
      await page.context().request.delete(`/api/endpoints/temporadas/${seasonId}`);
      await page.context().close();
    }
  });
});
