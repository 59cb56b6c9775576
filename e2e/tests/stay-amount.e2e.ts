/**
 * The amount follows the stay on the real server (issue 15, asked since issue 32 in the changed stay's confirmation):
 * a dormi stay of 3 nights at $72.000 extended to 7 nights shows the old and the new amount before saving and saves
 * $168.000 with «Aplicar monto nuevo»; «Mantener monto» keeps $72.000. Screenshots of the confirmation at 1280 and
 * 390 px.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { createGuest, readReserva } from '../support/api-data';
import { launchBrowser, loggedInPage, viewShot, type ViewportName } from '../support/browser';
import { answerStayChange, stayChangeDialog } from '../support/stay-change';
import { pickDay } from '../support/day-picker';

/** 2 people in a dormi for 3 nights at the seeded $24.000 a day: $72.000, on a dormi free for 7 nights. */
async function bookDormi(request: APIRequestContext, clienteId: number, entrada: string): Promise<number> {
  const free = await request.get(
    `/api/endpoints/hospedajes.php?tipo_hospedaje_id=2&fecha_entrada=${entrada}&fecha_salida=${addDaysIso(entrada, 7)}`,
  );
  expect(free.ok()).toBe(true);
  const [dormi] = (await free.json()).hospedajes as Array<{ id: number }>;
  const response = await request.post('/api/endpoints/reservas.php', {
    data: {
      cliente_id: clienteId,
      hospedaje_id: dormi.id,
      fecha_entrada: entrada,
      fecha_salida: addDaysIso(entrada, 3),
      cantidad_personas: 2,
      monto_total: 72000,
      metodo_pago: 'efectivo',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** Opens the edit modal of one stay, extends it from 3 to 7 nights on the range picker and presses «Guardar cambios». */
async function extendToSevenNights(page: Page, apellido: string, id: number, entrada: string) {
  await page.goto('/admin/reservas');
  await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(apellido);
  await page.getByRole('button', { name: new RegExp(`Editar reserva #${id} `) }).click();
  const edit = page.getByRole('dialog', { name: `Editar Reserva #${id}` });
  await edit.waitFor();
  await pickDay(page, addDaysIso(entrada, 7));
  await edit.getByText(MSG.hospedajeDisponible).waitFor();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  const confirm = stayChangeDialog(page);
  await confirm.getByTestId('stay-change-amount').getByText(/Según las tarifas:\s*\$\s*168\.000/).waitFor();
  return { edit, confirm };
}

describe('the amount follows the stay on the real server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop', 160],
    ['phone', 166],
  ] as Array<[ViewportName, number]>)('3 → 7 nights shows $72.000 and $168.000 and saves the new amount (%s)', async (viewport, offset) => {
    const page = await loggedInPage(browser, viewport);
    const request = page.context().request;
    const guest = await createGuest(request, 'Monto');
    const entrada = addDaysIso(todayIso(), offset);
    const id = await bookDormi(request, guest.id, entrada);

    const { edit, confirm } = await extendToSevenNights(page, guest.apellido, id, entrada);
    await confirm.getByTestId('stay-change-amount').getByText(/Antes:\s*\$\s*72\.000/).waitFor();
    await confirm.getByText(/7\snoches × \$\s*24\.000/).waitFor();
    await viewShot(page, viewport === 'desktop' ? 'reservas-monto-nuevo' : 'reservas-monto-nuevo-movil');
    await answerStayChange(page, 'Aplicar monto nuevo');
    await edit.waitFor({ state: 'detached' });
    expect(await readReserva(request, id)).toMatchObject({ fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 7), monto_total: 168000 });
    await page.context().close();
  });

  it('«Mantener monto» keeps $72.000 for the 7 nights (1280)', async () => {
    const page = await loggedInPage(browser, 'desktop');
    const request = page.context().request;
    const guest = await createGuest(request, 'Monto');
    const entrada = addDaysIso(todayIso(), 172);
    const id = await bookDormi(request, guest.id, entrada);

    const { edit } = await extendToSevenNights(page, guest.apellido, id, entrada);
    await answerStayChange(page, 'Mantener monto');
    await edit.waitFor({ state: 'detached' });
    expect(await readReserva(request, id)).toMatchObject({ fecha_salida: addDaysIso(entrada, 7), monto_total: 72000 });
    await page.context().close();
  });
});
