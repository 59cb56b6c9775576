import { api, mockReferenceData, mockSeasonPrice, resetApiMocks, SEASON_BREAKDOWN, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@camping/contracts/messages';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { clickDay } from '../../../testing/day-picker';
import { reserva } from '../../../testing/fixtures';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { EditReservationModal } from './edit-reservation-modal';

const MINIMO = 'En Temporada alta la estadía mínima es de 4 noches';
const BLOQUEO = `${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`;
const original = reserva({ id: 31, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', cantidad_personas: 4, monto_total: 210000 });

function renderModal() {
  renderWithQuery(<EditReservationModal reserva={original} onClose={jest.fn()} />);
  return screen.getByRole('dialog', { name: `Editar Reserva #${original.id}` });
}

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  mockReferenceData();
  api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: true, message: MSG.hospedajeDisponible });
  api.hospedajes.getDisponibles.mockResolvedValue({ success: true, message: MSG.hospedajesDisponibles, hospedajes: [] });
  api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
});

describe('Edit reservation modal with seasons (issue 35)', () => {
  it('asks nothing of the minimum while the dates stay as they were', async () => {
    mockSeasonPrice(MINIMO);
    const dialog = renderModal();
    await within(dialog).findByText(/Según las tarifas/);
    expect(within(dialog).queryByTestId('estadia-minima')).not.toBeInTheDocument();
  });

  it('refuses new dates below the minimum until overridden with a reason, sent with the change', async () => {
    mockSeasonPrice(MINIMO);
    const user = userEvent.setup();
    const dialog = renderModal();
    clickDay('2030-03-14');
    await within(dialog).findByText(MSG.hospedajeDisponible);
    expect(await within(dialog).findByText(`${MINIMO}.`)).toBeInTheDocument();
    // The list's amount is told with its breakdown by season.
    await waitFor(() => expect(dialog.querySelector('.rsv-suggestion')?.textContent).toContain(`(${SEASON_BREAKDOWN})`));

    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(BLOQUEO, { selector: '.rsv-alert' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(BLOQUEO);

    await user.click(within(dialog).getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Pedido del dueño');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    expect(within(confirm).getByTestId('stay-change-season-refusal')).toHaveTextContent(MINIMO);
    const apply = within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() =>
      expect(api.reservas.updateReserva).toHaveBeenCalledWith({
        id: 31,
        fecha_salida: '2030-03-14',
        monto_total: 235000,
        motivo_minimo: 'Pedido del dueño',
      }),
    );
  });

  it('holds a camping stay\'s new dates to the minimum too (GET temporadas/limites), and sends the reason', async () => {
    api.temporadas.getLimitesEstadia.mockResolvedValue({ success: true, rechazo: MINIMO });
    const camping = reserva({ id: 32, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, tipo_hospedaje: 'camping', fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', cantidad_personas: 2, monto_total: 30000 });
    api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: camping });
    const user = userEvent.setup();
    renderWithQuery(<EditReservationModal reserva={camping} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: `Editar Reserva #${camping.id}` });
    expect(within(dialog).queryByTestId('estadia-minima')).not.toBeInTheDocument();
    clickDay('2030-03-14');
    expect(await within(dialog).findByText(`${MINIMO}.`)).toBeInTheDocument();
    expect(api.temporadas.getLimitesEstadia).toHaveBeenCalledWith('2030-03-12', '2030-03-14', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(BLOQUEO, { selector: '.rsv-alert' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Carpa de paso');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    expect(within(confirm).getByTestId('stay-change-season-refusal')).toHaveTextContent(MINIMO);
    await user.click(within(confirm).getByRole('button', { name: 'Mantener monto' }));
    await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 32, fecha_salida: '2030-03-14', motivo_minimo: 'Carpa de paso' }));
  });
});
