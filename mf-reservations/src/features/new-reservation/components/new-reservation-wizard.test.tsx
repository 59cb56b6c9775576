import { api, serveClientesPages, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { mockBookingForm } from '../../../testing/booking-form';
import { clickDay } from '../../../testing/day-picker';
import { cabana, cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { NewReservationWizard } from './new-reservation-wizard';

const ana = cliente({ id: 7, nombre: 'Ana', apellido: 'Gómez', documento: '28999888' });
const beto = cliente({ id: 8, nombre: 'Alberto', apellido: 'Suárez', documento: '31222333' });

function renderWizard() {
  const onClose = jest.fn();
  renderWithQuery(<NewReservationWizard open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Nueva Reserva' }) };
}

const next = () => screen.getByRole('button', { name: 'Siguiente' });

async function throughDates() {
  clickDay('2030-03-12');
  clickDay('2030-03-15');
  await waitFor(() => expect(next()).toBeEnabled());
  await userEvent.click(next());
}

async function chooseCabana3(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Cabaña/ }));
  await user.click(await screen.findByRole('radio', { name: /Cabaña 3/ }));
  await user.click(next());
}

beforeEach(() => {
  mockBookingForm();
  serveClientesPages(() => [ana, beto]);
});
afterEach(() => jest.useRealTimers());

describe('New reservation wizard', () => {
  it('reads "Paso N de 4: title" and gates step 1 on both dates, from today on', async () => {
    const { dialog } = renderWizard();
    expect(within(dialog).getByText('Paso 1 de 4: Fechas')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(document.querySelector('[data-day="2030-03-09"] button')).toBeDisabled();
    clickDay('2030-03-12');
    expect(next()).toBeDisabled();
    clickDay('2030-03-15');
    expect(screen.getByTestId('rango-entrada')).toHaveTextContent('12/03/2030');
    expect(screen.getByTestId('rango-salida')).toHaveTextContent('15/03/2030');
    expect(screen.getByText('3 noches')).toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    await userEvent.click(next());
    expect(within(dialog).getByText('Paso 2 de 4: Hospedaje')).toBeInTheDocument();
  });

  it('step 2 needs an available unit for cabins, and none for camping or grupos', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await throughDates();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Cabaña/ }));
    expect(await screen.findByRole('radio', { name: /Cabaña 3/ })).toBeInTheDocument();
    expect(api.hospedajes.getDisponibles).toHaveBeenCalledWith(
      { tipo_hospedaje_id: 1, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' },
      expect.anything(),
    );
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Cabaña 3/ }));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Camping/ }));
    expect(screen.getByText(/Ilimitado/, { selector: 'strong' })).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Grupos/ }));
    expect(screen.getByText(/Sin número específico/, { selector: 'strong' })).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('says when no unit is free for the dates', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [], message: MSG.sinHospedajesDisponibles });
    renderWizard();
    await throughDates();
    await user.click(screen.getByRole('radio', { name: /Dormis/ }));
    expect(await screen.findByText(MSG.sinHospedajesDisponibles, { selector: 'p' })).toBeInTheDocument();
    expect(toast.warning).toHaveBeenCalledWith(MSG.sinHospedajesDisponibles);
    expect(next()).toBeDisabled();
  });

  it('step 3 prices a cabin from the price list: per day x days minus the discount', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await throughDates();
    await chooseCabana3(user);
    expect(screen.getByText('Paso 3 de 4: Detalles')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Elija la cantidad de personas.')).toBeInTheDocument();
    const personas = screen.getByLabelText(/Personas/);
    await waitFor(() => expect((personas as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(personas, '4');
    const summary = await screen.findByTestId('resumen-precio');
    expect(summary).toHaveTextContent(/Precio por día\s*\$\s*70\.000/);
    expect(summary).toHaveTextContent('3 días');
    expect(screen.getByTestId('precio-total')).toHaveTextContent(/210\.000/);
    await user.clear(screen.getByLabelText(/Descuento/));
    await user.type(screen.getByLabelText(/Descuento/), '10000');
    expect(screen.getByTestId('precio-total')).toHaveTextContent(/200\.000/);
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    await waitFor(() =>
      expect(api.hospedajes.getPrecio).toHaveBeenLastCalledWith(
        { tipo_hospedaje_id: 1, cantidad_personas: 4, metodo_pago: 'transferencia', fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' },
        expect.anything(),
      ),
    );
    // Tarjeta is priced in Precios and quoted to visitors: the wizard offers it too (issue 15).
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(
      expect.arrayContaining(['Efectivo', 'Transferencia', 'Tarjeta']),
    );
    await user.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    await waitFor(() =>
      expect(api.hospedajes.getPrecio).toHaveBeenLastCalledWith(
        { tipo_hospedaje_id: 1, cantidad_personas: 4, metodo_pago: 'tarjeta', fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' },
        expect.anything(),
      ),
    );
  });

  it('step 3 blocks a price that cannot be had (total 0) and says why', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.hospedajes.getPrecio.mockRejectedValue(new ApiError(MSG.precioNoEncontrado, 404));
    renderWizard();
    await throughDates();
    await chooseCabana3(user);
    const personas = screen.getByLabelText(/Personas/);
    await waitFor(() => expect((personas as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(personas, '2');
    expect(await screen.findByText(MSG.precioNoEncontrado, { selector: '.rsv-price-error' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MSG.precioNoEncontrado);
    expect(next()).toBeDisabled();
  });

  it('step 3 for camping takes adults and minors and prices base + adults + minors per day', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await throughDates();
    await user.click(screen.getByRole('radio', { name: /Camping/ }));
    await user.click(next());
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/Adultos/), '2');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/Menores/), '1');
    expect(screen.getByLabelText('Total personas')).toHaveValue(3);
    // (5.000 + 2 x 3.000 + 1.500) x 3 days
    await waitFor(() => expect(screen.getByTestId('precio-total')).toHaveTextContent(/37\.500/));
    expect(next()).toBeEnabled();
  });

  it('step 4 needs a selected client, then creates the reservation and closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.reservas.createReserva.mockResolvedValue({ success: true, id: 901, message: 'Reserva creada exitosamente' });
    const { onClose } = renderWizard();
    await throughDates();
    await chooseCabana3(user);
    const personas = screen.getByLabelText(/Personas/);
    await waitFor(() => expect((personas as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(personas, '4');
    await user.type(screen.getByLabelText('Observaciones'), 'Llegan 22 h');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(screen.getByText('Paso 4 de 4: Cliente')).toBeInTheDocument();
    await screen.findByText('Gómez, Ana');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(MSG.seleccioneCliente)).toBeInTheDocument();
    expect(api.reservas.createReserva).not.toHaveBeenCalled();

    // The server searches 500 ms after the last key, for the first matches only.
    await user.type(screen.getByLabelText('Buscar cliente'), 'SUAREZ');
    await waitFor(() => expect(screen.queryByText('Gómez, Ana')).not.toBeInTheDocument());
    expect(api.clientes.listClientesPagina).toHaveBeenLastCalledWith(
      { page: 1, page_size: 8, sort: { campo: 'apellido', desc: false }, search: 'SUAREZ' },
      expect.anything(),
    );
    expect(api.clientes.listClientes).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Buscar cliente'));
    await user.type(screen.getByLabelText('Buscar cliente'), '2899');
    await user.click(await screen.findByRole('radio', { name: /Gómez, Ana/ }));
    expect(screen.queryByText(MSG.seleccioneCliente)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() =>
      expect(api.reservas.createReserva).toHaveBeenCalledWith({
        cliente_id: '7',
        hospedaje_id: 13,
        tipo_hospedaje_id: 1,
        fecha_entrada: '2030-03-12',
        fecha_salida: '2030-03-15',
        cantidad_personas: 4,
        monto_total: 210000,
        estado: 'activa',
        observaciones: 'Llegan 22 h',
        metodo_pago: 'efectivo',
        descuento: 0,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Reserva creada exitosamente');
    expect(onClose).toHaveBeenCalled();
  });

  it('books a group with a manual amount and no unit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.reservas.createReserva.mockResolvedValue({ success: true, id: 902, message: 'Reserva creada exitosamente' });
    renderWizard();
    await throughDates();
    await user.click(screen.getByRole('radio', { name: /Grupos/ }));
    await user.click(next());
    await user.type(screen.getByLabelText(/Personas/), '25');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/Monto del grupo/), '500000');
    await user.clear(screen.getByLabelText(/Descuento/));
    await user.type(screen.getByLabelText(/Descuento/), '50000');
    expect(screen.getByTestId('precio-total')).toHaveTextContent(/450\.000/);
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Suárez, Alberto/ }));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReserva).toHaveBeenCalled());
    expect(api.reservas.createReserva.mock.calls[0][0]).toMatchObject({
      cliente_id: '8',
      hospedaje_id: null,
      tipo_hospedaje_id: 4,
      cantidad_personas: 25,
      monto_total: 450000,
      descuento: 50000,
    });
  });

  it('records the seña with the booking: more than the total blocks the step, the balance shows, the payload carries it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.reservas.createReserva.mockResolvedValue({ success: true, id: 903, message: 'Reserva creada exitosamente' });
    renderWizard();
    await throughDates();
    await user.click(screen.getByRole('radio', { name: /Grupos/ }));
    await user.click(next());
    await user.type(screen.getByLabelText(/Personas/), '25');
    await user.type(screen.getByLabelText(/Monto del grupo/), '500000');
    expect(screen.getByText('Opcional: lo que el huésped ya pagó.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Seña recibida ($)'), '600000');
    expect(await screen.findByText(MSG.pagoExcedeTotal, { selector: '.field-error' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.clear(screen.getByLabelText('Seña recibida ($)'));
    await user.type(screen.getByLabelText('Seña recibida ($)'), '150000');
    expect(screen.getByText(/Saldo a cobrar:\s*\$\s*350\.000/)).toBeInTheDocument();
    expect(screen.getByLabelText('Método de la seña')).toHaveValue('transferencia');
    await user.click(next());
    expect(screen.getByText(/\$\s*150\.000 \(Transferencia\) · saldo\s*\$\s*350\.000/)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Suárez, Alberto/ }));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(api.reservas.createReserva).toHaveBeenCalled());
    expect(api.reservas.createReserva.mock.calls[0][0]).toMatchObject({
      monto_total: 500000,
      sena_monto: 150000,
      sena_metodo_pago: 'transferencia',
    });
  });

  it('keeps everything when the unit was taken meanwhile and offers to choose another', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.reservas.createReserva.mockRejectedValue(new ApiError(MSG.hospedajeNoDisponible, 409));
    const { onClose } = renderWizard();
    await throughDates();
    await chooseCabana3(user);
    const personas = screen.getByLabelText(/Personas/);
    await waitFor(() => expect((personas as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(personas, '3');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Gómez, Ana/ }));
    // Cabin 3 was taken meanwhile: the list asked again after the refusal no longer has it.
    api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [cabana(1)], message: '' });
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(MSG.hospedajeNoDisponible, { selector: 'p' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MSG.hospedajeNoDisponible);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(api.hospedajes.getDisponibles).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Cabaña 3', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elegir otro hospedaje' }));
    expect(screen.getByText('Paso 2 de 4: Hospedaje')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Cabañas Hasta/ })).toBeChecked();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Cabaña 3/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Cabaña 1/ }));
    await user.click(next());
    expect(screen.getByLabelText(/Personas/)).toHaveValue('3');
  });

  it('Volver goes back with every value kept', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await throughDates();
    await chooseCabana3(user);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('radio', { name: /Cabaña 3/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByTestId('rango-entrada')).toHaveTextContent('12/03/2030');
    expect(next()).toBeEnabled();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
