/**
 * Cancelling on the real server (issue 32): a stay booked with a $ 20.000 seña is cancelled from the Reservas detail
 * (1280 and 390 px) with a reason and a partial refund. The API then holds a cancelled stay whose amount is what it
 * kept (paid less refunded), balance 0, and the refund; the screen shows the account (no balance, no «Registrar
 * pago», the refund listed) and the list row what was kept. Screenshots of the dialog, its end, and the account.
 */
import type { APIRequestContext, Browser, Locator } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { createGuest, readReserva } from '../support/api-data';
import { launchBrowser, loggedInPage, screenshot, viewShot, type ViewportName } from '../support/browser';

async function bookWithSena(request: APIRequestContext, clienteId: number, entrada: string): Promise<number> {
  const salida = addDaysIso(entrada, 2);
  const libres = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${entrada}&fecha_salida=${salida}`);
  expect(libres.ok()).toBe(true);
  const response = await request.post('/api/endpoints/reservas', {
    data: {
      cliente_id: clienteId,
      hospedaje_id: (await libres.json()).hospedajes[0].id,
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_personas: 2,
      monto_total: 100000,
      sena_monto: 20000,
      sena_metodo_pago: 'transferencia',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, ' ');

describe('cancelling on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 360],
    ['phone', 366],
  ] as Array<[ViewportName, number]>)('a cancellation with a partial refund, from the Reservas detail (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Cancela');
    const id = await bookWithSena(request, guest.id, addDaysIso(todayIso(), offset));
    expect(await readReserva(request, id)).toMatchObject({ estado: 'activa', total_pagado: 20000, saldo: 80000 });

    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(guest.apellido);
    const row = page.locator(`[data-reserva-id="${id}"]`);
    await row.getByText('Pago parcial').waitFor();
    if (viewport === 'desktop') await row.click();
    else await row.getByRole('button', { name: `${guest.apellido}, Huésped`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
    await detail.locator('.pay-panel').getByRole('form', { name: 'Registrar pago' }).waitFor();
    await detail.getByRole('button', { name: 'Cancelar reserva' }).click();

    // The dialog: the stay and what was paid, a reason, part refunded in cash, and the outcome before confirming.
    const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
    await dialog.waitFor();
    await dialog.getByText(`${guest.apellido}, Huésped`).waitFor();
    expect(await text(dialog.getByTestId('cancel-pagado'))).toBe('$ 20.000');
    await dialog.getByLabel('Motivo de la cancelación').selectOption('clima');
    await dialog.getByLabel('Reembolsar una parte o todo').check();
    await dialog.getByLabel('Monto a reembolsar').fill('20000.01');
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await dialog.getByText('El reembolso no puede superar lo pagado').waitFor();
    await dialog.getByLabel('Monto a reembolsar').fill('12000');
    await dialog.getByLabel('Cómo se reembolsa').selectOption('efectivo');
    const outcome = dialog.getByTestId('cancel-outcome');
    await outcome.getByText(/^Se reembolsan \$\s12\.000 en efectivo/).waitFor();
    expect(await text(outcome)).toBe('Se reembolsan $ 12.000 en efectivo; queda $ 8.000 (lo conservado), saldo $ 0.');
    await viewShot(page, 'cancelar-reserva-dialogo');
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await viewShot(page, 'cancelar-reserva-dialogo-final');
    await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
    await page.getByText(MSG_CUENTA.reservaCancelada).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The API: cancelled, its amount what it kept, nothing owed, the refund recorded.
    expect(await readReserva(request, id)).toMatchObject({
      estado: 'cancelada',
      monto_total: 8000,
      total_pagado: 8000,
      saldo: 0,
      total_reembolsado: 12000,
      cancelacion_motivo: 'clima',
      cancelada_por: expect.any(String),
    });
    const cuenta = await (await request.get(`/api/endpoints/pagos?reserva_id=${id}`)).json();
    expect(cuenta).toMatchObject({ total_pagado: 8000, total_reembolsado: 12000 });
    expect(cuenta.reembolsos).toEqual([expect.objectContaining({ monto: 12000, metodo_pago: 'efectivo', fecha: todayIso() })]);

    // The screen: the account of a cancelled stay, never a balance or «Registrar pago».
    const panel = detail.locator('.pay-panel');
    const account = panel.getByTestId('pay-cancelada');
    await account.waitFor();
    expect(await text(account)).toContain('Motivo: Clima o caminos');
    expect(await text(panel.getByTestId('pay-reembolsado'))).toBe('$ 12.000');
    expect(await text(panel.getByTestId('pay-conservado'))).toBe('$ 8.000');
    const refund = panel.getByRole('list', { name: 'Reembolsos' }).getByRole('listitem');
    expect(await refund.count()).toBe(1);
    expect(await text(refund)).toContain(todayIso().split('-').reverse().join('/'));
    expect(await text(refund)).toContain('Efectivo');
    expect(await text(refund)).toContain('$ 12.000');
    expect(await panel.getByRole('form', { name: 'Registrar pago' }).count()).toBe(0);
    expect(await panel.getByTestId('pay-saldo').count()).toBe(0);
    expect(await detail.getByRole('button', { name: 'Cancelar reserva' }).count()).toBe(0);
    await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'cancelar-reserva-cuenta');

    // The list: what was kept, not «Pago parcial · Saldo», and no second «Cancelar».
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
    await row.getByText(/^Conservado \$\s8\.000$/).waitFor();
    expect(await row.getByText('Pago parcial').count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Cancelar reserva #/ }).count()).toBe(0);
    await screenshot(page, 'cancelar-reserva-lista', { fromTop: true });
    await page.context().close();
  });
});
