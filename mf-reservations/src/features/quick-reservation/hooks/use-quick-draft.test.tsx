import { api, toast } from '../../../testing/mock-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { mockQuickReservation } from '../../../testing/booking-form';
import { renderWithQuery } from '../../../testing/render';
import { QuickReservationPage } from '../components/quick-reservation-page';
import { readQuickDraft } from './use-quick-draft';

const field = (label: RegExp) => screen.getByLabelText(label);

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const reportUnsavedChanges = jest.fn();
  const view = renderWithQuery(<QuickReservationPage navigate={jest.fn()} reportUnsavedChanges={reportUnsavedChanges} />);
  return { ...view, user, reportUnsavedChanges };
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
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
  await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
}

beforeEach(() => {
  mockQuickReservation();
});
afterEach(() => jest.useRealTimers());

describe('Reserva Rápida draft', () => {
  it('comes back after a remount (a reload) with every field, unit and people included', async () => {
    const first = setup();
    await fillEverything(first.user);
    expect(first.reportUnsavedChanges).toHaveBeenLastCalledWith(true);
    first.unmount();

    setup();
    expect(field(/Documento/)).toHaveValue('40111222');
    expect(field(/^Nombre/)).toHaveValue('Lucía');
    expect(field(/^Apellido/)).toHaveValue('Fernández');
    expect(field(/Fecha entrada/)).toHaveValue('12/03/2030');
    await waitFor(() => expect(field(/Número de hospedaje/)).toHaveValue('13'));
    await waitFor(() => expect(field(/^Personas/)).toHaveValue('4'));
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
  });

  it('keeps every field and raises no error toast when the session has ended (401): the shell asks for a login', async () => {
    api.reservas.createReservaRapida.mockRejectedValue(new ApiError(MSG.noAutorizado, 401));
    const { user } = setup();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReservaRapida).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear Reserva' })).toBeEnabled());
    expect(toast.error).not.toHaveBeenCalled();
    expect(field(/Documento/)).toHaveValue('40111222');
    expect(field(/Número de hospedaje/)).toHaveValue('13');
    expect(readQuickDraft().nombre).toBe('Lucía');
  });

  it('ends with a successful save: the form and the draft are empty, nothing left to warn about', async () => {
    api.reservas.createReservaRapida.mockResolvedValue({
      success: true,
      id: 77,
      cliente_id: 5,
      cliente_creado: true,
      message: 'Reserva creada exitosamente',
    });
    const { user, reportUnsavedChanges } = setup();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(/Reserva #77 creada/)).toBeInTheDocument();
    expect(field(/Documento/)).toHaveValue('');
    expect(readQuickDraft().documento).toBe('');
    expect(sessionStorage.getItem('camping:draft:reserva-rapida')).toBeNull();
    expect(reportUnsavedChanges).toHaveBeenLastCalledWith(false);
  });
});
