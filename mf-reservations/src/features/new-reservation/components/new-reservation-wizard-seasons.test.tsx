import { api, mockCampingPrices, mockSeasonPrice, SEASON_BREAKDOWN, serveClientesPages, toast } from '../../../testing/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { mockBookingForm, wizardToCabana3 } from '../../../testing/booking-form';
import { clickDay } from '../../../testing/day-picker';
import { cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { readWizardDraft } from '../hooks/use-wizard-draft';
import { NewReservationWizard } from './new-reservation-wizard';

const MINIMO = 'En Temporada alta la estadía mínima es de 4 noches';
const next = () => screen.getByRole('button', { name: 'Siguiente' });

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  const view = renderWithQuery(<NewReservationWizard open onClose={jest.fn()} />);
  await wizardToCabana3(user);
  await user.click(next());
  const personas = screen.getByLabelText(/Personas/);
  await waitFor(() => expect((personas as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(personas, '4');
  return view;
}

beforeEach(() => {
  mockBookingForm();
  serveClientesPages(() => [cliente({ id: 7, nombre: 'Ana', apellido: 'Gómez', documento: '28999888' })]);
});
afterEach(() => jest.useRealTimers());

describe('New reservation wizard with seasons (issue 35)', () => {
  it('prices the stay night by night and shows its breakdown instead of one price a day', async () => {
    mockSeasonPrice(null);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await toDetails(user);
    await waitFor(() => expect(screen.getByTestId('precio-total')).toHaveTextContent(/235\.000/));
    expect(screen.getByTestId('precio-desglose').textContent).toBe(SEASON_BREAKDOWN);
    expect(screen.queryByText('Precio por día')).not.toBeInTheDocument();
    expect(screen.queryByTestId('estadia-minima')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('refuses a stay below the minimum until it is overridden with a reason, which the booking carries', async () => {
    mockSeasonPrice(MINIMO);
    api.reservas.createReserva.mockResolvedValue({ success: true, id: 903, message: 'Reserva creada exitosamente' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await toDetails(user);
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(`${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`);

    await user.click(screen.getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    expect(next()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(MOTIVO_MINIMO_MSG.vacio);
    await user.type(screen.getByLabelText(/Motivo/), '   ');
    expect(screen.getByText(MOTIVO_MINIMO_MSG.vacio, { selector: '.field-error' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Motivo/), 'Cliente habitual');
    await waitFor(() => expect(next()).toBeEnabled());

    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Gómez, Ana/ }));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReserva).toHaveBeenCalled());
    expect(api.reservas.createReserva.mock.calls[0][0]).toMatchObject({ monto_total: 235000, motivo_minimo: 'Cliente habitual' });
    expect(toast.success).toHaveBeenCalledWith('Reserva creada exitosamente');
  });

  it('keeps «Exceptuar la estadía mínima» and its reason in the draft: a reload finds them as they were', async () => {
    mockSeasonPrice(MINIMO);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await toDetails(user);
    await user.click(await screen.findByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(screen.getByLabelText(/Motivo/), 'Pedido de la gerencia');
    await waitFor(() => expect(readWizardDraft()?.override).toEqual({ exceptuar: true, motivo: 'Pedido de la gerencia' }));
    first.unmount();

    renderWithQuery(<NewReservationWizard open onClose={jest.fn()} />);
    expect(await screen.findByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar })).toBeChecked();
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('Pedido de la gerencia');
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('prices a camping stay by the seasons with its breakdown, and holds its minimum until overridden', async () => {
    const breakdown = '2 noches × $\u00a011.000 (Base) + 1 noche × $\u00a016.500 (Temporada alta)';
    mockCampingPrices(() => ({ total: 38500, desglose_texto: breakdown, rechazo: MINIMO }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<NewReservationWizard open onClose={jest.fn()} />);
    clickDay('2030-03-12');
    clickDay('2030-03-15');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: /Camping/ }));
    await user.click(next());
    await user.type(screen.getByLabelText(/Adultos/), '2');
    await user.type(screen.getByLabelText(/Menores/), '0');
    await waitFor(() => expect(screen.getByTestId('precio-total')).toHaveTextContent(/38\.500/));
    expect(screen.getByTestId('precio-desglose').textContent).toBe(breakdown);
    expect(screen.queryByText('Precio por día')).not.toBeInTheDocument();
    expect(api.hospedajes.getPreciosCamping).toHaveBeenLastCalledWith('efectivo', expect.anything(), {
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
      cantidad_adultos: 2,
      cantidad_menores: 0,
    });
    expect(api.temporadas.getLimitesEstadia).not.toHaveBeenCalled();
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(screen.getByLabelText(/Motivo/), 'Carpa de paso');
    await waitFor(() => expect(next()).toBeEnabled());
  });
});
