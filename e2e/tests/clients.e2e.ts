/**
 * Clientes on the real server: create, search, inline edit, delete refused (a client with reservations) and accepted,
 * the detail statistics against the reservations the API holds, and the narrow cards. Every test makes its own
 * uniquely named clients through the API (the database is shared with every other area's tests) and removes them.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatPhone } from '@camping/contracts/format';
import { launchBrowser, loggedInPage, screenshot } from '../support/browser';

interface ApiCliente {
  id: number;
  nombre: string;
  apellido: string;
  documento: string;
  telefono: string | null;
  modelo_vehiculo?: string | null;
  patente?: string | null;
}
interface ApiReserva {
  id: number;
  estado: string;
  monto_total: number;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** A surname no other test uses: searching for it finds only this test's clients. */
function uniqueSurname(base: string): string {
  let tag = '';
  for (let i = 0; i < 6; i += 1) tag += letters[Math.floor(Math.random() * letters.length)];
  return `${base}${tag}`;
}
let documentoSeq = 0;
function uniqueDocumento(): string {
  documentoSeq += 1;
  return `9${Date.now().toString().slice(-8)}${documentoSeq}${Math.floor(Math.random() * 10)}`;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createClienteApi(request: APIRequestContext, data: Partial<ApiCliente> & { apellido: string }): Promise<ApiCliente> {
  const body = { nombre: 'Prueba', documento: uniqueDocumento(), telefono: '2664551234', ...data };
  const created = await json<{ cliente: ApiCliente }>(await request.post('/api/endpoints/clientes', { data: body }));
  return created.cliente;
}

async function searchApi(request: APIRequestContext, search: string): Promise<ApiCliente[]> {
  return json<ApiCliente[]>(await request.get(`/api/endpoints/clientes?search=${encodeURIComponent(search)}`));
}

/** A camping stay (no unit, so it never clashes with another area's bookings) or a group, far enough ahead. */
async function createReservaApi(
  request: APIRequestContext,
  clienteId: number,
  options: { offsetDays: number; tipo: 3 | 4; monto: number; personas: number; estado?: 'activa' | 'finalizada' | 'cancelada' },
): Promise<number> {
  const entrada = addDaysIso(todayIso(), options.offsetDays);
  const created = await json<{ id: number }>(
    await request.post('/api/endpoints/reservas', {
      data: {
        cliente_id: clienteId,
        hospedaje_id: null,
        tipo_hospedaje_id: options.tipo,
        fecha_entrada: entrada,
        fecha_salida: addDaysIso(entrada, 2),
        cantidad_personas: options.personas,
        monto_total: options.monto,
        metodo_pago: 'efectivo',
        descuento: 0,
        observaciones: options.tipo === 4 ? 'Prueba e2e - RESERVA ESPECIAL PARA GRUPO' : 'Prueba e2e',
      },
    }),
  );
  if (options.estado && options.estado !== 'activa') {
    await json(await request.put('/api/endpoints/reservas', { data: { id: created.id, estado: options.estado } }));
  }
  return created.id;
}

/** Removes what a test created: reservations first, since the server refuses to delete a client that has some. */
async function cleanUp(request: APIRequestContext, clienteIds: number[]): Promise<void> {
  for (const id of clienteIds) {
    const reservas = await request.get(`/api/endpoints/reservas?cliente_id=${id}`);
    if (reservas.ok()) {
      for (const reserva of (await reservas.json()) as ApiReserva[]) await request.delete(`/api/endpoints/reservas?id=${reserva.id}`);
    }
    await request.delete(`/api/endpoints/clientes?id=${id}`);
  }
}

async function openClientes(page: Page): Promise<void> {
  await page.goto('/admin/clientes');
  await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
  await page.locator('.mfc-clients .loading-block').waitFor({ state: 'detached' });
}

/** The counter while searching: «N de M clientes para «texto»», M being every client the server holds. */
function searchCount(page: Page, text: string, expectedCount: number) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByText(new RegExp(`^${expectedCount} de [0-9.]+ clientes? para «${escaped}»$`));
}

async function search(page: Page, text: string, expectedCount: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(text);
  await searchCount(page, text, expectedCount).waitFor();
}

/**
 * Waits until the cells of a column read `expected` (a new page arrives after the click that asked for it); if they
 * never do, the assertion shows what they read instead.
 */
async function waitForColumn(page: Page, column: number, expected: string[]): Promise<void> {
  const cells = tableRows(page).locator(`td:nth-child(${column})`);
  await page
    .waitForFunction(
      ({ column, expected }) => {
        const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === 'Listado de clientes');
        const shown = [...(table?.querySelectorAll(`tbody tr td:nth-child(${column})`) ?? [])].map((td) => td.textContent);
        return JSON.stringify(shown) === JSON.stringify(expected);
      },
      { column, expected },
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  expect(await cells.allTextContents()).toEqual(expected);
}

function tableRows(page: Page) {
  return page.getByRole('table', { name: 'Listado de clientes' }).locator('tbody tr');
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

describe('Clientes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates a client in the modal, refuses a duplicate document keeping what was typed, searches and edits inline', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const apellido = uniqueSurname('Quiroga');
    const documento = uniqueDocumento();
    const created: number[] = [];
    try {
      await openClientes(page);
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
      await dialog.getByLabel('Nombre').fill('Laura');
      await dialog.getByLabel('Apellido').fill(apellido);
      await dialog.getByLabel('Documento (DNI)').fill(documento);
      await dialog.getByLabel('Teléfono').fill('2664123456');
      await dialog.getByLabel('Modelo de vehículo').fill('Renault Kangoo');
      await dialog.getByLabel('Patente').fill('AC123BD');
      await screenshot(page, 'clientes-nuevo');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await toast(page, 'Cliente creado exitosamente').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const [saved] = await searchApi(request, apellido);
      created.push(saved.id);
      expect(saved).toMatchObject({ nombre: 'Laura', apellido, documento, telefono: '2664123456' });

      // The same document again: the server refuses, the modal says so and keeps every field.
      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      await dialog.getByLabel('Nombre').fill('Otra');
      await dialog.getByLabel('Apellido').fill(`${apellido}b`);
      await dialog.getByLabel('Documento (DNI)').fill(documento);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      const refusal = dialog.getByRole('alert').first();
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/documento/i);
      expect(await dialog.getByLabel('Nombre').inputValue()).toBe('Otra');
      expect(await dialog.getByLabel('Apellido').inputValue()).toBe(`${apellido}b`);
      await screenshot(page, 'clientes-nuevo-error');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect(await searchApi(request, `${apellido}b`)).toEqual([]);

      // Search: the row shows what the API holds, formatted.
      await search(page, apellido, 1);
      const row = tableRows(page).first();
      const cells = await row.locator('td').allTextContents();
      expect(cells.slice(0, 6)).toEqual([apellido, 'Laura', documento, formatPhone('2664123456'), 'Renault Kangoo', 'AC123BD']);
      expect(cells[6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(cells[6]).toBe(todayIso().split('-').reverse().join('/'));

      // Inline edit.
      await page.getByRole('button', { name: `Editar ${apellido}, Laura` }).click();
      const editing = page.getByRole('row', { name: `Editando ${apellido}, Laura` });
      await editing.getByLabel('Teléfono').fill('1155667788');
      await editing.getByLabel('Patente').fill('');
      await screenshot(page, 'clientes-edicion');
      await editing.getByRole('button', { name: 'Guardar' }).click();
      await toast(page, 'Cliente actualizado exitosamente').waitFor();
      await editing.waitFor({ state: 'detached' });
      await row.getByText('11 5566 7788').waitFor();
      const [updated] = await searchApi(request, apellido);
      expect(updated).toMatchObject({ telefono: '1155667788', patente: null, documento });
    } finally {
      await cleanUp(request, created);
      await page.context().close();
    }
  });

  it('asks the server for pages (10 a page), sorted and searched, never for the whole list; shows «N de M»', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const listCalls: URLSearchParams[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname === '/api/endpoints/clientes') listCalls.push(url.searchParams);
    });
    const prefix = uniqueSurname('Arias');
    const nombres = ['Lucía', 'Bruno', 'Sofía', 'Diego', 'Elena', 'Tomás', 'Valeria', 'Hugo', 'Inés', 'Julián', 'Karina', 'Álvaro'];
    const clients: ApiCliente[] = [];
    try {
      for (const [i, nombre] of nombres.entries()) {
        // Surnames prefix + a..l, so the default order (apellido ascending) is known.
        clients.push(
          await createClienteApi(request, {
            apellido: `${prefix}${letters[i]}`,
            nombre,
            telefono: i % 3 === 0 ? null : `26645${String(10000 + i).slice(-5)}`,
            modelo_vehiculo: i % 2 ? 'Toyota Etios' : null,
            patente: i % 2 ? `AE${100 + i}XY` : null,
          }),
        );
      }
      const found = await searchApi(request, prefix);
      expect(found).toHaveLength(nombres.length);

      await openClientes(page);
      await search(page, prefix, nombres.length);
      await page.getByText('Página 1 de 2').waitFor();
      await expect(tableRows(page).count()).resolves.toBe(10);
      const apellidos = () => tableRows(page).locator('td:first-child').allTextContents();
      expect(await apellidos()).toEqual(nombres.slice(0, 10).map((_, i) => `${prefix}${letters[i]}`));
      await screenshot(page, 'clientes-lista');

      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByText('Página 2 de 2').waitFor();
      await waitForColumn(page, 1, [`${prefix}k`, `${prefix}l`]);

      // Sorting by Nombre goes back to page 1, in Spanish order ('Álvaro' first), then reversed.
      await page.getByRole('button', { name: 'Nombre' }).click();
      await page.getByText('Página 1 de 2').waitFor();
      const collator = new Intl.Collator('es', { sensitivity: 'base' });
      const byNombre = [...nombres].sort(collator.compare);
      await waitForColumn(page, 2, byNombre.slice(0, 10));
      await page.getByRole('button', { name: 'Nombre' }).click();
      await waitForColumn(page, 2, [...byNombre].reverse().slice(0, 10));

      // Every list request was one page: the whole table was never downloaded.
      expect(listCalls.length).toBeGreaterThan(3);
      for (const params of listCalls) expect(params.get('page')).toMatch(/^[1-9]\d*$/);
      expect(listCalls.filter((p) => p.get('page_size') === '10').map((p) => `${p.get('page')} ${p.get('sort')} ${p.get('search')}`)).toEqual(
        expect.arrayContaining([`1 apellido ${prefix}`, `2 apellido ${prefix}`, `1 nombre ${prefix}`, `1 -nombre ${prefix}`]),
      );
    } finally {
      await cleanUp(
        request,
        clients.map((c) => c.id),
      );
      await page.context().close();
    }
  });

  it('says up front that a client with reservations cannot be deleted, refuses a late one, and deletes one without', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const apellido = uniqueSurname('Ledesma');
    const conReservas = await createClienteApi(request, { apellido, nombre: 'Con' });
    const sinReservas = await createClienteApi(request, { apellido, nombre: 'Sin' });
    const created = [conReservas.id, sinReservas.id];
    try {
      await createReservaApi(request, conReservas.id, { offsetDays: 400, tipo: 3, monto: 27000, personas: 2 });
      await openClientes(page);
      await search(page, apellido, 2);

      // Told before anything is asked, with the way to the reservations (issue 15).
      await page.getByRole('button', { name: `Eliminar ${apellido}, Con` }).click();
      const blocked = page.getByRole('dialog', { name: `No se puede eliminar a ${apellido}, Con` });
      await blocked.getByText('Este cliente tiene una reserva registrada y no se puede eliminar. Elimine o reasigne sus reservas primero.').waitFor();
      await expect(blocked.getByText('¿Está seguro de que desea eliminar este cliente?').count()).resolves.toBe(0);
      await screenshot(page, 'clientes-eliminar-con-reservas');
      await blocked.getByRole('button', { name: 'Ver reservas' }).click();
      const detail = page.getByRole('dialog', { name: `Con ${apellido}` });
      await expect(detail.getByRole('list', { name: 'Reservas del cliente' }).locator('li').count()).resolves.toBe(1);
      await detail.getByRole('button', { name: 'Cerrar' }).click();
      await detail.waitFor({ state: 'detached' });

      // A reservation booked while the confirmation is open: the server still refuses, and says why.
      await page.getByRole('button', { name: `Eliminar ${apellido}, Sin` }).click();
      const confirm = page.getByRole('dialog', { name: `Eliminar a ${apellido}, Sin` });
      await confirm.getByText('¿Está seguro de que desea eliminar este cliente?').waitFor();
      await screenshot(page, 'clientes-eliminar');
      const late = await createReservaApi(request, sinReservas.id, { offsetDays: 410, tipo: 3, monto: 27000, personas: 2 });
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      const refused = page.locator('[data-sonner-toast][data-type="error"]').first();
      await refused.waitFor();
      expect(await refused.textContent()).toMatch(/reservas/i);
      expect((await searchApi(request, apellido)).map((c) => c.id).sort()).toEqual([...created].sort());
      await expect(tableRows(page).count()).resolves.toBe(2);

      expect((await request.delete(`/api/endpoints/reservas?id=${late}`)).ok()).toBe(true);
      await page.getByRole('button', { name: `Eliminar ${apellido}, Sin` }).click();
      await page.getByRole('dialog', { name: `Eliminar a ${apellido}, Sin` }).getByRole('button', { name: 'Eliminar' }).click();
      await toast(page, 'Cliente eliminado exitosamente').waitFor();
      await searchCount(page, apellido, 1).waitFor();
      expect((await searchApi(request, apellido)).map((c) => c.id)).toEqual([conReservas.id]);
    } finally {
      await cleanUp(request, created);
      await page.context().close();
    }
  });

  it('shows in the detail the statistics and the history of the reservations the API holds', async () => {
    const page = await loggedInPage(browser);
    const request = page.context().request;
    const apellido = uniqueSurname('Funes');
    const client = await createClienteApi(request, { apellido, nombre: 'Marta', telefono: '2664998877' });
    try {
      await createReservaApi(request, client.id, { offsetDays: 410, tipo: 3, monto: 31500, personas: 3 });
      await createReservaApi(request, client.id, { offsetDays: 420, tipo: 3, monto: 18000, personas: 2, estado: 'finalizada' });
      await createReservaApi(request, client.id, { offsetDays: 430, tipo: 4, monto: 450000, personas: 20 });
      await createReservaApi(request, client.id, { offsetDays: 440, tipo: 3, monto: 9999, personas: 1, estado: 'cancelada' });
      const reservas = await json<ApiReserva[]>(await request.get(`/api/endpoints/reservas?cliente_id=${client.id}`));
      expect(reservas).toHaveLength(4);

      await openClientes(page);
      await search(page, apellido, 1);
      // A click on the row (not on a button) opens the detail.
      await tableRows(page).first().locator('td').nth(1).click();
      const dialog = page.getByRole('dialog', { name: `Marta ${apellido}` });
      const history = dialog.getByRole('list', { name: 'Reservas del cliente' });
      await history.waitFor();

      const stat = (key: string) => dialog.locator(`[data-stat="${key}"] dd`).textContent();
      const gastado = reservas.filter((r) => r.estado !== 'cancelada').reduce((sum, r) => sum + r.monto_total, 0);
      expect(await stat('total')).toBe(String(reservas.length));
      expect((await stat('gastado'))?.replace(/\s/g, ' ')).toBe(
        new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0, minimumFractionDigits: 0 })
          .format(gastado)
          .replace(/\s/g, ' '),
      );
      expect(await stat('activas')).toBe(String(reservas.filter((r) => r.estado === 'activa').length));
      expect(await stat('finalizadas')).toBe(String(reservas.filter((r) => r.estado === 'finalizada').length));

      const entries = history.getByRole('listitem');
      await expect(entries.count()).resolves.toBe(reservas.length);
      const ids = await entries.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-reserva-id'))));
      expect([...ids].sort()).toEqual(reservas.map((r) => r.id).sort());
      await history.getByText('Grupo', { exact: true }).waitFor();
      await history.getByText('Cancelada', { exact: true }).waitFor();
      await dialog.getByText(formatPhone('2664998877')).waitFor();
      await dialog.getByText('No especificado', { exact: true }).waitFor();
      await dialog.getByText('No especificada', { exact: true }).waitFor();
      await screenshot(page, 'clientes-detalle');
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await cleanUp(request, [client.id]);
      await page.context().close();
    }
  });

  it('on a phone shows 3 cards a page with the note, edits a card, and opens the detail and the modals', async () => {
    const page = await loggedInPage(browser, 'phone');
    const request = page.context().request;
    const apellido = uniqueSurname('Becerra');
    const clients: ApiCliente[] = [];
    try {
      for (const nombre of ['Ana', 'Bruno', 'Carla', 'Diego']) clients.push(await createClienteApi(request, { apellido, nombre }));
      await createReservaApi(request, clients[0].id, { offsetDays: 450, tipo: 3, monto: 24000, personas: 2 });
      await openClientes(page);
      await screenshot(page, 'clientes-lista-movil');
      await search(page, apellido, 4);
      const cards = page.getByRole('list', { name: 'Clientes' }).getByRole('listitem');
      await expect(cards.count()).resolves.toBe(3);
      await page.getByRole('note').getByText('Se muestran 3 de 4 clientes. Hay 1 más: use la búsqueda para encontrarlo.').waitFor();
      await expect(page.getByRole('table').count()).resolves.toBe(0);
      // Sorted by apellido, then the first three.
      expect(await cards.getByRole('heading').allTextContents()).toHaveLength(3);
      await screenshot(page, 'clientes-busqueda-movil');

      await page.getByRole('button', { name: `Editar ${apellido}, Bruno` }).click();
      const form = page.getByRole('form', { name: `Editar ${apellido}, Bruno` });
      await form.getByLabel('Modelo de vehículo').fill('Fiat Cronos');
      await screenshot(page, 'clientes-edicion-movil');
      await form.getByRole('button', { name: 'Guardar' }).click();
      await toast(page, 'Cliente actualizado exitosamente').waitFor();
      await form.waitFor({ state: 'detached' });
      await cards.getByText('Fiat Cronos').waitFor();

      await cards.filter({ hasText: `${apellido}, Ana` }).getByRole('heading').click();
      const detail = page.getByRole('dialog', { name: `Ana ${apellido}` });
      await detail.getByRole('list', { name: 'Reservas del cliente' }).waitFor();
      await screenshot(page, 'clientes-detalle-movil');
      await detail.getByRole('button', { name: 'Cerrar' }).click();

      await page.getByRole('button', { name: `Eliminar ${apellido}, Ana` }).click();
      await page.getByRole('dialog', { name: `No se puede eliminar a ${apellido}, Ana` }).getByText(/tiene una reserva registrada/).waitFor();
      await screenshot(page, 'clientes-eliminar-con-reservas-movil');
      await page.getByRole('dialog').getByRole('button', { name: 'Volver' }).click();

      await page.getByRole('button', { name: `Eliminar ${apellido}, Carla` }).click();
      await page.getByRole('dialog').getByText('¿Está seguro de que desea eliminar este cliente?').waitFor();
      await screenshot(page, 'clientes-eliminar-movil');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
      const modal = page.getByRole('dialog', { name: 'Nuevo Cliente' });
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await modal.getByText('El campo nombre es obligatorio').waitFor();
      await screenshot(page, 'clientes-nuevo-movil');
      await modal.getByRole('button', { name: 'Cancelar' }).click();
    } finally {
      await cleanUp(
        request,
        clients.map((c) => c.id),
      );
      await page.context().close();
    }
  });
});
