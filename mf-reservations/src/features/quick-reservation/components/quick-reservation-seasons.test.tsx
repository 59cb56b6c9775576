import { api, mockCampingPrices, mockSeasonPrice, SEASON_BREAKDOWN, toast } from '../../../testing/mock-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { mockQuickReservation } from '../../../testing/booking-form';
import { renderWithQuery } from '../../../testing/render';
import { PRECIO_CALCULANDO } from '../lib/quick-form';
import { QuickReservationPage } from './quick-reservation-page';

const MINIMO = 'En Temporada alta la estadía mínima es de 4 noches';
const field = (label: RegExp | string) => screen.getByLabelText(label);
/** A camping stay of 2 adults: a base night and one in high season. */
const CAMPING_BREAKDOWN = '1 noche × $\u00a011.000 (Base) + 1 noche × $\u00a016.500 (Temporada alta)';

/** The client and the stay's dates, the types listed: what every booking here starts with. */
async function fillClient(user: ReturnType<typeof userEvent.setup>, salida: string) {
  await user.type(field(/Documento/), '40111222');
  await user.type(field(/^Nombre/), 'Lucía');
  await user.type(field(/^Apellido/), 'Fernández');
  await user.type(field(/Teléfono/), '2664998877');
  fireEvent.change(field(/Fecha entrada/), { target: { value: '2030-03-12' } });
  fireEvent.change(field(/Fecha salida/), { target: { value: salida } });
  await waitFor(() => expect((field(/Tipo de hospedaje/) as HTMLSelectElement).options.length).toBe(5));
}

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await fillClient(user, '2030-03-15');
  await user.selectOptions(field(/Tipo de hospedaje/), '1');
  await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
  await user.selectOptions(field(/Número de hospedaje/), '13');
  await waitFor(() => expect((field(/^Personas/) as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(field(/^Personas/), '4');
}

beforeEach(() => {
  mockQuickReservation();
  api.reservas.createReservaRapida.mockResolvedValue({ success: true, id: 77, cliente_id: 9, cliente_creado: true, message: 'Reserva creada exitosamente' });
});
afterEach(() => jest.useRealTimers());

describe('Reserva Rápida with seasons (issue 35)', () => {
  it('fills the amount by the seasons\' rule and shows the breakdown', async () => {
    mockSeasonPrice(null);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<QuickReservationPage navigate={jest.fn()} />);
    await fillBooking(user);
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(235000));
    expect(screen.getByTestId('precio-desglose').textContent).toBe(SEASON_BREAKDOWN);
    expect(screen.queryByTestId('estadia-minima')).not.toBeInTheDocument();
  });

  it('refuses a stay below the minimum until overridden with a reason, sent as motivo_minimo', async () => {
    mockSeasonPrice(MINIMO);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<QuickReservationPage navigate={jest.fn()} />);
    await fillBooking(user);
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(toast.error).toHaveBeenCalledWith(`${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(toast.error).toHaveBeenLastCalledWith(MOTIVO_MINIMO_MSG.vacio);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();

    await user.type(field(/^Motivo/), 'Una noche por un casamiento');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReservaRapida).toHaveBeenCalled());
    expect(api.reservas.createReservaRapida.mock.calls[0][0].reserva).toMatchObject({
      monto_total: 235000,
      motivo_minimo: 'Una noche por un casamiento',
    });
  });

  it('prices a camping stay by the seasons, its minimum refusing the submit until overridden with a reason', async () => {
    mockCampingPrices(() => ({ total: 27500, desglose_texto: CAMPING_BREAKDOWN, rechazo: MINIMO }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<QuickReservationPage navigate={jest.fn()} />);
    await fillClient(user, '2030-03-14');
    await user.selectOptions(field(/Tipo de hospedaje/), '3');
    await user.type(field(/Adultos/), '2');
    await user.type(field(/Menores/), '0');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(27500));
    expect(screen.getByTestId('precio-desglose').textContent).toBe(CAMPING_BREAKDOWN);
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    expect(api.hospedajes.getPreciosCamping).toHaveBeenLastCalledWith('efectivo', expect.anything(), {
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-14',
      cantidad_adultos: 2,
      cantidad_menores: 0,
    });
    // The refusal comes with the price: the seasons' limits are no longer asked apart for camping.
    expect(api.temporadas.getLimitesEstadia).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(toast.error).toHaveBeenCalledWith(`${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(field(/^Motivo/), 'Carpa de paso');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReservaRapida).toHaveBeenCalled());
    expect(api.reservas.createReservaRapida.mock.calls[0][0].reserva).toMatchObject({
      tipo_hospedaje_id: 3,
      monto_total: 27500,
      motivo_minimo: 'Carpa de paso',
    });
  });

  it('holds a group\'s submit until the seasons\' limits of its dates are known, then their refusal', async () => {
    let answer: (value: { success: true; rechazo: string | null }) => void = () => undefined;
    api.temporadas.getLimitesEstadia.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<QuickReservationPage navigate={jest.fn()} />);
    await fillClient(user, '2030-03-14');
    await user.selectOptions(field(/Tipo de hospedaje/), '4');
    await user.type(field(/^Personas/), '30');
    await user.type(field(/Monto del grupo/), '600000');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PRECIO_CALCULANDO));
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();

    answer({ success: true, rechazo: MINIMO });
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(toast.error).toHaveBeenLastCalledWith(`${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();
  });
});
