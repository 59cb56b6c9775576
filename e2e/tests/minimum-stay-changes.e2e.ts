/**
 * The seasons' minimum stay on a changed stay (issue 35) on the real server: the Planilla's resize of a cabin stay
 * into a season with a minimum, and «Hoy»'s «Extender estadía» of a guest in house into one, each refused in the
 * changed stay's confirmation with the rule's message and nothing to send, then saved once «Exceptuar la estadía
 * mínima» carries a reason, which the reservation's history records as the edit modal's does. Screenshots at 1280
 * and 390 px. Each test deletes its season (the one near today right after its test, so no other stay meets it).
 */
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { lineaHistorial } from '@camping/contracts/historial';
import { MSG } from '@camping/contracts/messages';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import { createGuest, freeUnits, readReserva } from '../support/api-data';
import { loggedInPage, viewShot, type ViewportName } from '../support/browser';
import { browserAndDatabase } from '../support/browser-and-database';
import { dayWidthOf, drag, openGrid, units } from '../support/planilla';
import { stayChangeDialog } from '../support/stay-change';

const RUN = Date.now().toString(36).slice(-5);
/**
 * 118 months ahead and more: past reports-seasons.e2e.ts's months (113-116) and every other file's seasons, within
 * the 10 years the forms accept.
 */
const FAR = addDaysIso(todayIso(), 3595 + Math.floor(Math.random() * 25));
const EXCEPTUAR = 'Exceptuar la estadía mínima';

async function createSeason(request: APIRequestContext, nombre: string, desde: string, hasta: string, minimo: number): Promise<number> {
  const created = await request.post('/api/endpoints/temporadas', {
    data: { nombre, color: '#E4572E', rangos: [{ desde, hasta }], modo: 'porcentaje', porcentaje: 0, minimo_noches: minimo },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { temporada: { id: number } }).temporada.id;
}

async function historyLines(request: APIRequestContext, id: number): Promise<string[]> {
  const response = await request.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`);
  return ((await response.json()) as { historial: HistorialFila[] }).historial.map((fila) => lineaHistorial(fila));
}

/** The refusal shown, the answers disabled; then the override with its reason, and `answer` pressed. */
async function overrideAndAnswer(page: Page, dialog: Locator, refusal: string, motivo: string, shot: string, answer: string) {
  await dialog.getByTestId('stay-change-season-refusal').getByText(`${refusal}.`).waitFor();
  const button = dialog.getByRole('button', { name: answer, exact: true });
  expect(await button.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: EXCEPTUAR }).check();
  await dialog.getByLabel(/^Motivo/).fill(motivo);
  await dialog.getByTestId('estadia-minima').scrollIntoViewIfNeeded();
  await viewShot(page, shot);
  await dialog.locator('button:enabled', { hasText: answer }).waitFor();
  await button.click();
}

describe('the minimum stay\'s override on a changed stay', () => {
  const suite = browserAndDatabase();

  it.each([
    ['desktop', 0],
    ['phone', 20],
  ] as Array<[ViewportName, number]>)('the Planilla: a stay stretched into the season is refused, then saved with a reason (%s)', async (viewport, offset) => {
    const page = await loggedInPage(suite.browser, viewport);
    const request = page.context().request;
    const desde = addDaysIso(FAR, offset);
    const { cabins } = await units(request);
    const guest = await createGuest(request, 'Estira');
    // Two nights just before the season: booked before it exists, then stretched one night into it.
    const booked = await request.post('/api/endpoints/reservas', {
      data: { cliente_id: guest.id, hospedaje_id: cabins[4].id, fecha_entrada: addDaysIso(desde, 1), fecha_salida: addDaysIso(desde, 3), cantidad_personas: 2, monto_total: 150000 },
    });
    expect(booked.status()).toBe(201);
    const id = ((await booked.json()) as { id: number }).id;
    const nombre = `Planilla ${RUN}${viewport === 'desktop' ? 'a' : 'b'}`;
    const refusal = `En ${nombre} la estadía mínima es de 4 noches`;
    const seasonId = await createSeason(request, nombre, addDaysIso(desde, 3), addDaysIso(desde, 8), 4);
    try {
      if (viewport === 'desktop') {
        await openGrid(page, desde);
        const bar = page.locator(`.plan-bar[data-reserva-id="${id}"]`);
        await bar.waitFor();
        const before = (await bar.boundingBox())!;
        // The handle is the bar's last 10 px: one day more reaches the season's first night.
        const handle = { x: before.x + before.width - 5, y: before.y + before.height / 2 };
        await drag(page, handle, { x: handle.x + (await dayWidthOf(page)), y: handle.y });
      } else {
        // On a phone, the stay selected by its address and «Mover…»: the exit one day later.
        await page.goto(`/admin/calendario/planilla#desde=${desde}&dias=14&reserva=${id}`);
        await page.getByRole('button', { name: 'Mover…' }).click();
        const move = page.getByRole('dialog', { name: `Mover reserva #${id}` });
        await move.locator('#plan-move-salida').fill(formatDateAR(addDaysIso(desde, 4)));
        await move.getByRole('button', { name: 'Mover', exact: true }).click();
      }
      const dialog = stayChangeDialog(page);
      await dialog.waitFor();
      await overrideAndAnswer(page, dialog, refusal, 'Pedido del dueño', 'estadia-minima-planilla', 'Mantener monto');
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(MSG.reservaActualizada).first().waitFor();
      expect(await readReserva(request, id)).toMatchObject({ fecha_entrada: addDaysIso(desde, 1), fecha_salida: addDaysIso(desde, 4), monto_total: 150000 });
      expect((await historyLines(request, id))[0]).toContain(`estadía mínima exceptuada: Pedido del dueño (${refusal})`);
    } finally {
      await request.delete(`/api/endpoints/temporadas/${seasonId}`);
      await page.context().close();
    }
  });

  it.each(['desktop', 'phone'] as ViewportName[])(
    '«Extender estadía»: one night more into the season is refused, then saved with a reason (%s)',
    async (viewport) => {
      const page = await loggedInPage(suite.browser, viewport);
      const request = page.context().request;
      const hoy = todayIso();
      const [unitId] = await freeUnits(request, addDaysIso(hoy, -2), addDaysIso(hoy, 3));
      const guest = await createGuest(request, 'Prolonga');
      // Three nights from two days ago, checked in then: written as it would be stored.
      const {
        rows: [{ id }],
      } = await suite.db.query(
        `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
           monto_total, metodo_pago, checkin_at, checkin_por)
         SELECT $1, h.id, h.tipo_hospedaje_id, $3::date, $4::date, 2, 150000, 'efectivo', now() - interval '2 days', 'admin'
         FROM hospedajes h WHERE h.id = $2 RETURNING id`,
        [guest.id, unitId, addDaysIso(hoy, -2), addDaysIso(hoy, 1)],
      );
      // A one-night season on tomorrow's night with a minimum the longer stay (4 nights) does not reach.
      const nombre = `Extensión ${RUN}${viewport === 'desktop' ? 'a' : 'b'}`;
      const refusal = `En ${nombre} la estadía mínima es de 10 noches`;
      const seasonId = await createSeason(request, nombre, addDaysIso(hoy, 1), addDaysIso(hoy, 1), 10);
      try {
        await page.goto(`/admin/hoy?fecha=${hoy}`);
        const row = page.getByRole('region', { name: /^En el complejo/ }).locator(`[data-reserva-id="${id}"]`);
        await row.getByRole('button', { name: 'Extender estadía' }).click();
        const dialog = page.getByRole('dialog', { name: 'Extender estadía' });
        expect(await dialog.getByLabel('Nueva fecha de salida').inputValue()).toBe(formatDateAR(addDaysIso(hoy, 2)));
        await overrideAndAnswer(page, dialog, refusal, 'Se queda por trabajo', 'estadia-minima-extender', 'Mantener monto');
        await page.getByText(MSG.reservaActualizada, { exact: true }).first().waitFor();
        await dialog.waitFor({ state: 'detached' });
        expect(await readReserva(request, id)).toMatchObject({ fecha_salida: addDaysIso(hoy, 2), monto_total: 150000 });
        expect((await historyLines(request, id))[0]).toContain(`estadía mínima exceptuada: Se queda por trabajo (${refusal})`);
      } finally {
        await request.delete(`/api/endpoints/temporadas/${seasonId}`);
        await page.context().close();
      }
    },
    120_000,
  );
});
