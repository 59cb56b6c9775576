import { api, mockReferenceData, mockSeasonPrice, resetApiMocks, SEASON_BREAKDOWN, toast } from '../../../testing/mock-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@camping/contracts/messages';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { cabana } from '../../../testing/fixtures';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { QuickReservationPage } from './quick-reservation-page';

const MINIMO = 'En Temporada alta la estadía mínima es de 4 noches';
const field = (label: RegExp | string) => screen.getByLabelText(label);

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Documento/), '40111222');
  await user.type(field(/^Nombre/), 'Lucía');
  await user.type(field(/^Apellido/), 'Fernández');
  await user.type(field(/Teléfono/), '2664998877');
  fireEvent.change(field(/Fecha entrada/), { target: { value: '2030-03-12' } });
  fireEvent.change(field(/Fecha salida/), { target: { value: '2030-03-15' } });
  await waitFor(() => expect((field(/Tipo de hospedaje/) as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(field(/Tipo de hospedaje/), '1');
  await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
  await user.selectOptions(field(/Número de hospedaje/), '13');
  await waitFor(() => expect((field(/^Personas/) as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(field(/^Personas/), '4');
}

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  mockReferenceData();
  jest.useFakeTimers({ now: new Date('2030-03-10T15:00:00Z'), advanceTimers: true });
  api.clientes.searchClientes.mockResolvedValue([]);
  api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [cabana(1), cabana(3)], message: '' });
  api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: true, message: MSG.hospedajeDisponible });
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

  it('holds a camping stay to the seasons\' minimum too (GET temporadas/limites), until overridden with a reason', async () => {
    api.temporadas.getLimitesEstadia.mockResolvedValue({ success: true, rechazo: MINIMO });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithQuery(<QuickReservationPage navigate={jest.fn()} />);
    await user.type(field(/Documento/), '40111222');
    await user.type(field(/^Nombre/), 'Lucía');
    await user.type(field(/^Apellido/), 'Fernández');
    await user.type(field(/Teléfono/), '2664998877');
    fireEvent.change(field(/Fecha entrada/), { target: { value: '2030-03-12' } });
    fireEvent.change(field(/Fecha salida/), { target: { value: '2030-03-14' } });
    await waitFor(() => expect((field(/Tipo de hospedaje/) as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(field(/Tipo de hospedaje/), '3');
    await user.type(field(/Adultos/), '2');
    await user.type(field(/Menores/), '0');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(22000));
    expect(await screen.findByText(`${MINIMO}.`)).toBeInTheDocument();
    expect(api.temporadas.getLimitesEstadia).toHaveBeenCalledWith('2030-03-12', '2030-03-14', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(toast.error).toHaveBeenCalledWith(`${MINIMO}. Para reservar igual, marque «Exceptuar la estadía mínima» e indique el motivo.`);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
    await user.type(field(/^Motivo/), 'Carpa de paso');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReservaRapida).toHaveBeenCalled());
    expect(api.reservas.createReservaRapida.mock.calls[0][0].reserva).toMatchObject({ tipo_hospedaje_id: 3, motivo_minimo: 'Carpa de paso' });
  });
});
