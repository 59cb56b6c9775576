import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@camping/contracts/api/http';
import { borrarBloqueo, getBloqueos, getConflictosEnRango } from '@camping/contracts/api/canales-import';
import { getDisponibles, getPrecio, listHospedajes } from '@camping/contracts/api/hospedajes';
import type { Bloqueo, Conflicto } from '@camping/contracts/schemas/calendario-externo';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import { cancelarReserva, confirmarPrereserva, getOcupacion, listReservasEnRango, listReservasPagina, updateReserva } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { OcupacionResponse } from '@camping/contracts/schemas/ocupacion';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import { CalendarPage } from './calendar-page';

jest.mock('@camping/contracts/api/reservas', () => ({
  listReservasEnRango: jest.fn(),
  getOcupacion: jest.fn(),
  updateReserva: jest.fn(),
  confirmarPrereserva: jest.fn(),
  cancelarReserva: jest.fn(),
  listReservasPagina: jest.fn(),
}));
jest.mock('@camping/contracts/api/configuracion', () => ({ getConfiguracion: jest.fn() }));
jest.mock('@camping/contracts/api/hospedajes', () => ({ getDisponibles: jest.fn(), listHospedajes: jest.fn(), getPrecio: jest.fn() }));
jest.mock('@camping/contracts/api/canales-import', () => ({
  getBloqueos: jest.fn(),
  getConflictosEnRango: jest.fn(),
  borrarBloqueo: jest.fn(),
}));
jest.mock('@camping/contracts/api/pagos', () => ({
  listPagosReserva: jest.fn(async () => ({ success: true, pagos: [], total_pagado: 0 })),
}));
jest.mock('@camping/ui/toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const listMock = listReservasEnRango as jest.MockedFunction<typeof listReservasEnRango>;
const ocupacionMock = getOcupacion as jest.MockedFunction<typeof getOcupacion>;
const disponiblesMock = getDisponibles as jest.MockedFunction<typeof getDisponibles>;
const updateMock = updateReserva as jest.MockedFunction<typeof updateReserva>;

const bloqueosMock = jest.mocked(getBloqueos);
const conflictosMock = jest.mocked(getConflictosEnRango);

const UNIDADES = [
  { id: 100, numero: 3, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
  { id: 105, numero: 5, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
  { id: 106, numero: 6, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
  { id: 202, numero: 2, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' },
];
const BLOQUEOS: Bloqueo[] = [
  { id: 41, hospedaje_id: 106, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-15', calendario_id: 7, origen: 'Airbnb', resumen: 'Reserved', nota: null, creado_por: null },
  { id: 42, hospedaje_id: 100, fecha_entrada: '2026-01-26', fecha_salida: '2026-01-28', calendario_id: null, origen: 'Mantenimiento', resumen: null, nota: 'Cambio de techo', creado_por: 'admin' },
  { id: 43, hospedaje_id: 202, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-14', calendario_id: 8, origen: 'Booking.com', resumen: null, nota: null, creado_por: null },
  { id: 44, hospedaje_id: 105, fecha_entrada: '2026-01-19', fecha_salida: '2026-01-21', calendario_id: null, origen: 'Fuera de servicio', resumen: null, nota: 'Pérdida de agua', creado_por: 'recepcion' },
];
const CONFLICTO: Conflicto = {
  id: 4, calendario_id: 7, calendario: 'Airbnb', hospedaje_id: 100, tipo_hospedaje_id: 1, numero: 3, fecha_entrada: '2026-01-08',
  fecha_salida: '2026-01-11', resumen: 'Reserved', reserva_id: 7, reserva_entrada: '2026-01-06', reserva_salida: '2026-01-09',
  choque_entrada: '2026-01-08', choque_salida: '2026-01-09',
  cliente: 'Juan Pérez', estado: 'pendiente', detectado_en: '2026-01-02T12:00:00.000Z', visto_por: null,
};

const OCUPACION: OcupacionResponse = {
  success: true,
  fecha_inicio: '2026-01-01',
  fecha_fin: '2026-01-31',
  noches: 31,
  ocupacion: [
    { tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña', unidades: 8, unidades_ocupadas: 5, noches_vendidas: 62, noches_disponibles: 248, porcentaje: 0.25, reservas: 9 },
    { tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis', unidades: 14, unidades_ocupadas: 1, noches_vendidas: 3, noches_disponibles: 434, porcentaje: 3 / 434, reservas: 1 },
    { tipo_hospedaje_id: 3, tipo_hospedaje: 'camping', unidades: 72, unidades_ocupadas: null, noches_vendidas: 40, noches_disponibles: 2232, porcentaje: 40 / 2232, reservas: 6 },
    { tipo_hospedaje_id: 4, tipo_hospedaje: 'grupos', unidades: null, unidades_ocupadas: null, noches_vendidas: 4, noches_disponibles: null, porcentaje: null, reservas: 2 },
  ],
};

const RESERVAS = [
  reserva({ id: 7, apellido: 'Pérez', nombre: 'Juan', hospedaje_id: 100, numero_hospedaje: 3, fecha_entrada: '2026-01-06', fecha_salida: '2026-01-09', observaciones: 'Llega tarde, después de las 22', descuento: 5000 }),
  reserva({ id: 8, apellido: 'Lucero', nombre: 'Marta', numero_hospedaje: 5, fecha_entrada: '2026-01-20', fecha_salida: '2026-01-22', documento: null, telefono: null }),
  reserva({ id: 9, tipo_hospedaje_id: 4, apellido: 'Escuela', nombre: 'N° 12', cantidad_personas: 20, fecha_entrada: '2026-01-15', fecha_salida: '2026-01-17' }),
  reserva({ id: 10, apellido: 'Anulada', nombre: 'Reserva', estado: 'cancelada', fecha_entrada: '2026-01-10', fecha_salida: '2026-01-13' }),
];

/** jsdom lays nothing out; give react-big-calendar the sizes of the real stylesheet (a 4-row month cell). */
function stubLayout() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const height = this.classList.contains('rbc-month-row') ? 128 : 24;
    return { x: 0, y: 0, top: 0, left: 0, right: 100, bottom: height, width: 100, height, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

function setNarrow(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query.includes('max-width: 768px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function renderPage(reportError = jest.fn(), hash = '') {
  const client = createQueryClient(QueryClient);
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const navigate = jest.fn();
  const ui = (h: string) => (
    <QueryClientProvider client={client}>
      <CalendarPage pathname="/admin/calendario" hash={h} navigate={navigate} reportError={reportError} today="2026-01-15" />
    </QueryClientProvider>
  );
  const { rerender } = render(ui(hash));
  return { reportError, navigate, setHash: (h: string) => rerender(ui(h)) };
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayout();
  setNarrow(false);
  listMock.mockReset();
  ocupacionMock.mockReset();
  listMock.mockResolvedValue(RESERVAS);
  ocupacionMock.mockResolvedValue(OCUPACION);
  jest.mocked(listHospedajes).mockResolvedValue({ success: true, tipos_hospedaje: [], hospedajes: UNIDADES });
  bloqueosMock.mockReset();
  bloqueosMock.mockResolvedValue({ success: true, bloqueos: [] });
  conflictosMock.mockReset();
  conflictosMock.mockResolvedValue({ success: true, conflictos: [] });
  updateMock.mockReset();
  jest.mocked(listReservasPagina).mockResolvedValue({ success: true, reservas: [], total: 0, page: 1, page_size: 1 });
  // Free for the stay's dates, its own nights left out: its own cabin 3 (id 100) and cabin 6; dormi 2 (holds 4).
  disponiblesMock.mockImplementation(async (q) => ({
    success: true,
    message: MSG.hospedajesDisponibles,
    hospedajes:
      q.tipo_hospedaje_id === 1
        ? [
            { id: 100, numero: 3, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
            { id: 106, numero: 6, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
          ]
        : [{ id: 202, numero: 2, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' }],
  }));
});
afterEach(() => restoreLayout());

describe('CalendarPage', () => {
  it("shows 'Cargando reservas...' until the reservations arrive", async () => {
    let resolve!: (value: typeof RESERVAS) => void;
    listMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByText('Cargando reservas...')).toBeInTheDocument();
    await act(async () => resolve(RESERVAS));
    await waitFor(() => expect(screen.queryByText('Cargando reservas...')).not.toBeInTheDocument());
  });

  it('fetches only the visible weeks plus a margin, and the occupancy of the month', async () => {
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    // January 2026 shows Mon 29/12/2025 to Sun 01/02/2026; a week of margin on each side.
    expect(listMock).toHaveBeenCalledWith('2025-12-22', '2026-02-08', expect.anything());
    expect(ocupacionMock).toHaveBeenCalledWith({ fecha_inicio: '2026-01-01', fecha_fin: '2026-01-31' }, expect.anything());
  });

  it('draws the cabins by default, in Spanish, with the type filter and its four buttons', async () => {
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    expect(screen.getByRole('heading', { name: 'Enero de 2026' })).toBeInTheDocument();
    expect(screen.getByText('Seleccionar tipo de hospedaje:')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Seleccionar tipo de hospedaje:' });
    expect(within(filter).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cabañas', 'Dormis', 'Camping', 'Grupos']);
    expect(within(filter).getByRole('button', { name: 'Cabañas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reserva #7: Pérez, Juan - Cabaña 3. Ver detalles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reserva #8: Lucero, Marta - Cabaña 5/ })).toBeInTheDocument();
    // Cancelled stays and other types are not drawn.
    expect(screen.queryByRole('button', { name: /Reserva #10/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reserva #9/ })).not.toBeInTheDocument();
    // Weeks start on Monday, with whole weekday names on wide screens.
    const headers = Array.from(document.querySelectorAll('.rbc-month-header .rbc-header')).map((h) => h.textContent);
    expect(headers).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
  });

  it('switches the type and colours the events with it', async () => {
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    fireEvent.click(screen.getByRole('button', { name: 'Grupos' }));
    expect(screen.getByRole('button', { name: 'Grupos' })).toHaveAttribute('aria-pressed', 'true');
    const group = screen.getByRole('button', { name: 'Reserva #9: Escuela, N° 12 - Grupo - 20 personas. Ver detalles' });
    expect(group).toHaveClass('cal-event-tipo-4');
    expect(group.style.getPropertyValue('--cal-ev-color')).toBe('#7c3aed');
    expect(within(group).getByTitle('Escuela, N° 12 - Grupo - 20 personas\nTotal: $\u00a0210.000', { normalizer: (t) => t })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reserva #7/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dormis' }));
    expect(screen.getByText('No hay reservas de Dormis en este período.')).toBeInTheDocument();
  });

  it('the detail links to the reservation in Reservas: a plain click stays in the app, ctrl opens a tab', async () => {
    const { navigate } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Reserva #7:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #7' });
    const link = within(dialog).getByRole('link', { name: 'N.º 7 en Reservas' });
    expect(link).toHaveAttribute('href', '/admin/reservas/7');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalledWith('/admin/reservas/7');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/admin/reservas/7');
  });

  it('opens the detail panel with a click or the keyboard, and Escape closes it', async () => {
    renderPage();
    const event = await screen.findByRole('button', { name: /Reserva #7:/ });
    event.focus();
    fireEvent.click(event);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #7' });
    const text = dialog.textContent ?? '';
    for (const expected of [
      'Pérez, Juan',
      '30111222',
      '26 6455 1234',
      'Cabaña 3',
      'Activa',
      '4 personas',
      '06/01/2026',
      '09/01/2026',
      'Noches3',
      '$\u00a0210.000',
      'Llega tarde, después de las 22',
    ]) {
      expect(text).toContain(expected);
    }
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the reservation that opened the panel.
    await waitFor(() => expect(event).toHaveFocus());

    const other = screen.getByRole('button', { name: /Reserva #8:/ });
    other.focus();
    fireEvent.keyDown(other, { key: 'Enter' });
    const second = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #8' });
    // No document, phone or observations: those rows are left out.
    expect(within(second).queryByText('Documento')).not.toBeInTheDocument();
    expect(within(second).queryByText('Teléfono')).not.toBeInTheDocument();
    expect(within(second).queryByRole('heading', { name: 'Observaciones' })).not.toBeInTheDocument();
    // Issue 16: the shared payments panel, with the form to record one.
    const pagos = within(second).getByRole('region', { name: 'Pagos' });
    expect(await within(pagos).findByText('Todavía no hay pagos registrados.')).toBeInTheDocument();
    expect(within(pagos).getByRole('form', { name: 'Registrar pago' })).toBeInTheDocument();
    fireEvent.click(within(second).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves a cabin stay to another free unit from the detail panel after the confirmation, and shows a refused move in Spanish', async () => {
    // A night in a dormi for 4 (issue 32: a move to another type is priced again).
    jest.mocked(getPrecio).mockResolvedValue({ success: true, precio: 44000 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Reserva #7:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #7' });
    const select = within(dialog).getByLabelText('Cambiar hospedaje') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Cabaña 3 (actual)', 'Cabaña 6', 'Dormi 2']);
    expect(disponiblesMock).toHaveBeenCalledWith(
      { tipo_hospedaje_id: 1, fecha_entrada: '2026-01-06', fecha_salida: '2026-01-09', excluir_reserva_id: 7 },
      expect.anything(),
    );
    const mover = within(dialog).getByRole('button', { name: 'Mover' });
    expect(mover).toBeDisabled();

    // Another cabin, the same nights: the same price, so only the move is confirmed (no price asked).
    updateMock.mockRejectedValueOnce(new ApiError(MSG.hospedajeNoDisponible, 409));
    fireEvent.change(select, { target: { value: '106' } });
    fireEvent.click(mover);
    let confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    expect(confirm).toHaveTextContent(/Antes: Cabaña 3\s*Ahora: Cabaña 6/);
    expect(updateMock).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar cambio' }));
    expect(await within(dialog).findByText(MSG.hospedajeNoDisponible)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText('Cabaña 3')).toBeInTheDocument();
    expect(getPrecio).not.toHaveBeenCalled();

    // A dormi: the list's amount for it, with the discount; «Volver» sends nothing, «Aplicar monto nuevo» sends it.
    fireEvent.change(select, { target: { value: '202' } });
    fireEvent.click(mover);
    confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    await waitFor(() =>
      expect(within(confirm).getByTestId('stay-change-amount').textContent?.replace(/\s/g, ' ')).toBe(
        'Antes: $ 210.000Según las tarifas: $ 127.0003 noches × $ 44.000 − descuento $ 5.000',
      ),
    );
    // The stay is asked by its dates: the seasons' rule prices it night by night (issue 35).
    expect(getPrecio).toHaveBeenCalledWith(
      { tipo_hospedaje_id: 2, cantidad_personas: 4, metodo_pago: 'efectivo', fecha_entrada: '2026-01-06', fecha_salida: '2026-01-09' },
      expect.anything(),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull());
    expect(updateMock).toHaveBeenCalledTimes(1);

    const moved = { ...RESERVAS[0], hospedaje_id: 202, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis', numero_hospedaje: 2, monto_total: 127000 };
    updateMock.mockResolvedValueOnce({ success: true, message: MSG.reservaActualizada, reserva: moved });
    fireEvent.click(mover);
    confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Aplicar monto nuevo' }));
    await waitFor(() => expect(within(dialog).getByText('Dormi 2')).toBeInTheDocument());
    expect(updateMock).toHaveBeenLastCalledWith({ id: 7, hospedaje_id: 202, monto_total: 127000 });
    expect(within(dialog).queryByText(MSG.hospedajeNoDisponible)).not.toBeInTheDocument();
  });

  it('cancels a stay from the detail panel (issue 32): the panel then shows the cancelled account, with no balance', async () => {
    const cancelada = { ...RESERVAS[1], estado: 'cancelada', monto_total: 0, saldo: 0, cancelacion_motivo: 'duplicada', cancelada_por: 'admin' };
    jest.mocked(cancelarReserva).mockResolvedValue({ success: true, message: MSG_CUENTA.reservaCancelada, reserva: cancelada, reembolso_id: null });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Reserva #8:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #8' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    await waitFor(() => expect(within(cancel).getByRole('button', { name: 'Cancelar reserva' })).toBeEnabled());
    fireEvent.change(within(cancel).getByLabelText('Motivo de la cancelación'), { target: { value: 'duplicada' } });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(cancelarReserva).toHaveBeenCalledWith({ id: 8, motivo: 'duplicada' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar reserva' })).not.toBeInTheDocument());

    const pagos = within(dialog).getByRole('region', { name: 'Pagos' });
    expect(await within(pagos).findByTestId('pay-cancelada')).toHaveTextContent('Motivo: Reserva duplicada o cargada por error');
    expect(within(pagos).queryByRole('form', { name: 'Registrar pago' })).not.toBeInTheDocument();
    expect(within(pagos).queryByTestId('pay-saldo')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
  });

  it('offers no move to a group stay', async () => {
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    fireEvent.click(screen.getByRole('button', { name: 'Grupos' }));
    fireEvent.click(screen.getByRole('button', { name: /Reserva #9:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #9' });
    expect(within(dialog).queryByLabelText('Cambiar hospedaje')).not.toBeInTheDocument();
  });

  it('reports a load failure in the admin banner and clears it once the reservations load', async () => {
    listMock.mockRejectedValue(new ApiError('HTTP error! status: 503', 503));
    const { reportError } = renderPage();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith('Error al cargar reservas'));
    listMock.mockResolvedValue(RESERVAS);
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByText('2 reservas de Cabañas en pantalla');
    expect(reportError).toHaveBeenLastCalledWith(null);
  });

  it('shows the occupancy of the period per type', async () => {
    renderPage();
    const occupancy = await screen.findByRole('region', { name: 'Ocupación' });
    await within(occupancy).findByText('5 de 8 unidades');
    expect(within(occupancy).getByText('del 01/01/2026 al 31/01/2026')).toBeInTheDocument();
    expect(within(occupancy).getByText('62 noches vendidas')).toBeInTheDocument();
    expect(within(occupancy).getByTitle('Cabañas: 5 de 8 unidades ocupadas, 9 reservas, 62 noches vendidas de 248 posibles')).toBeInTheDocument();
    expect(within(occupancy).getByTitle(/^Camping: 6 reservas, 40 noches vendidas de 2\.232 posibles, 72 parcelas$/)).toBeInTheDocument();
    expect(within(occupancy).getByText(/^25\s?%$/)).toBeInTheDocument();
    expect(within(occupancy).getByText('6 reservas')).toBeInTheDocument();
    expect(within(occupancy).getByText('2 reservas')).toBeInTheDocument();
    expect(within(occupancy).getByText('4 noches vendidas')).toBeInTheDocument();
  });

  it('moves between months and to the week view', async () => {
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('heading', { name: 'Febrero de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(listMock).toHaveBeenCalledWith('2026-01-19', '2026-03-08', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semana' }));
    expect(screen.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '12 – 18 de enero de 2026' })).toBeInTheDocument();
  });

  it('on narrow screens: fewer toolbar buttons and short weekday names', async () => {
    setNarrow(true);
    renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    const toolbar = document.querySelector('.cal-toolbar') as HTMLElement;
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Mes anterior',
      'Hoy',
      'Mes siguiente',
      'Semana',
    ]);
    const headers = Array.from(document.querySelectorAll('.rbc-month-header .rbc-header')).map((h) => h.textContent);
    expect(headers).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Semana' }));
    expect(within(document.querySelector('.cal-toolbar') as HTMLElement).getByRole('button', { name: 'Mes' })).toBeInTheDocument();
  });
});

describe('CalendarPage place in the URL', () => {
  it('opens the period, view and type a link names, and writes each move to the hash', async () => {
    const { navigate, setHash } = renderPage(jest.fn(), '#fecha=2026-01-06&vista=semana&tipo=grupos');
    expect(await screen.findByRole('heading', { name: '5 – 11 de enero de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grupos' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(navigate).toHaveBeenLastCalledWith('/admin/calendario#fecha=2026-01-13&vista=semana&tipo=grupos', { replace: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cabañas' }));
    expect(navigate).toHaveBeenLastCalledWith('/admin/calendario#fecha=2026-01-13&vista=semana&tipo=cabanas', { replace: true });
    // A link pasted while the screen is open is followed.
    setHash('#fecha=2026-03-02&vista=mes&tipo=dormis');
    expect(await screen.findByRole('heading', { name: 'Marzo de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dormis' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the week of a day number clicked in the month', async () => {
    const { navigate } = renderPage();
    await screen.findByText('2 reservas de Cabañas en pantalla');
    fireEvent.click(screen.getByRole('button', { name: '21' }));
    expect(await screen.findByRole('heading', { name: '19 – 25 de enero de 2026' })).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/admin/calendario#fecha=2026-01-21&vista=semana&tipo=cabanas', { replace: true });
  });

  it('ignores a hash it cannot read', async () => {
    renderPage(jest.fn(), '#fecha=2026-02-30&vista=anual&tipo=hotel');
    expect(await screen.findByRole('heading', { name: 'Enero de 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cabañas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws a live hold apart with its expiry, not an expired one, and confirms it from the panel with WhatsApp beside', async () => {
    const vence = '2099-01-10T21:30:00.000Z';
    const hold = reserva({ id: 21, apellido: 'Retenida', nombre: 'Ana', numero_hospedaje: 6, estado: 'pendiente', vence_el: vence, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-14' });
    const vencida = reserva({ id: 22, apellido: 'Vencida', nombre: 'Eva', numero_hospedaje: 7, estado: 'pendiente', vence_el: '2020-01-01T00:00:00.000Z', fecha_entrada: '2026-01-12', fecha_salida: '2026-01-14' });
    listMock.mockResolvedValue([...RESERVAS, hold, vencida]);
    jest.mocked(getConfiguracion).mockResolvedValue({
      success: true,
      configuracion: { sena_porcentaje: 30, horas_prereserva: 24, alias_bancario: 'camping.sanluis', cbu: null, titular_cuenta: null, whatsapp_negocio: null, minutos_sincronizacion: 15, actualizado_el: '2026-01-01T00:00:00Z', actualizado_por: 'admin' },
    });
    jest.mocked(confirmarPrereserva).mockResolvedValue({ success: true, message: MSG.prereservaConfirmada, reserva: { ...hold, estado: 'activa', vence_el: null } });
    renderPage();
    const event = await screen.findByRole('button', { name: 'Pre-reserva #21: Retenida, Ana - Cabaña 6, vence el 10/01/2099 18:30. Ver detalles' });
    expect(event).toHaveClass('cal-event-pendiente');
    expect(event).toHaveTextContent('Pre · vence 10/01 18:30');
    expect(screen.queryByRole('button', { name: /#22:/ })).not.toBeInTheDocument();

    fireEvent.click(event);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #21' });
    expect(within(dialog).getByText('Pre-reserva · vence 10/01/2099 18:30')).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: 'Enviar WhatsApp con la seña' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('Alias: camping.sanluis');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(confirmarPrereserva).toHaveBeenCalledWith(21));
    // The panel shows the answer: an active booking, no hold section left.
    await waitFor(() => expect(within(dialog).queryByText(/Pre-reserva · vence/)).not.toBeInTheDocument());
    expect(within(dialog).getByText('Activa')).toBeInTheDocument();
  });

  it('leads to the holds expiring today, when there are any', async () => {
    jest.mocked(listReservasPagina).mockResolvedValue({ success: true, reservas: [], total: 2, page: 1, page_size: 1 });
    const { navigate } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '2 pre-reservas vencen hoy' }));
    expect(navigate).toHaveBeenCalledWith('/admin/reservas#vencen-hoy');
    expect(jest.mocked(listReservasPagina).mock.calls[0][0]).toMatchObject({ prereservas: 'vencen_hoy', page_size: 1 });
  });
  describe('blocks and conflicts (issue #19)', () => {
    it('draws the blocks of the shown type as occupancy with the calendar name, asks for the window with both days, and lists them in the legend', async () => {
      bloqueosMock.mockResolvedValue({ success: true, bloqueos: BLOQUEOS });
      renderPage();
      const airbnb = await screen.findByRole('button', { name: 'Cabaña 6: Bloqueado por Airbnb del 12/01/2026 al 15/01/2026: Reserved. Ver bloqueo' });
      expect(airbnb).toHaveClass('cal-event-bloqueo');
      expect(airbnb).not.toHaveClass('cal-event-bloqueo-manual');
      expect(airbnb).toHaveTextContent('Airbnb · Cabaña 6');
      const manual = screen.getByRole('button', { name: /^Cabaña 3: Bloqueado por Mantenimiento del 26\/01\/2026 al 28\/01\/2026: Cambio de techo/ });
      expect(manual).toHaveClass('cal-event-bloqueo-manual');
      expect(manual).toHaveTextContent('Mantenimiento · Cabaña 3');
      // Not reservations: the count of stays is unchanged, and the dormi's block waits for its type.
      expect(screen.getByText('2 reservas de Cabañas en pantalla')).toBeInTheDocument();
      expect(screen.queryByText(/Booking\.com/)).not.toBeInTheDocument();
      // One request for the fetched window, read with both days included: [desde - 1, hasta + 1) in nights.
      expect(bloqueosMock).toHaveBeenCalledWith({ fecha_entrada: '2025-12-21', fecha_salida: '2026-02-09' }, expect.anything());
      expect(conflictosMock).toHaveBeenCalledWith({ desde: '2025-12-22', hasta: '2026-02-08' }, expect.anything());
      expect(screen.getByText('Bloqueo de un calendario importado')).toBeInTheDocument();
      expect(screen.getByText('Estadía en conflicto con un calendario importado')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Dormis' }));
      expect(await screen.findByRole('button', { name: /^Dormi 2: Bloqueado por Booking\.com/ })).toHaveTextContent('Booking.com · Dormi 2');
      expect(screen.getByText('No hay reservas de Dormis en este período.')).toBeInTheDocument();
    });

    it('opens a small detail of an imported block: calendar and dates, no client or amount, no delete', async () => {
      bloqueosMock.mockResolvedValue({ success: true, bloqueos: BLOQUEOS });
      const { navigate } = renderPage();
      const block = await screen.findByRole('button', { name: /^Cabaña 6: Bloqueado por Airbnb/ });
      block.focus();
      fireEvent.keyDown(block, { key: 'Enter' });
      const dialog = await screen.findByRole('dialog', { name: 'Bloqueo: Airbnb · Cabaña 6' });
      const text = dialog.textContent ?? '';
      for (const expected of ['Calendario «Airbnb»', 'Primera noche12/01/2026', 'Salida15/01/2026', 'Noches3', 'EventoReserved', 'No es una reserva']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toMatch(/Cliente|Total|\$/);
      expect(within(dialog).queryByRole('button', { name: 'Eliminar bloqueo' })).not.toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Ver en Canales' }));
      expect(navigate).toHaveBeenCalledWith('/admin/canales');
    });

    it('removes a manual block from its detail, and shows a refusal in Spanish', async () => {
      bloqueosMock.mockResolvedValue({ success: true, bloqueos: BLOQUEOS });
      const borrar = jest.mocked(borrarBloqueo);
      borrar.mockRejectedValueOnce(new ApiError(MSG.bloqueoNoEncontrado, 404));
      borrar.mockResolvedValueOnce({ success: true, message: MSG.bloqueoEliminado });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: /^Cabaña 3: Bloqueado por Mantenimiento/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Bloqueo: Mantenimiento · Cabaña 3' });
      expect(dialog).toHaveTextContent('NotaCambio de techo');
      expect(dialog).toHaveTextContent('Cargado poradmin');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar bloqueo' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.bloqueoNoEncontrado);
      bloqueosMock.mockResolvedValue({ success: true, bloqueos: BLOQUEOS.filter((b) => b.id !== 42) });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar bloqueo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(borrar).toHaveBeenLastCalledWith(42);
      // The window is read again: the block is gone.
      await waitFor(() => expect(screen.queryByRole('button', { name: /Mantenimiento/ })).not.toBeInTheDocument());
    });

    it('draws a fuera de servicio period as its own kind, with its reason, and sends its end to Limpieza (issue 36)', async () => {
      bloqueosMock.mockResolvedValue({ success: true, bloqueos: BLOQUEOS });
      const { navigate } = renderPage();
      const fuera = await screen.findByRole('button', { name: 'Cabaña 5: Fuera de servicio del 19/01/2026 al 21/01/2026. Motivo: Pérdida de agua. Ver bloqueo' });
      expect(fuera).toHaveClass('cal-event-bloqueo', 'cal-event-bloqueo-fuera');
      expect(fuera).not.toHaveClass('cal-event-bloqueo-manual');
      expect(fuera).toHaveTextContent('Fuera de servicio · Cabaña 5');
      expect(screen.getByText('Fuera de servicio', { selector: '.cal-legend-item' })).toBeInTheDocument();
      fireEvent.click(fuera);
      const dialog = await screen.findByRole('dialog', { name: 'Bloqueo: Fuera de servicio · Cabaña 5' });
      for (const expected of ['Unidad fuera de servicio', 'Vuelve al servicio21/01/2026', 'MotivoPérdida de agua', 'Cargado porrecepcion', '«Volver al servicio»']) {
        expect(dialog).toHaveTextContent(expected);
      }
      // DELETE bloqueos would erase its past nights too: it ends at Limpieza, which keeps them.
      expect(within(dialog).queryByRole('button', { name: 'Eliminar bloqueo' })).not.toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Ir a Limpieza' }));
      expect(navigate).toHaveBeenCalledWith('/admin/limpieza');
    });

    it('marks a stay with an open conflict and names the clash in its detail, with a link to the conflicts list', async () => {
      conflictosMock.mockResolvedValue({ success: true, conflictos: [CONFLICTO] });
      const { navigate } = renderPage();
      const stay = await screen.findByRole('button', { name: 'Reserva #7: Pérez, Juan - Cabaña 3. Conflicto con Airbnb: 08/01/2026 – 11/01/2026. Ver detalles' });
      expect(stay).toHaveClass('cal-event-conflicto');
      expect(stay.querySelector('.cal-ev-conflict')).toHaveTextContent('!');
      expect(screen.getByRole('button', { name: /Reserva #8:/ })).not.toHaveClass('cal-event-conflicto');
      fireEvent.click(stay);
      const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva #7' });
      expect(within(dialog).getByText('Conflicto con Airbnb: 08/01/2026 – 11/01/2026')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Ver la lista de conflictos' }));
      expect(navigate).toHaveBeenCalledWith('/admin/canales');
    });

    it('keeps the stays on screen when the blocks or conflicts cannot be read', async () => {
      bloqueosMock.mockRejectedValue(new ApiError('Error interno', 500));
      conflictosMock.mockRejectedValue(new ApiError('Error interno', 500));
      const reportError = jest.fn();
      renderPage(reportError);
      expect(await screen.findByRole('button', { name: /Reserva #7:/ })).toBeInTheDocument();
      expect(screen.getByText('2 reservas de Cabañas en pantalla')).toBeInTheDocument();
    });
  });
});
