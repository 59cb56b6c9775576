import { api, resetApiMocks, serveReservasPages, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { ENLACE_COPIADO } from '@camping/ui/copy-link-button';
import { detailIdParam } from '../../../lib/detail-route';
import { reserva } from '../../../testing/fixtures';
import { WithLocation } from '@camping/ui/testing/with-location';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { ReservationsPage } from './reservations-page';

// 23 stays, 10 a page: number 1 (the oldest entry) is on page 3, not on the page the list opens on.
const many = Array.from({ length: 23 }, (_, i) =>
  reserva({ id: i + 1, apellido: `Apellido${i + 1}`, nombre: 'Cliente', fecha_entrada: `2030-04-${String(i + 1).padStart(2, '0')}`, fecha_salida: `2030-05-01` }),
);

function renderAt(path: string) {
  return renderWithQuery(
    <WithLocation initial={path}>
      {({ pathname, navigate }) => (
        <ReservationsPage user={{ usuario: 'admin', rol: 'admin' }} navigate={navigate} detailId={detailIdParam({ pathname })} reportError={jest.fn()} />
      )}
    </WithLocation>,
  );
}

const detailDialog = () => screen.findByRole('dialog', { name: 'Detalles de la Reserva' });
/** The footer's «Cerrar» (the × in the corner has the same name). */
const closeButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement;

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  serveReservasPages(() => many);
});

describe('/admin/reservas/:id', () => {
  it('opens that reservation over the list, loaded by id though it is not on the page shown', async () => {
    renderAt('/admin/reservas/1');
    const dialog = await detailDialog();
    expect(within(dialog).getByText('Reserva #1')).toBeInTheDocument();
    expect(within(dialog).getByText('Apellido1, Cliente')).toBeInTheDocument();
    expect(api.reservas.getReserva).toHaveBeenCalledWith(1, expect.anything());
    // The list is there behind it.
    expect(screen.getByText('Apellido23, Cliente')).toBeInTheDocument();
  });

  it('«Cerrar» on a detail opened by its address replaces it with the list (no entry left behind)', async () => {
    const user = userEvent.setup();
    renderAt('/admin/reservas/1');
    const before = window.history.length;
    await user.click(closeButton(await detailDialog()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/reservas');
    expect(window.history.length).toBe(before);
  });

  it('a row click goes to the reservation’s address; closing is the browser’s Back, and Back closes it too', async () => {
    const user = userEvent.setup();
    renderAt('/admin/reservas');
    await user.click(await screen.findByRole('button', { name: 'Ver reserva #23 de Apellido23, Cliente' }));
    expect(window.location.pathname).toBe('/admin/reservas/23');
    const back = jest.spyOn(window.history, 'back');
    await user.click(closeButton(await detailDialog()));
    expect(back).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reservas'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    back.mockRestore();

    // The browser's own Back, with the detail open, closes it.
    await user.click(screen.getByRole('button', { name: 'Ver reserva #22 de Apellido22, Cliente' }));
    await detailDialog();
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/reservas');
  });

  it('«Copiar enlace» copies the absolute address and says so', async () => {
    const user = userEvent.setup();
    renderAt('/admin/reservas/7');
    await user.click(within(await detailDialog()).getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ENLACE_COPIADO));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/admin/reservas/7`);
  });

  it('an unknown number says «Reserva no encontrada» with the way back to the list', async () => {
    const user = userEvent.setup();
    renderAt('/admin/reservas/999');
    expect(await screen.findByRole('heading', { name: MSG.reservaNoEncontrada })).toBeInTheDocument();
    expect(screen.getByText(/No existe una reserva con el número «999»/)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Volver a Reservas' });
    expect(back).toHaveAttribute('href', '/admin/reservas');
    await user.click(back);
    expect(window.location.pathname).toBe('/admin/reservas');
    expect(await screen.findByRole('heading', { name: 'Reservas' })).toBeInTheDocument();
  });

  it('an address that is no number is «no encontrada» without asking the server', async () => {
    renderAt('/admin/reservas/abc');
    expect(await screen.findByRole('heading', { name: MSG.reservaNoEncontrada })).toBeInTheDocument();
    expect(screen.getByText(/«abc»/)).toBeInTheDocument();
    expect(api.reservas.getReserva).not.toHaveBeenCalled();
  });

  it('a failed load (not a 404) offers to try again', async () => {
    const user = userEvent.setup();
    api.reservas.getReserva.mockRejectedValueOnce(new ApiError('Error interno', 500));
    renderAt('/admin/reservas/5');
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar la reserva' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(within(await detailDialog()).getByText('Reserva #5')).toBeInTheDocument();
  });
});
