/**
 * Precios on the real server: an admin edits one price inline, and both the price the API quotes and the amount
 * Reserva Rápida computes follow; a refused value says why; a staff user sees the prices read-only and the API
 * refuses its edits. The edited price is restored at the end (other areas' tests share the database), and the staff
 * user is removed.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import bcrypt from 'bcryptjs';
import { Client } from 'pg';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatARS } from '@camping/contracts/format';
import { launchBrowser, loggedInPage, newContext, screenshot, viewShot } from '../support/browser';

interface PrecioRow {
  id: number;
  tipo_tabla: 'camping' | 'hospedaje';
  tipo_hospedaje_id: number;
  descripcion: string | null;
  cantidad_personas: number | null;
  metodo_pago: string;
  precio: number;
}

/**
 * The price this test edits: dormis for 3 people paying by transfer (other areas' tests book with efectivo).
 */
const TARGET = { tipo_hospedaje_id: 2, cantidad_personas: 3, metodo_pago: 'transferencia' } as const;
const TARGET_LABEL = 'Dormis, 3 personas, Transferencia';

async function allPrices(request: APIRequestContext): Promise<PrecioRow[]> {
  const response = await request.get('/api/endpoints/hospedajes?todos_precios');
  if (!response.ok()) throw new Error(`todos_precios: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { precios: PrecioRow[] }).precios;
}

async function quotedPrice(request: APIRequestContext): Promise<number> {
  const q = TARGET;
  const response = await request.get(
    `/api/endpoints/hospedajes?precio&tipo_hospedaje_id=${q.tipo_hospedaje_id}&cantidad_personas=${q.cantidad_personas}&metodo_pago=${q.metodo_pago}`,
  );
  if (!response.ok()) throw new Error(`precio: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { precio: number }).precio;
}

/** The same text the screen shows, whatever kind of space Intl puts after the sign. */
function same(text: string | null): string {
  return (text ?? '').replace(/\s/g, ' ').trim();
}

async function openPrecios(page: Page): Promise<void> {
  await page.goto('/admin/precios');
  await page.getByRole('heading', { level: 1, name: 'Precios' }).waitFor();
  await page.getByRole('region', { name: 'Precios de hospedaje' }).waitFor();
}

describe('Precios', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets an admin edit one price inline, and the computed booking price follows', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const target = (await allPrices(request)).find(
      (p) =>
        p.tipo_tabla === 'hospedaje' &&
        p.tipo_hospedaje_id === TARGET.tipo_hospedaje_id &&
        p.cantidad_personas === TARGET.cantidad_personas &&
        p.metodo_pago === TARGET.metodo_pago,
    );
    if (!target) throw new Error('El precio de dormis para 3 personas con transferencia no está cargado');
    const original = target.precio;
    const nuevo = original + 1250;
    try {
      await openPrecios(page);
      await screenshot(page, 'precios');
      const cell = page.getByRole('button', { name: new RegExp(`^Editar precio: ${TARGET_LABEL},`) });
      expect(same(await cell.textContent())).toContain(same(formatARS(original)));

      // A value that is not a number >= 0 is refused with the spec's message and changes nothing.
      await cell.click();
      const input = page.getByRole('textbox', { name: `Nuevo precio: ${TARGET_LABEL}` });
      await input.fill('-10');
      await input.press('Enter');
      await page.getByRole('alert').getByText('El precio debe ser un número válido mayor o igual a 0').waitFor();
      await screenshot(page, 'precios-error');
      expect(await quotedPrice(request)).toBe(original);

      // Only one price at a time: opening another closes this one.
      await page.getByRole('button', { name: /^Editar precio: Camping, Base, Efectivo,/ }).click();
      await expect(page.getByRole('textbox').count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('textbox').count()).resolves.toBe(0);

      // Typed the es-AR way, with the thousands dot.
      await cell.click();
      await input.fill(new Intl.NumberFormat('es-AR').format(nuevo));
      await screenshot(page, 'precios-edicion');
      await input.press('Enter');
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Precio actualizado correctamente' }).first().waitFor();
      await input.waitFor({ state: 'detached' });
      await cell.waitFor();
      expect(same(await cell.textContent())).toContain(same(formatARS(nuevo)));
      expect(await quotedPrice(request)).toBe(nuevo);

      // Reserva Rápida computes with the new price: 2 nights of a dormi for 3 people paying by transfer.
      const entrada = addDaysIso(todayIso(), 700);
      await page.goto('/admin/reserva-rapida');
      await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
      await page.getByLabel(/^Fecha entrada/).fill(entrada);
      await page.getByLabel(/^Fecha salida/).fill(addDaysIso(entrada, 2));
      await page.getByLabel(/^Tipo de hospedaje/).selectOption({ label: 'Dormis' });
      await page.waitForFunction(() => {
        const select = document.querySelector<HTMLSelectElement>('#qr-numero');
        return Boolean(select && !select.disabled && select.options.length > 1);
      });
      const numero = page.getByLabel(/^Número de hospedaje/);
      await numero.selectOption((await numero.locator('option').nth(1).getAttribute('value'))!);
      await page.getByLabel(/^Personas/).selectOption(String(TARGET.cantidad_personas));
      await page.getByLabel(/^Método de pago/).selectOption(TARGET.metodo_pago);
      await page.waitForFunction(
        (expected) => document.querySelector<HTMLInputElement>('#qr-monto')?.value === expected,
        String(nuevo * 2),
      );
    } finally {
      await request.put('/api/endpoints/hospedajes', { data: { id: target.id, precio: original } });
      expect(await quotedPrice(request)).toBe(original);
      await page.context().close();
    }
  });

  it.each(['desktop', 'phone'] as const)(
    'asks before a big change showing old and new, and Deshacer in the toast puts the old price back (%s, issue 15)',
    async (viewport) => {
      const page = await loggedInPage(browser, viewport);
      const request = page.context().request;
      const target = (await allPrices(request)).find(
        (p) => p.tipo_hospedaje_id === TARGET.tipo_hospedaje_id && p.cantidad_personas === TARGET.cantidad_personas && p.metodo_pago === TARGET.metodo_pago,
      )!;
      const original = target.precio;
      try {
        await openPrecios(page);
        const cell = page.getByRole('button', { name: new RegExp(`^Editar precio: ${TARGET_LABEL},`) });
        const input = page.getByRole('textbox', { name: `Nuevo precio: ${TARGET_LABEL}` });

        // '46,5' is forty-six and a half: cents are refused, never rounded to $47.
        await cell.click();
        await input.fill('46,5');
        await input.press('Enter');
        await page.getByRole('alert').getByText('El precio va en pesos enteros, sin centavos (por ejemplo 46.000)').waitFor();
        expect(await quotedPrice(request)).toBe(original);

        // '34' for 34.000: below $1.000, so it asks, with the old and the new amount; Cancelar changes nothing.
        await input.fill('34');
        await input.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Confirmar cambio de precio' });
        await dialog.waitFor();
        expect(same(await dialog.textContent())).toContain(same(`${TARGET_LABEL}: de ${formatARS(original)} a ${formatARS(34)}`));
        await viewShot(page, viewport === 'phone' ? 'precios-confirmacion-movil' : 'precios-confirmacion');
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await quotedPrice(request)).toBe(original);

        // Twice the price is more than +50 %: confirmed, saved, quoted at once; then undone from the toast.
        const doble = original * 2;
        await input.fill(new Intl.NumberFormat('es-AR').format(doble));
        await input.press('Enter');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Precio actualizado correctamente' }).first();
        await toast.waitFor();
        expect(await quotedPrice(request)).toBe(doble);
        await viewShot(page, viewport === 'phone' ? 'precios-deshacer-movil' : 'precios-deshacer');
        await toast.getByRole('button', { name: 'Deshacer' }).click();
        await page.locator('[data-sonner-toast]').filter({ hasText: 'Se restauró el precio anterior' }).first().waitFor();
        expect(await quotedPrice(request)).toBe(original);
        await page.waitForFunction(
          ({ label, amount }) =>
            Array.from(document.querySelectorAll('button')).some(
              (b) => b.getAttribute('aria-label')?.startsWith(`Editar precio: ${label},`) && b.textContent?.replace(/\s/g, ' ').includes(amount),
            ),
          { label: TARGET_LABEL, amount: same(formatARS(original)) },
        );
      } finally {
        await request.put('/api/endpoints/hospedajes', { data: { id: target.id, precio: original } });
        await page.context().close();
      }
    },
  );

  it('reads well on a phone', async () => {
    const page = await loggedInPage(browser, 'phone');
    await openPrecios(page);
    await screenshot(page, 'precios-movil');
    await page.getByRole('button', { name: /^Editar precio: Camping, Adulto, Transferencia,/ }).click();
    await page.getByRole('textbox', { name: 'Nuevo precio: Camping, Adulto, Transferencia' }).waitFor();
    await screenshot(page, 'precios-edicion-movil');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();
  });

  describe('as a staff user', () => {
    const usuario = `recep${Date.now().toString(36).slice(-5)}`;
    const contrasena = 'clave-recepcion-e2e-1';
    let db: Client;

    beforeAll(async () => {
      db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
      await db.connect();
      await db.query(`INSERT INTO usuarios (usuario, password_hash, rol) VALUES ($1, $2, 'recepcion')`, [
        usuario,
        await bcrypt.hash(contrasena, 10),
      ]);
    });
    afterAll(async () => {
      await db.query('DELETE FROM usuarios WHERE usuario = $1', [usuario]);
      await db.end();
    });

    it.each(['desktop', 'phone'] as const)('sees the prices read-only, and the API refuses a change (%s)', async (viewport) => {
      const context = await newContext(browser, viewport);
      const login = await context.request.post('/api/auth/login', { data: { usuario, contrasena } });
      expect(login.ok()).toBe(true);
      expect(((await login.json()) as { usuario: { rol: string } }).usuario.rol).toBe('recepcion');
      const page = await context.newPage();
      try {
        await openPrecios(page);
        await page.getByRole('note').getByText('Solo un administrador puede modificar los precios.', { exact: false }).waitFor();
        await expect(page.getByRole('button', { name: /^Editar precio/ }).count()).resolves.toBe(0);
        const prices = await allPrices(context.request);
        expect(prices.length).toBeGreaterThan(0);
        const shown = (await page.locator('.mfc-price').allTextContents()).map(same);
        for (const price of prices) expect(shown).toContain(same(formatARS(price.precio)));
        await screenshot(page, `precios-solo-lectura-${viewport}`);

        const refused = await context.request.put('/api/endpoints/hospedajes', { data: { id: prices[0].id, precio: 1 } });
        expect(refused.status()).toBe(403);
        expect((await allPrices(context.request)).find((p) => p.id === prices[0].id)?.precio).toBe(prices[0].precio);
      } finally {
        await context.close();
      }
    });
  });
});
