/**
 * Issue #15, "work is never lost", on the real server: the wizard's draft survives a reload at step 2 (after the
 * browser's unload warning), and when the session ends mid-work (logout through the API from another context
 * holding the same cookie) «Crear Reserva» opens the login dialog over the form; after logging in there, pressing
 * again creates the booking with the input intact; a route change with unsaved input asks first. Screenshots of
 * both dialogs over the form at 1280 and 390 px.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { E2E_ADMIN, launchBrowser, loggedInPage, newContext, screenshot, viewShot } from '../support/browser';
import { pickDay } from '../support/day-picker';

const RUN = Date.now() % 1e7;
let serial = 0;

function uniqueDocumento(): string {
  serial += 1;
  return `${RUN + serial * 7919}`.padStart(8, '5').slice(-8);
}

async function createCliente(request: APIRequestContext, apellido: string): Promise<Cliente> {
  const response = await request.post('/api/endpoints/clientes', {
    data: { nombre: 'Borrador', apellido, documento: uniqueDocumento(), telefono: '2664550000' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).cliente as Cliente;
}

async function reservasDe(request: APIRequestContext, clienteId: number): Promise<Reserva[]> {
  const response = await request.get(`/api/endpoints/reservas?cliente_id=${clienteId}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Ends the page's session on the server, as a logout in another tab does: another context, same cookie. */
async function endSessionElsewhere(browser: Browser, page: Page): Promise<void> {
  const other = await newContext(browser);
  await other.addCookies(await page.context().cookies());
  const response = await other.request.post('/api/auth/logout', { data: {} });
  expect(response.ok()).toBe(true);
  await other.close();
}

/**
 * A route change with unsaved input asks first; «Seguir editando» stays on the form. `via`: the browser's Back (the
 * only way out while the wizard, a modal dialog, is open) or the admin bar's Calendario link.
 */
async function leaveIsAsked(page: Page, via: 'back' | 'link', shot: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  const before = page.url();
  if (via === 'back') {
    await page.evaluate(() => history.back());
  } else {
    if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Calendario' }).click();
  }
  const question = page.getByRole('dialog', { name: 'Datos sin guardar' });
  await question.getByText(MSG.cambiosSinGuardar).waitFor();
  await viewShot(page, shot);
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await question.waitFor({ state: 'detached' });
  expect(page.url()).toBe(before);
  if (phone && (await page.getByRole('button', { name: 'Cerrar menú' }).count())) {
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
  }
}

/** The login dialog that opened over the form: its notice, then a login through it. */
async function loginInDialog(page: Page, shot: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByText(MSG.sesionVencida).waitFor();
  await viewShot(page, shot);
  await dialog.getByLabel('Usuario').fill(E2E_ADMIN.usuario);
  await dialog.getByLabel('Contraseña').fill(E2E_ADMIN.contrasena);
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('work is never lost', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('restores the wizard after a reload at step 2, and books after a login over it when the session ended (1280)', async () => {
    const page = await loggedInPage(browser, 'desktop');
    const request = page.context().request;
    const cliente = await createCliente(request, 'Recarga');
    const entrada = addDaysIso(todayIso(), 70);
    const salida = addDaysIso(entrada, 2);
    const unloadPrompts: string[] = [];
    page.on('dialog', (prompt) => {
      unloadPrompts.push(prompt.type());
      void prompt.accept();
    });

    // Reservas reached from the calendar, so Back stays in the app (and the shell can ask before it).
    await page.goto('/admin/calendario');
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Reservas' }).click();
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Nueva Reserva/ }).click();
    let wizard = page.getByRole('dialog', { name: 'Nueva Reserva' });
    await pickDay(page, entrada);
    await pickDay(page, salida);
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await wizard.getByText('Paso 2 de 4: Hospedaje').waitFor();
    await wizard.locator('label', { hasText: /^Cabañas\s*Hasta 5 personas/ }).click();
    const firstUnit = wizard.locator('.rsv-option-unit').first();
    await firstUnit.waitFor();
    const numero = (await firstUnit.locator('.rsv-option-title').innerText()).replace(/\D/g, '');
    await firstUnit.click();

    await page.reload();
    expect(unloadPrompts).toEqual(['beforeunload']);
    wizard = page.getByRole('dialog', { name: 'Nueva Reserva' });
    await wizard.getByText('Paso 2 de 4: Hospedaje').waitFor();
    const chosen = wizard.getByRole('radio', { name: new RegExp(`Cabaña ${numero}\\b`) });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    await screenshot(page, 'borrador-asistente-restaurado');

    await leaveIsAsked(page, 'back', 'salir-sin-guardar-asistente');
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await wizard.getByLabel(/^Personas/).selectOption('3');
    await wizard.getByTestId('precio-total').waitFor();
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    // The client may already be listed by the search for nothing typed: the session must end only after the search
    // for the document is answered, or its refusal opens the login before «Crear Reserva» is pressed.
    const searched = page.waitForResponse((response) => response.url().includes(`search=${cliente.documento}`));
    await wizard.getByLabel('Buscar cliente').fill(cliente.documento);
    await searched;
    await wizard.getByRole('radio', { name: new RegExp(`${cliente.apellido}, ${cliente.nombre}`) }).check();

    await endSessionElsewhere(browser, page);
    await wizard.getByRole('button', { name: 'Crear Reserva' }).click();
    await loginInDialog(page, 'sesion-vencida-asistente');
    expect(page.url()).toMatch(/\/admin\/reservas$/);
    await wizard.getByText('Paso 4 de 4: Cliente').waitFor();
    // The search under the dialog, refused while the session was gone, is asked again after the login.
    const elegido = wizard.getByRole('radio', { name: new RegExp(`${cliente.apellido}, ${cliente.nombre}`) });
    await elegido.waitFor();
    expect(await elegido.isChecked()).toBe(true);
    expect(await reservasDe(request, cliente.id)).toEqual([]);

    await wizard.getByRole('button', { name: 'Crear Reserva' }).click();
    await wizard.waitFor({ state: 'detached' });
    const [reserva] = await reservasDe(request, cliente.id);
    expect(reserva).toMatchObject({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 3 });
    await page.context().close();
  });

  it('keeps Reserva Rápida through a reload and a login over it, then books (390)', async () => {
    const page = await loggedInPage(browser, 'phone');
    const request = page.context().request;
    page.on('dialog', (prompt) => void prompt.accept());
    const documento = uniqueDocumento();
    const entrada = addDaysIso(todayIso(), 75);
    const salida = addDaysIso(entrada, 2);

    await page.goto('/admin/reserva-rapida');
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    await page.getByLabel(/^Documento/).fill(documento);
    await page.getByText(MSG.documentoSinCliente).waitFor();
    await page.getByLabel(/^Nombre/).fill('Lucía');
    await page.getByLabel(/^Apellido/).fill('Sinpérdida');
    await page.getByLabel(/^Teléfono/).fill('2664998877');
    await page.getByLabel(/^Fecha entrada/).fill(entrada);
    await page.getByLabel(/^Fecha salida/).fill(salida);
    await page.getByLabel(/^Tipo de hospedaje/).selectOption({ label: 'Camping' });
    await page.getByLabel(/^Adultos/).fill('2');
    await page.getByLabel(/^Menores/).fill('1');

    await page.reload();
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Documento/).inputValue()).toBe(documento);
    expect(await page.getByLabel(/^Apellido/).inputValue()).toBe('Sinpérdida');
    await page.waitForFunction(() => (document.querySelector<HTMLSelectElement>('#qr-tipo')?.selectedOptions[0]?.text ?? '') === 'Camping');
    expect(await page.getByLabel(/^Adultos/).inputValue()).toBe('2');
    await page.waitForFunction(() => Number(document.querySelector<HTMLInputElement>('#qr-monto')?.value) > 0);
    await leaveIsAsked(page, 'link', 'salir-sin-guardar-reserva-rapida');

    await endSessionElsewhere(browser, page);
    await page.getByRole('button', { name: 'Crear Reserva' }).click();
    await loginInDialog(page, 'sesion-vencida-reserva-rapida');
    expect(await page.getByLabel(/^Nombre/).inputValue()).toBe('Lucía');
    await page.getByRole('button', { name: 'Crear Reserva' }).click();
    await page.getByText(/Reserva #\d+ creada para Lucía Sinpérdida/).waitFor();

    const response = await request.get(`/api/endpoints/clientes?search=${documento}`);
    const [creado] = ((await response.json()) as Cliente[]).filter((c) => c.documento === documento);
    const [reserva] = await reservasDe(request, creado.id);
    expect(reserva).toMatchObject({ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 3 });
    await page.context().close();
  });

  it('logout with unsaved input leaves to / without asking and clears the tab’s drafts (1280)', async () => {
    const page = await loggedInPage(browser, 'desktop');
    page.on('dialog', (prompt) => void prompt.accept());
    await page.goto('/admin/reserva-rapida');
    await page.getByRole('heading', { name: 'Reserva Rápida', level: 1 }).waitFor();
    await page.getByLabel(/^Nombre/).fill('Lucía');
    await page.waitForFunction(() => sessionStorage.getItem('camping:draft:reserva-rapida') !== null);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('dialog', { name: 'Datos sin guardar' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('camping:draft:reserva-rapida'))).toBeNull();
    await page.context().close();
  });
});
