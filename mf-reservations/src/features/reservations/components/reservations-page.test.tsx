import { api, resetApiMocks, serveReservasPages, toast } from '../../../testing/mock-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reserva } from '../../../testing/fixtures';
import { detailIdParam } from '../../../lib/detail-route';
import { WithLocation } from '@camping/ui/testing/with-location';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { ReservationsPage } from './reservations-page';

const many = Array.from({ length: 23 }, (_, i) =>
  reserva({
    id: i + 1,
    apellido: `Apellido${String(i + 1).padStart(2, '0')}`,
    nombre: 'Cliente',
    fecha_entrada: `2030-04-${String(i + 1).padStart(2, '0')}`,
    fecha_salida: `2030-04-${String(i + 3).padStart(2, '0')}`,
    tipo_hospedaje_id: (i % 4) + 1,
    tipo_hospedaje: ['cabaña', 'dormis', 'camping', 'grupos'][i % 4],
    numero_hospedaje: i % 4 < 2 ? i : null,
    hospedaje_id: i % 4 < 2 ? 100 + i : null,
  }),
);

const admin = { usuario: 'admin', rol: 'admin' as const };
const recepcion = { usuario: 'maria', rol: 'recepcion' as const };

/** The page at an address, as the shell mounts it (the address in the browser's history). */
function routedPage(path: string, { reportError = jest.fn(), user = admin as typeof admin | typeof recepcion, hash = '' } = {}) {
  return (
    <WithLocation initial={path}>
      {({ pathname, navigate }) => (
        <ReservationsPage hash={hash} user={user} navigate={navigate} detailId={detailIdParam({ pathname })} reportError={reportError} />
      )}
    </WithLocation>
  );
}

function renderPage(reportError = jest.fn(), user: typeof admin | typeof recepcion = admin) {
  return { reportError, ...renderWithQuery(routedPage('/admin/reservas', { reportError, user })) };
}

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

let stored: Reserva[] = many;
/** What the fake server holds from now on. */
const store = (rows: Reserva[]) => {
  stored = rows;
};

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  store(many);
  serveReservasPages(() => stored);
});

const pageCalls = () => api.reservas.listReservasPagina.mock.calls.map(([q]) => q);

describe('Reservas list', () => {
  it('shows the header actions and the table sorted by entry date, newest first, 10 a page', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reservas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nueva Reserva/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar Lista' })).toBeInTheDocument();
    await screen.findByText('Apellido23, Cliente');
    const rows = bodyRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Apellido23, Cliente');
    expect(rows[0]).toHaveTextContent('23/04/2030');
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Entrada/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('23 reservas registradas')).toBeInTheDocument();
    // One page is asked for, never the whole list.
    expect(api.reservas.listReservas).not.toHaveBeenCalled();
    expect(pageCalls()).toEqual([{ page: 1, page_size: 10, sort: { campo: 'fecha_entrada', desc: true }, search: '', tipo_hospedaje_id: null, saldo: null, prereservas: null, llegadas: null }]);
  });

  it('pages with Anterior/Siguiente and sorts by a header', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Apellido13, Cliente'));
    expect(pageCalls().at(-1)).toMatchObject({ page: 2, page_size: 10 });
    await user.click(screen.getByRole('button', { name: 'Cliente' }));
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Apellido01, Cliente'));
    expect(pageCalls().at(-1)).toMatchObject({ page: 1, sort: { campo: 'cliente', desc: false } });
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by type: todos, cabaña, dormis, camping (and grupos)', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    const group = screen.getByRole('group', { name: 'Filtrar por tipo de hospedaje' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Todos', 'Cabañas', 'Dormis', 'Camping', 'Grupos']);
    await user.click(within(group).getByRole('button', { name: 'Camping' }));
    expect(within(group).getByRole('button', { name: 'Camping' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Camping');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(pageCalls()).toContainEqual(expect.objectContaining({ page: 1, page_size: 10, tipo_hospedaje_id: 3 }));
    // «N de M»: how many match out of how many exist.
    expect(await screen.findByText('6 de 23 reservas')).toBeInTheDocument();
  });

  it('searches on the server 500 ms after typing stops, from page 1, and shows «N de M»', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage();
      await screen.findByText('Apellido23, Cliente');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await screen.findByText('Página 2 de 3');
      const before = pageCalls().length;
      await user.type(screen.getByRole('searchbox', { name: 'Buscar reservas' }), 'Apellido05');
      act(() => jest.advanceTimersByTime(499));
      expect(pageCalls()).toHaveLength(before);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(pageCalls()).toContainEqual(expect.objectContaining({ page: 1, page_size: 10, search: 'Apellido05' })));
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      expect(bodyRows()[0]).toHaveTextContent('Apellido05, Cliente');
      expect(await screen.findByText('1 de 23 reservas')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar reservas' }), 'zzz');
    expect(await screen.findByText(MSG.sinReservasBusqueda)).toBeInTheDocument();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(MSG.sinReservasBusqueda));
    expect(screen.getByText('0 de 23 reservas')).toBeInTheDocument();
  });

  it('empties the list and reports a loading error', async () => {
    api.reservas.listReservasPagina.mockRejectedValue(new ApiError('boom', 500));
    const { reportError } = renderPage();
    expect(await screen.findByText(MSG.errorCargarReservas)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MSG.errorCargarReservas);
    expect(reportError).toHaveBeenCalledWith(MSG.errorCargarReservas);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Error en el formato de los datos" for a non-array answer', async () => {
    api.reservas.listReservasPagina.mockRejectedValue(new ApiError(MSG.errorFormatoDatos, 200));
    renderPage();
    expect(await screen.findByText(MSG.errorFormatoDatos)).toBeInTheDocument();
  });

  it('refetches with Actualizar Lista', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    store([reserva({ id: 500, apellido: 'Nuevo', nombre: 'Huésped' })]);
    await user.click(screen.getByRole('button', { name: 'Actualizar Lista' }));
    expect(await screen.findByText('Nuevo, Huésped')).toBeInTheDocument();
  });

  it('at 768 px or less asks for 3 cards a page and says how many more there are', async () => {
    const user = userEvent.setup();
    setViewportNarrow(true);
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Mostrando 3 de 23 reservas. Hay 20 reservas más: use la búsqueda para encontrarlas.',
    );
    expect(pageCalls().at(-1)).toMatchObject({ page: 1, page_size: 3 });
    expect(screen.getByText('Página 1 de 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Apellido20, Cliente')).toBeInTheDocument();
  });

  it('opens the detail modal from a row', async () => {
    const user = userEvent.setup();
    store([reserva({ id: 42, observaciones: 'Llega tarde', telefono: '2664551234', documento: '30111222', descuento: 5000 })]);
    renderPage();
    await user.click(await screen.findByText('Pérez, Juan'));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    expect(within(dialog).getByText('Reserva #42')).toBeInTheDocument();
    expect(within(dialog).getByText('30111222')).toBeInTheDocument();
    expect(within(dialog).getByText('26 6455 1234')).toBeInTheDocument();
    expect(within(dialog).getByText('Cabaña 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Activa')).toBeInTheDocument();
    expect(within(dialog).getByText('12/03/2030')).toBeInTheDocument();
    expect(within(dialog).getByText('15/03/2030')).toBeInTheDocument();
    expect(within(dialog).getByText('Llega tarde')).toBeInTheDocument();
    expect(within(dialog).getByText('Monto total').closest('div')).toHaveTextContent(/210\.000/);
    // Issue 16: the shared payments panel, nothing paid yet.
    const pagos = within(dialog).getByRole('region', { name: 'Pagos' });
    expect(await within(pagos).findByText('Todavía no hay pagos registrados.')).toBeInTheDocument();
    expect(within(pagos).getByText('Sin pagos')).toBeInTheDocument();
    expect(within(pagos).getByRole('form', { name: 'Registrar pago' })).toBeInTheDocument();
  });

  it('shows the stay\'s account above its payments; a charge added there changes the amount shown and the list (issue 32)', async () => {
    const user = userEvent.setup();
    const stay = reserva({ id: 42 });
    store([stay]);
    const charged = { ...stay, monto_total: 215000, cargos_adicionales: 5000 };
    // The server keeps the charge: the detail and the list read it again from there.
    api.cuenta.addCargo.mockImplementation(async () => {
      store([charged]);
      return { success: true, id: 9, message: MSG_CUENTA.cargoAgregado, reserva: charged };
    });
    renderPage();
    await user.click(await screen.findByText('Pérez, Juan'));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    const cuenta = within(dialog).getByRole('region', { name: 'Cuenta' });
    expect(await within(cuenta).findByText('Según la reserva')).toBeInTheDocument();
    // Above the payments.
    const pagos = within(dialog).getByRole('region', { name: 'Pagos' });
    expect(cuenta.compareDocumentPosition(pagos) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const listed = pageCalls().length;

    await user.click(within(cuenta).getByRole('button', { name: 'Agregar cargo' }));
    await user.type(await within(cuenta).findByLabelText('Concepto'), 'Lavandería');
    await user.type(within(cuenta).getByLabelText('Monto ($)'), '5000');
    await user.click(within(cuenta).getByRole('button', { name: 'Agregar cargo' }));
    await waitFor(() => expect(api.cuenta.addCargo).toHaveBeenCalledWith({ reserva_id: 42, concepto: 'Lavandería', monto: 5000 }));
    await waitFor(() => expect(within(dialog).getByText('Monto total').closest('div')).toHaveTextContent(/215\.000/));
    await waitFor(() => expect(pageCalls().length).toBeGreaterThan(listed));
    expect(toast.success).toHaveBeenCalledWith(MSG_CUENTA.cargoAgregado);
  });

  it('shows each row\'s payment status and filters by it on the server (issue 16)', async () => {
    const user = userEvent.setup();
    store([
      reserva({ id: 1, monto_total: 100000, total_pagado: 30000, saldo: 70000, estado_pago: 'parcial' }),
      reserva({ id: 2, monto_total: 100000, total_pagado: 100000, saldo: 0, estado_pago: 'completo', apellido: 'Lucero' }),
    ]);
    renderPage();
    const row = (id: number) => document.querySelector(`tr[data-reserva-id="${id}"]`) as HTMLElement;
    await screen.findByText('Lucero, Juan');
    expect(screen.getByRole('columnheader', { name: 'Pago' })).toBeInTheDocument();
    expect(within(row(1)).getByText('Pago parcial')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent(/Saldo \$\s70\.000/);
    expect(within(row(2)).getByText('Pagada')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filtrar por pago' });
    await user.click(within(filters).getByRole('button', { name: 'Con saldo pendiente' }));
    await waitFor(() => expect(pageCalls()).toContainEqual(expect.objectContaining({ page: 1, page_size: 10, saldo: 'pendiente' })));
    expect(within(filters).getByRole('button', { name: 'Con saldo pendiente' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Pagadas' }));
    await waitFor(() => expect(pageCalls()).toContainEqual(expect.objectContaining({ page: 1, page_size: 10, saldo: 'pagada' })));
  });

  it('deletes after the accessible confirmation and refetches', async () => {
    const user = userEvent.setup();
    const target = reserva({ id: 7 });
    store([target]);
    api.reservas.deleteReserva.mockResolvedValue({ success: true, message: MSG.reservaEliminada });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Eliminar reserva #7/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar reserva' });
    expect(within(confirm).getByText(MSG.confirmarEliminarReserva)).toBeInTheDocument();
    store([]);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.reservas.deleteReserva).toHaveBeenCalledWith(7));
    expect(toast.success).toHaveBeenCalledWith(MSG.reservaEliminada);
    expect(await screen.findByText('Todavía no hay reservas registradas.')).toBeInTheDocument();
  });

  it('keeps the reservation when the confirmation is cancelled, and shows the server message on failure', async () => {
    const user = userEvent.setup();
    store([reserva({ id: 8 })]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Eliminar reserva #8/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar reserva' })).getByRole('button', { name: 'Cancelar' }));
    expect(api.reservas.deleteReserva).not.toHaveBeenCalled();
    api.reservas.deleteReserva.mockRejectedValue(new ApiError('HTTP error! status: 404', 404));
    await user.click(screen.getByRole('button', { name: /Eliminar reserva #8/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar reserva' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('HTTP error! status: 404'));
    expect(screen.getByText('Pérez, Juan')).toBeInTheDocument();
  });

  it('offers reception no «Eliminar» (the API answers 403), in the row nor in the detail; Editar stays', async () => {
    const user = userEvent.setup();
    store([reserva({ id: 9 })]);
    renderPage(jest.fn(), recepcion);
    const row = await screen.findByText('Pérez, Juan');
    expect(screen.getByRole('button', { name: /Editar reserva #9/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it('offers an administrator «Eliminar» in the detail too', async () => {
    const user = userEvent.setup();
    store([reserva({ id: 9 })]);
    renderPage();
    await user.click(await screen.findByText('Pérez, Juan'));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog', { name: 'Eliminar reserva' })).toBeInTheDocument();
  });

  it('offers Editar for every type of lodging', async () => {
    renderPage();
    await screen.findByText('Apellido23, Cliente');
    expect(screen.getAllByRole('button', { name: /^Editar reserva/ })).toHaveLength(10);
  });
});

describe('Reservas list: «Cancelar reserva» (issue 32)', () => {
  const conSena = reserva({ id: 40, apellido: 'Seña', nombre: 'Ana', monto_total: 102000, total_pagado: 20000, saldo: 82000, estado_pago: 'parcial' });
  const cancelada = reserva({
    id: 41,
    apellido: 'Cancelada',
    nombre: 'Eva',
    estado: 'cancelada',
    monto_total: 20000,
    total_pagado: 20000,
    saldo: 0,
    estado_pago: 'completo',
    cancelacion_motivo: 'desistio',
  });
  // An older row still owing: a cancelled stay never shows a balance, whatever the row says.
  const antigua = reserva({ id: 42, apellido: 'Antigua', nombre: 'Leo', estado: 'cancelada', total_pagado: 0, saldo: 82000, estado_pago: 'pendiente' });
  const row = (id: number) => document.querySelector(`tr[data-reserva-id="${id}"]`) as HTMLElement;

  beforeEach(() => {
    api.pagos.listPagosReserva.mockImplementation(async (id: number) => ({
      success: true,
      pagos: [],
      total_pagado: id === conSena.id ? 20000 : 0,
      reembolsos: [],
      total_reembolsado: 0,
    }));
  });

  it('a cancelled stay shows what it kept, never «Pago parcial · Saldo», and is not offered «Cancelar» again', async () => {
    store([conSena, cancelada, antigua]);
    renderPage();
    await screen.findByText('Seña, Ana');
    expect(within(row(40)).getByText('Pago parcial')).toBeInTheDocument();
    expect(within(row(40)).getByRole('button', { name: 'Cancelar reserva #40 de Seña, Ana' })).toBeInTheDocument();
    expect(row(41)).toHaveTextContent(/Conservado \$\s20\.000/);
    expect(within(row(41)).queryByText('Pagada')).toBeNull();
    expect(row(42)).not.toHaveTextContent('Saldo');
    expect(within(row(42)).queryByText('Sin pagos')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Cancelar reserva #/ })).toHaveLength(1);

    await userEvent.click(screen.getByText('Cancelada, Eva'));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    await within(dialog).findByTestId('pay-cancelada');
    expect(within(dialog).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    expect(within(dialog).queryByRole('form', { name: 'Registrar pago' })).toBeNull();
    expect(within(dialog).queryByTestId('pay-saldo')).toBeNull();
  });

  it('cancels from the detail keeping the seña: the detail shows it cancelled and the list is read again', async () => {
    const user = userEvent.setup();
    store([conSena]);
    const hecha = { ...conSena, estado: 'cancelada', monto_total: 20000, saldo: 0, estado_pago: 'completo' as const, cancelacion_motivo: 'clima' };
    api.reservas.cancelarReserva.mockImplementation(async () => {
      store([hecha]);
      return { success: true, message: MSG_CUENTA.reservaCancelada, reserva: hecha, reembolso_id: null };
    });
    renderPage(jest.fn(), recepcion);
    await user.click(await screen.findByText('Seña, Ana'));
    const detail = await screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
    await within(detail).findByRole('form', { name: 'Registrar pago' });
    await user.click(within(detail).getByRole('button', { name: 'Cancelar reserva' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'clima');
    await user.click(await within(dialog).findByLabelText('Conservar lo pagado (la seña no se devuelve)'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await waitFor(() => expect(api.reservas.cancelarReserva).toHaveBeenCalledWith({ id: 40, motivo: 'clima', dinero: 'conservar' }));
    expect(toast.success).toHaveBeenCalledWith(MSG_CUENTA.reservaCancelada);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar reserva' })).toBeNull());

    expect(await within(detail).findByTestId('pay-cancelada')).toHaveTextContent('Motivo: Clima o caminos');
    expect(within(detail).queryByRole('form', { name: 'Registrar pago' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    await waitFor(() => expect(row(40)).toHaveTextContent(/Conservado \$\s20\.000/));
  });
});

describe('Reservas list: holds (pre-reservas)', () => {
  const vence = new Date(Date.now() + 3 * 3600_000).toISOString();
  const hold = reserva({ id: 501, apellido: 'Retenida', nombre: 'Ana', estado: 'pendiente', vence_el: vence, telefono: '2664551234' });

  it('shows a hold with its expiry, confirms it from the row, and filters «Vencen hoy» on the server', async () => {
    store([hold, ...many.slice(0, 3)]);
    api.reservas.confirmarPrereserva.mockResolvedValue({
      success: true,
      message: MSG.prereservaConfirmada,
      reserva: { ...hold, estado: 'activa', vence_el: null },
    });
    renderPage();
    const row = (await screen.findByText('Retenida, Ana')).closest('tr')!;
    expect(within(row).getByText(/^Pre-reserva · vence \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirmar pre-reserva #501 de Retenida, Ana' }));
    await waitFor(() => expect(api.reservas.confirmarPrereserva).toHaveBeenCalledWith(501));
    expect(toast.success).toHaveBeenCalledWith(MSG.prereservaConfirmada);
    // Only holds have the action.
    expect(screen.getAllByRole('button', { name: /^Confirmar pre-reserva/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Vencen hoy' }));
    await waitFor(() => expect(pageCalls()).toContainEqual(expect.objectContaining({ prereservas: 'vencen_hoy', page: 1 })));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('opens on «Vencen hoy» from #vencen-hoy and says when none expire today', async () => {
    store([]);
    renderWithQuery(routedPage('/admin/reservas', { hash: '#vencen-hoy' }));
    expect(await screen.findByText('No hay pre-reservas que venzan hoy.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vencen hoy' })).toHaveAttribute('aria-pressed', 'true');
    expect(pageCalls()[0]).toMatchObject({ prereservas: 'vencen_hoy' });
  });

  it('offers the WhatsApp message and «Confirmar» in the details of a hold', async () => {
    store([hold]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver reserva #501 de Retenida, Ana' }));
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: 'Enviar WhatsApp con la seña' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5492664551234\?text=/);
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('CBU: 2850590940090418135201');
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('explains instead of linking when the guest has no phone', async () => {
    store([{ ...hold, telefono: null }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver reserva #501 de Retenida, Ana' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(MSG.sinTelefonoWhatsapp)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
