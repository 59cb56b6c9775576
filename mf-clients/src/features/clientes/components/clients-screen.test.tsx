import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import * as clientesApi from '@camping/contracts/api/clientes';
import * as reservasApi from '@camping/contracts/api/reservas';
import { notify } from '@camping/ui/toast';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { WithLocation } from '@camping/ui/testing/with-location';
import { detailIdParam } from '../../../lib/detail-route';
import { serveCliente, serveClientesPages } from '../../../testing/fake-clientes-server';
import { cliente, manyClientes, reserva } from '../../../testing/fixtures';
import { renderWithQuery, setNarrow } from '../../../testing/render';
import { ClientsScreen } from './clients-screen';

jest.mock('@camping/contracts/api/clientes');
jest.mock('@camping/contracts/api/reservas');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const api = jest.mocked(clientesApi);
const reservasMock = jest.mocked(reservasApi);
const toast = jest.mocked(notify);

const admin = { usuario: 'admin', rol: 'admin' as const };
const recepcion = { usuario: 'maria', rol: 'recepcion' as const };

function renderScreen(user: typeof admin | typeof recepcion = admin) {
  const reportError = jest.fn();
  const utils = renderWithQuery(routedScreen('/admin/clientes', user, reportError));
  return { reportError, ...utils };
}

/** The screen at an address, as the shell mounts it (the address in the browser's history). */
function routedScreen(path: string, user: typeof admin | typeof recepcion = admin, reportError = jest.fn()) {
  return (
    <WithLocation initial={path}>
      {({ pathname, navigate }) => (
        <ClientsScreen user={user} reportError={reportError} navigate={navigate} detailId={detailIdParam({ pathname })} />
      )}
    </WithLocation>
  );
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Listado de clientes' });
  return within(table).getAllByRole('row').slice(1);
}

function column(index: number) {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent);
}

let stored: Cliente[] = [];
/** What the fake server holds from now on. */
const store = (rows: Cliente[]) => {
  stored = rows;
};
const pageCalls = () => api.listClientesPagina.mock.calls.map(([q]) => q).filter((q) => q.page_size !== 1);

beforeEach(() => {
  jest.clearAllMocks();
  setNarrow(false);
  reservasMock.listReservasCliente.mockResolvedValue([]);
  store([]);
  serveClientesPages(api.listClientesPagina, () => stored);
  serveCliente(api.getCliente, () => stored);
});

describe('Clientes, wide screens', () => {
  it('shows the columns, the phone 2-4-4 and the registration date DD/MM/YYYY', async () => {
    store([
      cliente({ id: 1, telefono: '2664551234', modelo_vehiculo: 'Ford Ka', patente: 'AB123CD', created_at: '2026-01-15T13:00:00.000Z' }),
    ]);
    renderScreen();
    await screen.findByRole('table', { name: 'Listado de clientes' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual(['Apellido', 'Nombre', 'DNI', 'Teléfono', 'Vehículo', 'Patente', 'Fecha de registro', 'Acciones']);
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['Pérez', 'Juan', '30000001', '26 6455 1234', 'Ford Ka', 'AB123CD', '15/01/2026']);
    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Actualizar Lista/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nuevo Cliente/ })).toBeInTheDocument();
  });

  it('sorts by apellido ascending the Spanish way, and each header toggles its order', async () => {
    store([
      cliente({ id: 1, apellido: 'Zárate', documento: '3' }),
      cliente({ id: 2, apellido: 'Álvarez', documento: '10' }),
      cliente({ id: 3, apellido: 'benítez', documento: '2' }),
      cliente({ id: 4, apellido: 'Núñez', documento: '1' }),
    ]);
    renderScreen();
    await screen.findByRole('table');
    expect(column(0)).toEqual(['Álvarez', 'benítez', 'Núñez', 'Zárate']);
    expect(screen.getByRole('columnheader', { name: /Apellido/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: /Apellido/ }));
    await waitFor(() => expect(column(0)).toEqual(['Zárate', 'Núñez', 'benítez', 'Álvarez']));
    expect(screen.getByRole('columnheader', { name: /Apellido/ })).toHaveAttribute('aria-sort', 'descending');

    // DNI sorts numerically (10 after 3).
    await userEvent.click(screen.getByRole('button', { name: /DNI/ }));
    await waitFor(() => expect(column(2)).toEqual(['1', '2', '3', '10']));
    expect(pageCalls().at(-1)).toMatchObject({ page: 1, sort: { campo: 'documento', desc: false } });
    expect(screen.getByRole('columnheader', { name: /Apellido/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('keeps clients without a phone last when sorting by phone', async () => {
    store([
      cliente({ id: 1, apellido: 'A', telefono: null }),
      cliente({ id: 2, apellido: 'B', telefono: '3511234567' }),
      cliente({ id: 3, apellido: 'C', telefono: '1123456789' }),
    ]);
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Teléfono/ }));
    await waitFor(() => expect(column(3)).toEqual(['11 2345 6789', '35 1123 4567', '—']));
  });

  it('asks the server for pages of 10 with Página X de Y, Anterior and Siguiente, never for the whole list', async () => {
    store(manyClientes(23));
    renderScreen();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('23 clientes')).toBeInTheDocument();
    expect(api.listClientes).not.toHaveBeenCalled();
    expect(pageCalls()).toEqual([{ page: 1, page_size: 10, sort: { campo: 'apellido', desc: false }, search: '' }]);
    const firstPage = column(0);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    await waitFor(() => expect(column(0)).not.toEqual(firstPage));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('edits one row inline with Guardar/Cancelar and refetches the list', async () => {
    const juan = cliente({ id: 7, nombre: 'Juan', apellido: 'Pérez', documento: '30111222' });
    const ana = cliente({ id: 8, nombre: 'Ana', apellido: 'Sosa', documento: '30111333' });
    store([juan, ana]);
    api.updateCliente.mockResolvedValue({ success: true, message: 'ok', cliente: { ...juan, telefono: '1122334455' } });
    renderScreen();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Editar Pérez, Juan' }));
    const row = screen.getByRole('row', { name: 'Editando Pérez, Juan' });
    expect(within(row).getByLabelText('Nombre')).toHaveValue('Juan');
    // One row at a time: editing Ana closes Juan's row.
    await userEvent.click(screen.getByRole('button', { name: 'Editar Sosa, Ana' }));
    expect(screen.queryByRole('row', { name: 'Editando Pérez, Juan' })).toBeNull();
    await userEvent.click(within(screen.getByRole('row', { name: 'Editando Sosa, Ana' })).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Editar Pérez, Juan' }));
    const editing = screen.getByRole('row', { name: 'Editando Pérez, Juan' });
    const phone = within(editing).getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1122334455');
    store([{ ...juan, telefono: '1122334455' }, ana]);
    await userEvent.click(within(editing).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.updateCliente).toHaveBeenCalledWith(7, expect.objectContaining({ nombre: 'Juan', telefono: '1122334455', patente: null })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cliente actualizado exitosamente'));
    await waitFor(() => expect(column(3)).toContain('11 2233 4455'));
    expect(pageCalls()).toHaveLength(2);
  });

  it('refuses an empty nombre in the inline edit without calling the API', async () => {
    store([cliente({ id: 7 })]);
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Pérez, Juan' }));
    const row = screen.getByRole('row', { name: 'Editando Pérez, Juan' });
    await userEvent.clear(within(row).getByLabelText('Nombre'));
    await userEvent.click(within(row).getByRole('button', { name: 'Guardar' }));
    expect(await within(row).findByText('El campo nombre es obligatorio')).toBeInTheDocument();
    expect(api.updateCliente).not.toHaveBeenCalled();
  });

  it('shows a duplicate document on its field and keeps what was typed', async () => {
    store([cliente({ id: 7 })]);
    api.updateCliente.mockRejectedValue(new ApiError('Ya existe un cliente con ese documento', 409));
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Editar Pérez, Juan' }));
    const row = screen.getByRole('row', { name: 'Editando Pérez, Juan' });
    const documento = within(row).getByLabelText('Documento (DNI)');
    await userEvent.clear(documento);
    await userEvent.type(documento, '99999999');
    await userEvent.click(within(row).getByRole('button', { name: 'Guardar' }));
    expect(await within(row).findByText('Ya existe un cliente con ese documento')).toBeInTheDocument();
    expect(documento).toHaveValue('99999999');
    expect(toast.error).toHaveBeenCalledWith('Ya existe un cliente con ese documento');
  });

  it('asks in a dialog before deleting, and says why the server refused', async () => {
    store([cliente({ id: 7 })]);
    api.deleteCliente.mockRejectedValueOnce(
      new ApiError('No se puede eliminar el cliente porque tiene reservas registradas. Elimine o reasigne sus reservas primero.', 409),
    );
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Pérez, Juan' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar a Pérez, Juan' });
    expect(await within(dialog).findByText('¿Está seguro de que desea eliminar este cliente?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(api.deleteCliente).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Pérez, Juan' }));
    await userEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'No se puede eliminar el cliente porque tiene reservas registradas. Elimine o reasigne sus reservas primero.',
      ),
    );
    expect(bodyRows()).toHaveLength(1);

    api.deleteCliente.mockResolvedValueOnce({ success: true, message: 'Cliente eliminado exitosamente' });
    store([]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Pérez, Juan' }));
    await userEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cliente eliminado exitosamente'));
    expect(api.deleteCliente).toHaveBeenLastCalledWith(7);
    expect(await screen.findByText('Todavía no hay clientes registrados.')).toBeInTheDocument();
  });

  it('says up front that a client with reservations cannot be deleted, and offers to see them', async () => {
    store([cliente({ id: 7 })]);
    reservasMock.listReservasCliente.mockResolvedValue([
      reserva({ id: 1, cliente_id: 7 }),
      reserva({ id: 2, cliente_id: 7, fecha_entrada: '2026-02-01', fecha_salida: '2026-02-03' }),
    ]);
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Pérez, Juan' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede eliminar a Pérez, Juan' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Este cliente tiene 2 reservas registradas y no se puede eliminar. Elimine o reasigne sus reservas primero.',
    );
    expect(within(dialog).queryByText('¿Está seguro de que desea eliminar este cliente?')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(reservasMock.listReservasCliente).toHaveBeenCalledWith(7, expect.anything());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver reservas' }));
    const detail = await screen.findByRole('dialog', { name: 'Juan Pérez' });
    expect(within(detail).getByRole('list', { name: 'Reservas del cliente' }).children).toHaveLength(2);
    expect(api.deleteCliente).not.toHaveBeenCalled();
  });

  it('offers reception Ver and Editar but not Eliminar, which the API refuses them (403)', async () => {
    store([cliente({ id: 7 })]);
    renderScreen(recepcion);
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByRole('button', { name: 'Ver Pérez, Juan' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Editar Pérez, Juan' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('opens the detail on a row click but not on a button click', async () => {
    store([cliente({ id: 7 })]);
    renderScreen();
    await screen.findByRole('table');
    fireEvent.click(within(bodyRows()[0]).getAllByRole('cell')[1]);
    expect(await screen.findByRole('dialog', { name: 'Juan Pérez' })).toBeInTheDocument();
    expect(await screen.findByText('Este cliente no tiene reservaciones registradas.')).toBeInTheDocument();
    expect(reservasMock.listReservasCliente).toHaveBeenCalledWith(7, expect.anything());
  });

  it('reports a non-array answer as Error en el formato de los datos and empties the list', async () => {
    api.listClientesPagina.mockRejectedValue(new ApiError('Error en el formato de los datos', 200));
    const { reportError } = renderScreen();
    expect(await screen.findByText('Error en el formato de los datos')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error en el formato de los datos');
    expect(reportError).toHaveBeenCalledWith('Error en el formato de los datos');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reports any other failure as Error al cargar los clientes, and Actualizar Lista retries', async () => {
    api.listClientesPagina.mockRejectedValueOnce(new ApiError('HTTP error! status: 500', 500));
    const { reportError } = renderScreen();
    expect(await screen.findByText('Error al cargar los clientes')).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith('Error al cargar los clientes');
    store([cliente({ id: 1 })]);
    await userEvent.click(screen.getByRole('button', { name: /Actualizar Lista/ }));
    await screen.findByRole('table');
    expect(reportError).toHaveBeenLastCalledWith(null);
  });
});

describe('Clientes search (debounced 500 ms, on the server)', () => {
  const clientes = [
    cliente({ id: 1, nombre: 'María', apellido: 'Pérez', documento: '28123456' }),
    cliente({ id: 2, nombre: 'Juan', apellido: 'Gómez', documento: '30111222' }),
  ];

  it('waits 500 ms after the last key, then asks for page 1 of what matches and shows «N de M»', async () => {
    store(clientes);
    renderScreen();
    await screen.findByRole('table');
    const started = Date.now();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'gom');
    expect(pageCalls().filter((q) => q.search)).toEqual([]);
    await waitFor(() => expect(pageCalls().filter((q) => q.search)).toHaveLength(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(pageCalls().at(-1)).toEqual({ page: 1, page_size: 10, sort: { campo: 'apellido', desc: false }, search: 'gom' });
    await waitFor(() => expect(column(0)).toEqual(['Gómez']));
    expect(await screen.findByText('1 de 2 clientes para «gom»')).toBeInTheDocument();
  });

  it('says when the search fails, and keeps the screen usable', async () => {
    store(clientes);
    renderScreen();
    await screen.findByRole('table');
    api.listClientesPagina.mockRejectedValueOnce(new ApiError('HTTP error! status: 500', 500));
    await userEvent.type(screen.getByRole('searchbox'), 'pérez');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error al cargar los clientes'));
    serveClientesPages(api.listClientesPagina, () => stored);
    await userEvent.click(screen.getByRole('button', { name: /Actualizar Lista/ }));
    await waitFor(() => expect(column(0)).toEqual(['Pérez']));
  });

  it('says when nothing matches', async () => {
    store(clientes);
    renderScreen();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('No se encontraron clientes con ese criterio de búsqueda'));
    expect(screen.getByText('No se encontraron clientes con ese criterio de búsqueda')).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledTimes(1);
  });
});

describe('Clientes, narrow screens (768 px or less)', () => {
  beforeEach(() => setNarrow(true));

  it('asks for 3 clients a page and shows them as cards, with the note of how many more exist', async () => {
    store(manyClientes(12));
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Clientes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Álvarez, Nombre2',
      'benítez, Nombre4',
      'Castro, Nombre8',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent('Se muestran 3 de 12 clientes. Hay 9 más: use la búsqueda para encontrarlos.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(pageCalls().at(-1)).toMatchObject({ page: 1, page_size: 3 });
    expect(screen.getByText('Página 1 de 4')).toBeInTheDocument();
    expect(within(cards[0]).getByText('26 6455 1234')).toBeInTheDocument();
  });

  it('shows no note when 3 or fewer clients match', async () => {
    store(manyClientes(3));
    renderScreen();
    await screen.findByRole('list', { name: 'Clientes' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('edits a card inline with labelled fields', async () => {
    const juan = cliente({ id: 7 });
    store([juan]);
    api.updateCliente.mockResolvedValue({ success: true, message: 'ok', cliente: { ...juan, patente: 'AA111BB' } });
    renderScreen();
    await screen.findByRole('list', { name: 'Clientes' });
    await userEvent.click(screen.getByRole('button', { name: 'Editar Pérez, Juan' }));
    const form = screen.getByRole('form', { name: 'Editar Pérez, Juan' });
    await userEvent.type(within(form).getByLabelText('Patente'), 'AA111BB');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.updateCliente).toHaveBeenCalledWith(7, expect.objectContaining({ patente: 'AA111BB' })));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar Pérez, Juan' })).toBeNull());
  });

  it('shows reception no Eliminar on the cards either', async () => {
    store([cliente({ id: 7 })]);
    renderScreen(recepcion);
    const card = within(await screen.findByRole('list', { name: 'Clientes' })).getByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Editar Pérez, Juan' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('opens the detail when a card is tapped', async () => {
    store([cliente({ id: 7 })]);
    reservasMock.listReservasCliente.mockResolvedValue([reserva({ id: 1, cliente_id: 7 })]);
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Clientes' });
    fireEvent.click(within(list).getByRole('heading'));
    expect(await screen.findByRole('dialog', { name: 'Juan Pérez' })).toBeInTheDocument();
  });
});
