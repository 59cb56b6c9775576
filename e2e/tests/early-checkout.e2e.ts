/**
 * An early check-out on the real server (issue 32), at 1280 and 390 px: a guest checked in two days ago for five
 * nights ($ 350.000, $ 200.000 paid) leaves today. At «Hoy», «Registrar salida» asks what to charge; the clerk charges
 * the two nights used ($ 140.000) and gives the $ 60.000 paid beyond them back in cash. The API then holds the new
 * amount, the refund and today's departure. Then the stay's receipts in the Reservas detail: the payment's and the
 * refund's numbers, their PDFs (answered as application/pdf), «Compartir» (here the clipboard: Chromium on Linux has
 * no share sheet) whose link opens the receipt without a session, and the statement. Screenshots of the dialog and of
 * the panel's receipts.
 */
import { formatARSCents } from '@camping/contracts/format';
import { pdfText } from '@camping/dev-database/pdf-text';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { numeroComprobanteLabel } from '@camping/contracts/schemas/comprobante';
import { createGuest, readReserva } from '../support/api-data';
import { loggedInPage, newContext, viewShot, type ViewportName } from '../support/browser';
import { browserAndDatabase } from '../support/browser-and-database';

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, ' ');

async function freeCabin(request: APIRequestContext, entrada: string, salida: string): Promise<number> {
  const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).hospedajes[0].id;
}

/** Clicks a link that opens in a new tab and answers the content type of what the tab received. */
async function contentTypeOfNewTab(page: Page, link: Locator, url: RegExp): Promise<string | undefined> {
  const [response] = await Promise.all([page.context().waitForEvent('response', (r) => url.test(r.url())), link.click()]);
  expect(response.status()).toBe(200);
  return response.headers()['content-type'];
}

/** Clicks «Compartir» and answers what landed on the clipboard (emptied first: an earlier copy may linger). */
async function shareToClipboard(page: Page, button: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await button.click();
  await page.getByText('Enlace del comprobante copiado').first().waitFor();
  return page.evaluate(async () => {
    for (;;) {
      const copied = await navigator.clipboard.readText();
      if (copied) return copied;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

describe('an early check-out', () => {
  const suite = browserAndDatabase();

  /** Five nights for 4 in a cabin from two days ago ($ 70.000 a night on the list), checked in then, $ 350.000, with $ 200.000 paid by transfer. */
  async function stayCheckedInTwoDaysAgo(request: APIRequestContext, clienteId: number): Promise<number> {
    const hoy = todayIso();
    const entrada = addDaysIso(hoy, -2);
    const salida = addDaysIso(hoy, 3);
    const {
      rows: [{ id }],
    } = await suite.db.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
         monto_total, checkin_at, checkin_por)
       SELECT $1, h.id, h.tipo_hospedaje_id, $3::date, $4::date, 4, 350000, now() - interval '2 days', 'admin'
       FROM hospedajes h WHERE h.id = $2 RETURNING id`,
      [clienteId, await freeCabin(request, entrada, salida), entrada, salida],
    );
    const pago = await request.post('/api/endpoints/pagos', { data: { reserva_id: id, monto: 200000, metodo_pago: 'transferencia' } });
    expect(pago.status()).toBe(201);
    return id;
  }

  it.each(['desktop', 'phone'] as ViewportName[])(
    'charges the nights used and refunds the rest, from «Hoy»; then the receipts of the stay (%s)',
    async (viewport) => {
      const page = await loggedInPage(suite.browser, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const request = page.context().request;
      const hoy = todayIso();
      const guest = await createGuest(request, 'Anticipa');
      const id = await stayCheckedInTwoDaysAgo(request, guest.id);

      await page.goto(`/admin/hoy?fecha=${hoy}`);
      const enCasa = page.getByRole('region', { name: /^En el complejo/ });
      await enCasa.locator(`[data-reserva-id="${id}"]`).getByRole('button', { name: 'Registrar salida' }).click();

      // The one rule for a changed stay: the nights used by the list, beside the whole stay; the cash goes back.
      const dialog = page.getByRole('dialog', { name: 'Salida anticipada' });
      await dialog.getByRole('group', { name: '¿Qué se cobra?' }).waitFor();
      expect(await text(dialog.getByTestId('stay-change-paid'))).toBe('$ 200.000');
      await dialog.getByTestId('stay-change-amount').getByText('2 noches × $').waitFor();
      expect(await text(dialog.getByTestId('stay-change-amount'))).toContain('Según las tarifas: $ 140.000');
      const usadas = dialog.locator('label').filter({ hasText: 'Aplicar monto nuevo: cobrar solo las noches usadas' });
      expect(await text(usadas)).toContain('$ 140.000 · se reembolsan $ 60.000 · saldo $ 0');
      await usadas.getByRole('radio').check();
      await dialog.getByRole('button', { name: 'Registrar salida' }).click();
      await dialog.getByText('Elija cómo se devuelven $').waitFor();
      await dialog.getByLabel('Cómo se devuelve la diferencia').selectOption('efectivo');
      expect(await text(dialog.getByTestId('fd-early-outcome'))).toBe('Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.');
      await viewShot(page, 'salida-anticipada-dialogo');
      await dialog.getByRole('button', { name: 'Registrar salida' }).click();
      await page.getByText(MSG.salidaRegistrada, { exact: true }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      // It leaves today now: among the departures, checked out.
      await page.getByRole('region', { name: /^Salidas/ }).locator(`[data-reserva-id="${id}"]`).getByText(/^Salió /).waitFor();

      // The API: two nights charged, the difference refunded in cash today, the stay ends today.
      expect(await readReserva(request, id)).toMatchObject({
        estado: 'finalizada',
        fecha_salida: hoy,
        monto_total: 140000,
        total_pagado: 140000,
        total_reembolsado: 60000,
        saldo: 0,
        checkout_por: 'admin',
      });
      const cuenta = await (await request.get(`/api/endpoints/pagos?reserva_id=${id}`)).json();
      expect(cuenta.reembolsos).toEqual([expect.objectContaining({ monto: 60000, metodo_pago: 'efectivo', fecha: hoy })]);
      const [pago] = cuenta.pagos;
      const [reembolso] = cuenta.reembolsos;

      // The receipts in the Reservas detail.
      await page.goto('/admin/reservas');
      await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
      const row = page.locator(`[data-reserva-id="${id}"]`);
      await row.getByText('Pagada').first().waitFor();
      if (viewport === 'desktop') await row.click();
      else await row.getByRole('button', { name: `${guest.apellido}, Huésped`, exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Detalles de la Reserva' }).locator('.pay-panel');
      const numero = numeroComprobanteLabel;
      const pagoRow = panel.getByRole('list', { name: 'Pagos registrados' }).getByRole('listitem');
      const refundRow = panel.getByRole('list', { name: 'Reembolsos' }).getByRole('listitem');
      await pagoRow.getByText(numero(pago.numero_comprobante)).waitFor();
      await refundRow.getByText(numero(reembolso.numero_comprobante)).waitFor();
      await refundRow.scrollIntoViewIfNeeded();
      await viewShot(page, 'pagos-comprobantes');

      // Staff PDFs, in a new tab.
      const pagoPdf = pagoRow.getByRole('link', { name: `Comprobante ${numero(pago.numero_comprobante)} (PDF)` });
      expect(await contentTypeOfNewTab(page, pagoPdf, new RegExp(`/api/endpoints/comprobantes\\?pago_id=${pago.id}$`))).toBe('application/pdf');
      const estadoPdf = panel.getByRole('link', { name: 'Estado de cuenta (PDF)' });
      expect(await contentTypeOfNewTab(page, estadoPdf, new RegExp(`/api/endpoints/comprobantes\\?estado_cuenta=${id}$`))).toBe('application/pdf');

      // The guest's link, shared through the clipboard, opens the refund's receipt without a session.
      const shared = await shareToClipboard(page, refundRow.getByRole('button', { name: `Compartir comprobante ${numero(reembolso.numero_comprobante)}` }));
      expect(shared).toBe(new URL(reembolso.comprobante_url, page.url()).href);
      const guestContext = await newContext(suite.browser);
      const guestAnswer = await guestContext.request.get(shared);
      expect(guestAnswer.status()).toBe(200);
      expect(guestAnswer.headers()['content-type']).toBe('application/pdf');
      // Its text, read back with a PDF reader: the receipt's number and amount, in figures and in words.
      const recibo = (await pdfText(await guestAnswer.body())).replace(/\s+/g, ' ');
      expect(recibo).toContain(`Comprobante de reembolso ${numero(reembolso.numero_comprobante)}`);
      expect(recibo).toContain(`Importe: ${formatARSCents(60000).replace(/\s/g, ' ')}`);
      expect(recibo).toContain('Son pesos sesenta mil con 00/100');
      await guestContext.close();
      await page.context().close();
    },
    180_000,
  );
});
