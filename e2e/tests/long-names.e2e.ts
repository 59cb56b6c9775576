/**
 * Layouts that hold any name: the longest realistic client data (a 50-letter hyphenated surname, long first names,
 * a 20-character document, a long note, $ 99.999.999,99) on every admin screen at 1280 and 390 px. No page scrolls
 * sideways, every open dialog fits the viewport without scrolling sideways itself, and its «×» and buttons stay
 * inside it; desktop tables keep their row actions in sight. Screenshots of each screen at both widths.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import { launchBrowser, loggedInPage, screenshot, VIEWPORTS, type ViewportName } from '../support/browser';
import { airbnbCalendar, startIcalFeeds, type IcalFeeds } from '../support/ical-feeds';
import { pickDay } from '../support/day-picker';

const APELLIDO = 'Fernández-Echeverría-Montenegro-Santisteban-Ugarte';
// A long word with no hyphen to break at: a real (German) surname carried as a second given name.
const NOMBRE = 'María-Guadalupe Wolfeschlegelsteinhausenbergerdorff';
const OBSERVACIONES =
  'Llegan de noche desde Villa-Mercedes-de-San-Luis-por-la-ruta-provincial-número-veinte. ' +
  'Confirmar a fernandez.echeverria.montenegro.santisteban.ugarte@correo-electronico-familiar.com.ar. ' +
  'Piden cuna, dos colchones inflables y estacionamiento techado para la camioneta con el tráiler. '.repeat(4);
const MONTO = 99_999_999.99;

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

/** A 20-character document no other run uses (the longest the API takes). */
function longDocumento(): string {
  return `AR-${RUN}-000000000000`.slice(0, 20);
}

/** What is wrong with the layout on screen now, as readable lines (none when it holds). */
async function layoutProblems(page: Page, where: string, viewport: ViewportName): Promise<string[]> {
  const problems = await page.evaluate((desktop) => {
    const found: string[] = [];
    const vw = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > vw) found.push(`la página mide ${root.scrollWidth} px de ancho en ${vw}`);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const nameOf = (el: Element) => el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
      const box = dialog.getBoundingClientRect();
      if (box.left < -1 || box.right > vw + 1) found.push(`el diálogo ocupa de ${Math.round(box.left)} a ${Math.round(box.right)} px`);
      if (dialog.scrollWidth > dialog.clientWidth + 1) found.push(`el diálogo se desplaza de costado (${dialog.scrollWidth} en ${dialog.clientWidth})`);
      for (const button of Array.from(dialog.querySelectorAll('button')).filter(visible)) {
        const r = button.getBoundingClientRect();
        if (r.left < Math.max(box.left, 0) - 1 || r.right > Math.min(box.right, vw) + 1) {
          found.push(`el botón «${nameOf(button)}» queda fuera del diálogo`);
        }
      }
    }
    // Whatever is cut with «…» shows its full text on hover (a title on it or around it).
    for (const el of Array.from(document.querySelectorAll('body *')).filter(visible)) {
      if (getComputedStyle(el).textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth + 1) continue;
      if (!el.closest('[title]')) found.push(`«${nameOf(el)}» queda cortado sin mostrar el texto completo`);
    }
    // No text spills out of its own box (a figure wider than its column, a name over its neighbour).
    const boxes = 'dd, dt, td, th, p, li, h1, h2, h3, label, legend, button';
    for (const el of Array.from(document.querySelectorAll(`:is(.admin-main, [role="dialog"]) :is(${boxes})`)).filter(visible)) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.overflowX !== 'visible') continue;
      // Visually hidden for screen readers only (the phone price table's header): clipped, never seen.
      let clipped = false;
      for (let node: Element | null = el; node && !clipped; node = node.parentElement) {
        const s = getComputedStyle(node);
        clipped = s.clip !== 'auto' || s.clipPath !== 'none';
      }
      if (clipped) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`«${nameOf(el)}» se sale de su caja (${el.scrollWidth} en ${el.clientWidth})`);
    }
    // A wide table may scroll inside its card on a phone; on a desktop every column, actions included, is in sight.
    if (desktop) {
      for (const wrap of Array.from(document.querySelectorAll('.data-table-wrap, table')).filter(visible)) {
        const scroller = wrap as HTMLElement;
        if (scroller.scrollWidth > scroller.clientWidth + 1) {
          found.push(`la tabla «${scroller.getAttribute('aria-label') ?? scroller.className}» se desplaza de costado`);
        }
      }
    }
    return found;
  }, viewport === 'desktop');
  return problems.map((p) => `${where} (${VIEWPORTS[viewport].width}): ${p}`);
}

async function createCliente(request: APIRequestContext, data: Record<string, string>): Promise<Cliente> {
  const response = await request.post('/api/endpoints/clientes', { data });
  expect(`${response.status()} ${response.status() === 201 ? '' : await response.text()}`).toBe('201 ');
  return (await response.json()).cliente as Cliente;
}

async function book(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post('/api/endpoints/reservas', { data });
  expect(`${response.status()} ${response.status() === 201 ? '' : await response.text()}`).toBe('201 ');
  return (await response.json()).id;
}

async function firstFreeUnit(request: APIRequestContext, tipo: number, entrada: string, salida: string): Promise<number> {
  const response = await request.get(
    `/api/endpoints/hospedajes?tipo_hospedaje_id=${tipo}&fecha_entrada=${entrada}&fecha_salida=${salida}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()).hospedajes as Array<{ id: number }>)[0].id;
}

/** It walks every admin screen and dialog at one width: each new screen adds to it, so it gets more than the default. */
const LONG_WALK_MS = 240_000;

describe('layouts that hold any name', () => {
  let browser: Browser;
  let cliente: Cliente;
  let cabanaId: number;
  let feeds: IcalFeeds;
  const calendarIds: number[] = [];
  const entrada = addDaysIso(todayIso(), 120 + Math.floor(Math.random() * 60));
  const salida = addDaysIso(entrada, 3);

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await loggedInPage(browser);
    const request = page.context().request;
    cliente = await createCliente(request, {
      nombre: NOMBRE,
      apellido: APELLIDO,
      documento: longDocumento(),
      telefono: '+54 9 (0266) 15-444-1234',
      modelo_vehiculo: 'Volkswagen Amarok-Highline-V6-Extreme-Automática',
      patente: 'AB123CD',
    });
    const cabana = await firstFreeUnit(request, 1, entrada, salida);
    cabanaId = await book(request, {
      cliente_id: cliente.id,
      hospedaje_id: cabana,
      tipo_hospedaje_id: 1,
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_personas: 5,
      monto_total: MONTO,
      descuento: 9_999_999.99,
      metodo_pago: 'transferencia',
      observaciones: OBSERVACIONES,
    });
    await book(request, {
      cliente_id: cliente.id,
      hospedaje_id: null,
      tipo_hospedaje_id: 4,
      fecha_entrada: entrada,
      fecha_salida: addDaysIso(entrada, 2),
      cantidad_personas: 40,
      monto_total: MONTO,
      observaciones: OBSERVACIONES,
    });
    // Canales: a calendar with the longest name over the long-named client's stay (a conflict naming them), one whose
    // long URL fails (its error shown), and a maintenance block with a long note.
    feeds = await startIcalFeeds();
    feeds.set('/largo.ics', { body: airbnbCalendar([{ uid: `largo-${RUN}@airbnb.com`, start: entrada, end: addDaysIso(entrada, 2) }]) });
    const nombreLargo = 'Airbnb-Departamento-Comercial-Reservas-Internacionales-Sur'.slice(0, 60);
    for (const url of [feeds.url('/largo.ics'), feeds.url(`/${'calendario-exportado-de-la-plataforma-'.repeat(8)}${RUN}.ics`)]) {
      const added = await request.post('/api/endpoints/canales/calendarios', { data: { hospedaje_id: cabana, nombre: nombreLargo, url } });
      expect(added.ok()).toBe(true);
      calendarIds.push((await added.json()).calendario.id);
    }
    const blocked = await request.post('/api/endpoints/bloqueos', {
      data: { hospedaje_id: cabana, fecha_entrada: addDaysIso(salida, 5), fecha_salida: addDaysIso(salida, 7), nota: OBSERVACIONES.slice(0, 500) },
    });
    expect(blocked.ok()).toBe(true);
    await page.context().close();
  });
  afterAll(async () => {
    const page = await loggedInPage(browser);
    for (const id of calendarIds) await page.context().request.delete(`/api/endpoints/canales/calendarios?id=${id}`);
    await page.context().close();
    await feeds.close();
    await browser.close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('no admin screen scrolls sideways with the longest names (%s)', async (viewport) => {
    const page = await loggedInPage(browser, viewport);
    const problems: string[] = [];
    const check = async (where: string) => {
      problems.push(...(await layoutProblems(page, where, viewport)));
      await screenshot(page, `nombres-largos-${where}`, { fromTop: true });
      // A tall dialog scrolls inside itself: its end gets a picture of its own.
      const scrolled = await page.evaluate(() => {
        const content = document.querySelector('.dialog-content');
        if (!content || content.scrollHeight <= content.clientHeight) return false;
        content.scrollTop = content.scrollHeight;
        return true;
      });
      if (scrolled) await screenshot(page, `nombres-largos-${where}-final`);
    };
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    // Calendario and its detail dialog.
    await page.goto(`/admin/calendario#fecha=${entrada}&vista=mes&tipo=cabanas`);
    const event = page.locator(`.rbc-event[data-reserva-id="${cabanaId}"]`).first();
    await event.waitFor();
    // The bar is cut with «…»; the whole name is in its tooltip.
    expect(await event.locator('[title]').first().getAttribute('title')).toContain(`${APELLIDO}, ${NOMBRE}`);
    await check('calendario');
    await event.click();
    const calendarDetail = page.getByRole('dialog', { name: `Detalles de la Reserva #${cabanaId}` });
    await calendarDetail.getByText(OBSERVACIONES.slice(0, 20)).waitFor();
    await check('calendario-detalle');
    await closeDialog();

    // Reservas: list, detail, edit.
    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar reservas' }).fill(cliente.documento);
    const row = page.locator(`[data-reserva-id="${cabanaId}"]`).first();
    await row.waitFor();
    await check('reservas');
    await page.getByRole('button', { name: new RegExp(`Ver reserva #${cabanaId} `) }).click();
    const detail = page.getByRole('dialog', { name: 'Detalles de la Reserva' });
    await detail.getByText(`Reserva #${cabanaId}`).waitFor();
    await check('reservas-detalle');
    await closeDialog();
    await page.getByRole('button', { name: new RegExp(`Editar reserva #${cabanaId} `) }).click();
    await page.getByRole('dialog', { name: `Editar Reserva #${cabanaId}` }).getByLabel('Observaciones').waitFor();
    await check('reservas-editar');
    await closeDialog();

    // «Hoy» on the day those stays arrive (issue 17), and its payments dialog.
    await page.goto(`/admin/hoy?fecha=${entrada}`);
    const arrival = page.locator(`.fd-screen [data-reserva-id="${cabanaId}"]`).first();
    await arrival.waitFor();
    await check('hoy');
    await arrival.getByRole('button', { name: 'Registrar pago' }).click();
    await page.getByRole('dialog', { name: 'Pagos de la estadía' }).locator('.pay-panel').waitFor();
    await check('hoy-pagos');
    await closeDialog();
    await page.goto('/admin/reservas');
    await page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();

    // The wizard, step by step, ending on the long-named client.
    await page.getByRole('button', { name: /Nueva Reserva/ }).click();
    const wizard = page.getByRole('dialog', { name: 'Nueva Reserva' });
    await wizard.getByText('Paso 1 de 4: Fechas').waitFor();
    const wizardEntrada = addDaysIso(entrada, 7);
    await pickDay(page, wizardEntrada);
    await pickDay(page, addDaysIso(wizardEntrada, 2));
    await check('wizard-paso1');
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await wizard.getByText('Paso 2 de 4: Hospedaje').waitFor();
    await wizard.locator('label', { hasText: /^Cabañas\s*Hasta 5 personas/ }).click();
    await wizard.locator('.rsv-option-unit').first().click();
    await check('wizard-paso2');
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await wizard.getByText('Paso 3 de 4: Detalles').waitFor();
    await wizard.getByLabel(/^Personas/).selectOption('5');
    await wizard.getByTestId('precio-total').waitFor();
    await check('wizard-paso3');
    await wizard.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await wizard.getByText('Paso 4 de 4: Cliente').waitFor();
    await wizard.getByLabel('Buscar cliente').fill(cliente.documento);
    await wizard.getByRole('radio', { name: new RegExp(APELLIDO) }).check();
    await check('wizard-paso4');
    await wizard.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('dialog', { name: 'Datos sin guardar' }).getByRole('button', { name: 'Salir' }).click();
    await wizard.waitFor({ state: 'detached' });

    // Reserva Rápida with that client found by document.
    await page.goto('/admin/reserva-rapida');
    await page.getByLabel(/^Documento/).fill(cliente.documento);
    await page.getByText(`✓ Cliente existente: ${cliente.nombre} ${cliente.apellido}`).waitFor();
    await page.getByLabel(/^Observaciones/).fill(OBSERVACIONES);
    await check('reserva-rapida');

    // Clientes: list, detail, inline edit.
    await page.goto('/admin/clientes');
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(cliente.documento);
    const editar = page.getByRole('button', { name: `Editar ${APELLIDO}, ${NOMBRE}` });
    await editar.waitFor();
    await check('clientes');
    // The client has reservations: the dialog says up front it cannot be deleted, with the whole name in its title.
    await page.getByRole('button', { name: `Eliminar ${APELLIDO}, ${NOMBRE}` }).click();
    const confirm = page.getByRole('dialog', { name: `No se puede eliminar a ${APELLIDO}, ${NOMBRE}`, exact: true });
    await confirm.waitFor();
    await check('clientes-eliminar');
    await confirm.getByRole('button', { name: 'Volver' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(cliente.documento, { exact: true }).first().click();
    const clientDetail = page.getByRole('dialog', { name: `${NOMBRE} ${APELLIDO}` });
    await clientDetail.getByRole('list', { name: 'Reservas del cliente' }).waitFor();
    await check('clientes-detalle');
    await closeDialog();
    await editar.click();
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    await check('clientes-editar');

    // Canales: imported calendars, their error, the conflict and the maintenance block.
    await page.goto('/admin/canales');
    await page.getByRole('region', { name: 'Conflictos' }).getByText(APELLIDO, { exact: false }).first().waitFor();
    await page.getByText(MSG_CANALES.calendarioNoSeLeyo).first().waitFor();
    await check('canales');

    // Precios.
    await page.goto('/admin/precios');
    await page.getByRole('region', { name: 'Precios de hospedaje' }).waitFor();
    await check('precios');

    // Reportes over the days of those stays.
    await page.goto('/admin/reportes');
    await page.locator('[data-testid="reports-results"][aria-busy="false"]').waitFor();
    await page.locator('#reports-fecha-fin').fill(salida);
    await page.locator('#reports-fecha-inicio').fill(entrada);
    await page.locator('[data-testid="reports-results"]').getByText(APELLIDO).first().waitFor();
    await page.locator('[data-testid="reports-results"][aria-busy="false"]:not(.is-stale)').waitFor();
    // The summary's amounts ($ 99.999.999,99 among them) never break inside: each on one line, inside its card.
    const figures = await page.locator('.reports-stat-value').evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent,
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        fits: el.scrollWidth <= el.clientWidth + 1,
      })),
    );
    expect(figures.length).toBe(4);
    for (const figure of figures) expect(figure).toEqual({ text: figure.text, lines: 1, fits: true });
    await check('reportes');

    await page.goto('/admin/modulos');
    await page.getByRole('heading', { level: 1, name: 'Módulos' }).waitFor();
    await page.getByRole('listitem', { name: /Reportes/ }).waitFor();
    await check('modulos');
    // Historial (issue 17): the long-named client's creation among the changes, and Usuarios.
    await page.goto('/admin/historial');
    await page.getByLabel('Qué').selectOption('cliente');
    await page.locator('.hist-table').getByText(APELLIDO).first().waitFor();
    await check('historial');
    await page.goto('/admin/usuarios');
    await page.getByRole('list', { name: 'Cuentas' }).waitFor();
    await check('usuarios');

    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_WALK_MS);
});
