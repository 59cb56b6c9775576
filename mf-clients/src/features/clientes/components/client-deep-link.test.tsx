import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import * as clientesApi from '@camping/contracts/api/clientes';
import * as reservasApi from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import { WithLocation } from '@camping/ui/testing/with-location';
import { detailIdParam } from '../../../lib/detail-route';
import { serveCliente, serveClientesPages } from '../../../testing/fake-clientes-server';
import { cliente, reserva } from '../../../testing/fixtures';
import { renderWithQuery, setNarrow } from '../../../testing/render';
import { ClientsScreen } from './clients-screen';

jest.mock('@camping/contracts/api/clientes');
jest.mock('@camping/contracts/api/reservas');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const api = jest.mocked(clientesApi);
const reservasMock = jest.mocked(reservasApi);
// 60 clients, 50 a page: «Zárate» sorts last, on page 2.
const stored = [...Array.from({ length: 59 }, (_, i) => cliente({ id: i + 1, apellido: `Apellido${i + 1}`, nombre: 'Ana' })), cliente({ id: 60, apellido: 'Zárate', nombre: 'Rosa' })];

function renderAt(path: string) {
  return renderWithQuery(
    <WithLocation initial={path}>
      {({ pathname, navigate }) => (
        <ClientsScreen user={{ usuario: 'admin', rol: 'admin' }} reportError={jest.fn()} navigate={navigate} detailId={detailIdParam({ pathname })} />
      )}
    </WithLocation>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  setNarrow(false);
  reservasMock.listReservasCliente.mockResolvedValue([reserva({ id: 77, cliente_id: 60 })]);
  serveClientesPages(api.listClientesPagina, () => stored);
  serveCliente(api.getCliente, () => stored);
});

describe('/admin/clientes/:id', () => {
  it('opens that client’s detail, loaded by id though not on the page shown, with its stays linked to Reservas', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clientes/60');
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Zárate' });
    expect(api.getCliente).toHaveBeenCalledWith(60, expect.anything());
    const stay = await within(dialog).findByRole('link', { name: 'Reserva N.º 77' });
    expect(stay).toHaveAttribute('href', '/admin/reservas/77');
    // A ctrl-click is the browser's (a new tab); a plain one stays in the app.
    expect(fireEvent.click(stay, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/admin/clientes/60');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/admin/clientes/60`);
  });

  it('a row’s «Ver» goes to the client’s address; closing is the browser’s Back', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clientes');
    await user.click(await screen.findByRole('button', { name: /^Ver .*Apellido1\b/ }));
    expect(window.location.pathname).toBe('/admin/clientes/1');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/clientes'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing a detail opened by its address replaces it with the list', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clientes/60');
    const before = window.history.length;
    await screen.findByRole('dialog', { name: 'Rosa Zárate' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/clientes');
    expect(window.history.length).toBe(before);
  });

  it('an unknown or malformed number says «Cliente no encontrado» with the way back', async () => {
    const user = userEvent.setup();
    renderAt('/admin/clientes/999');
    expect(await screen.findByRole('heading', { name: MSG.clienteNoEncontrado })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver a Clientes' }));
    expect(window.location.pathname).toBe('/admin/clientes');
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('«abc» is no client, without asking the server; a failed load offers to try again', async () => {
    const { unmount } = renderAt('/admin/clientes/abc');
    expect(await screen.findByRole('heading', { name: MSG.clienteNoEncontrado })).toBeInTheDocument();
    expect(api.getCliente).not.toHaveBeenCalled();
    unmount();
    api.getCliente.mockRejectedValueOnce(new ApiError('Error interno', 500));
    renderAt('/admin/clientes/60');
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el cliente' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('dialog', { name: 'Rosa Zárate' })).toBeInTheDocument();
  });
});
