import { api, toast } from '../../../testing/mock-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { mockQuickReservation } from '../../../testing/booking-form';
import { cabana, cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { MONTO_SE_CALCULA } from '../lib/quick-form';
import { QuickReservationPage } from './quick-reservation-page';

const ana = cliente({ id: 7, nombre: 'Ana', apellido: 'Gómez', documento: '28999888', telefono: '2664112233', patente: 'AB123CD' });

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const navigate = jest.fn();
  renderWithQuery(<QuickReservationPage navigate={navigate} />);
  return { user, navigate };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);

function setDate(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function chooseTipo(user: ReturnType<typeof userEvent.setup>, value: string) {
  await waitFor(() => expect((field(/Tipo de hospedaje/) as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(field(/Tipo de hospedaje/), value);
}

async function fillClient(user: ReturnType<typeof userEvent.setup>, documento = '40111222') {
  await user.type(field(/Documento/), documento);
  await user.type(field(/^Nombre/), 'Lucía');
  await user.type(field(/^Apellido/), 'Fernández');
  await user.type(field(/Teléfono/), '2664998877');
}

async function fillCabin(user: ReturnType<typeof userEvent.setup>, people = '4') {
  setDate(/Fecha entrada/, '2030-03-12');
  setDate(/Fecha salida/, '2030-03-15');
  await chooseTipo(user, '1');
  await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
  await user.selectOptions(field(/Número de hospedaje/), '13');
  await waitFor(() => expect(field(/^Personas/)).toBeEnabled());
  await waitFor(() => expect((field(/^Personas/) as HTMLSelectElement).options.length).toBe(5));
  await user.selectOptions(field(/^Personas/), people);
}

beforeEach(() => {
  mockQuickReservation();
});
afterEach(() => jest.useRealTimers());

describe('Reserva Rápida', () => {
  it('has the header, the two sections, the tips and the two buttons', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Reserva Rápida' })).toBeInTheDocument();
    expect(screen.getByText('Ingresa cliente y reserva en una sola pantalla')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datos del cliente' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datos de la reserva' })).toBeInTheDocument();
    const tips = screen.getByRole('complementary', { name: 'Consejos' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Crear Reserva' })).toBeEnabled();
    for (const label of [/Documento/, /^Nombre/, /^Apellido/, /Teléfono/, /Modelo de vehículo/, /Patente/, /Método de pago/, /Descuento/, /Monto total/, /Observaciones/]) {
      expect(field(label)).toBeInTheDocument();
    }
    await waitFor(() => expect((field(/Tipo de hospedaje/) as HTMLSelectElement).options.length).toBe(5));
    expect((field(/Método de pago/) as HTMLSelectElement).value).toBe('efectivo');
    // Every method the price table carries, Tarjeta included (issue 15).
    expect(Array.from((field(/Método de pago/) as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Efectivo',
      'Transferencia',
      'Tarjeta',
    ]);
  });

  it('finds an existing client from the 7th character of the document and fills the form', async () => {
    api.clientes.searchClientes.mockResolvedValue([ana]);
    const { user } = setup();
    await user.type(field(/Documento/), '28.999');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.clientes.searchClientes).not.toHaveBeenCalled();
    await user.type(field(/Documento/), '888');
    expect(await screen.findByText('✓ Cliente existente: Ana Gómez')).toBeInTheDocument();
    expect(api.clientes.searchClientes).toHaveBeenCalledWith('28999888', expect.anything());
    expect(field(/^Nombre/)).toHaveValue('Ana');
    expect(field(/^Apellido/)).toHaveValue('Gómez');
    expect(field(/Teléfono/)).toHaveValue('2664112233');
    expect(field(/Patente/)).toHaveValue('AB123CD');
  });

  it('says the client is new when no document matches, and clears what the previous match filled in', async () => {
    api.clientes.searchClientes.mockImplementation(async (text: string) => (text.startsWith('2899') ? [ana] : []));
    const { user } = setup();
    await user.type(field(/Documento/), '28999888');
    await screen.findByText('✓ Cliente existente: Ana Gómez');
    await user.clear(field(/Documento/));
    await user.type(field(/Documento/), '40111222');
    expect(await screen.findByText(MSG.documentoSinCliente)).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('');
  });

  it('never takes a client whose documento only contains the typed one: it says no client has it', async () => {
    // The search answers every client whose data contain the text, as the server's search does.
    api.clientes.searchClientes.mockResolvedValue([ana]);
    const { user } = setup();
    await user.type(field(/Documento/), '2899988');
    expect(await screen.findByText(MSG.documentoSinCliente)).toBeInTheDocument();
    expect(screen.queryByText(/Cliente existente/)).not.toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('');
    expect(field(/Teléfono/)).toHaveValue('');
  });

  it('shows every required field message and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    for (const message of [
      'El campo documento es obligatorio',
      'El campo nombre es obligatorio',
      'El campo apellido es obligatorio',
      'El campo teléfono es obligatorio',
      'El campo fecha de entrada es obligatorio',
      'El campo fecha de salida es obligatorio',
      'El campo tipo de hospedaje es obligatorio',
      MONTO_SE_CALCULA,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();
  });

  it('drops the amount message once the screen computes the amount itself (issue 37)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(MONTO_SE_CALCULA)).toBeInTheDocument();
    await fillCabin(user, '4');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    await waitFor(() => expect(screen.queryByText(MONTO_SE_CALCULA)).toBeNull());
    expect(field(/Monto total/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an entry before today and an exit not after the entry', async () => {
    const { user } = setup();
    // The date field itself refuses a day before today, in DD/MM/YYYY whatever the computer's language.
    await user.type(field(/Fecha entrada/), '09032030');
    expect(field(/Fecha entrada/)).toHaveValue('09/03/2030');
    expect(field(/Fecha entrada/)).toHaveAccessibleDescription('La fecha no puede ser anterior al 10/03/2030');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText('El campo fecha de entrada es obligatorio')).toBeInTheDocument();
    expect(field(/Fecha entrada/)).toHaveValue('');
    // An exit not after the entry: the form's rule, once the entry moves past it.
    setDate(/Fecha salida/, '2030-03-12');
    setDate(/Fecha entrada/, '2030-03-12');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(MSG.fechaEntradaAnterior)).toBeInTheDocument();
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();
  });

  it('keeps the people selector disabled until type and number are chosen, with the hint', async () => {
    const { user } = setup();
    expect(field(/^Personas/)).toBeDisabled();
    expect(screen.getByText(MSG.primeroTipo)).toBeInTheDocument();
    setDate(/Fecha entrada/, '2030-03-12');
    setDate(/Fecha salida/, '2030-03-15');
    await chooseTipo(user, '1');
    expect(field(/^Personas/)).toBeDisabled();
    await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
    await user.selectOptions(field(/Número de hospedaje/), '13');
    await waitFor(() => expect(field(/^Personas/)).toBeEnabled());
    expect(screen.queryByText(MSG.primeroTipo)).not.toBeInTheDocument();
  });

  it('says one person in the singular in the people selector', async () => {
    api.hospedajes.getCantidadesPersonas.mockResolvedValue({ success: true, cantidades: [1, 2, 3] });
    const { user } = setup();
    setDate(/Fecha entrada/, '2030-03-12');
    setDate(/Fecha salida/, '2030-03-15');
    await chooseTipo(user, '1');
    await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
    await user.selectOptions(field(/Número de hospedaje/), '13');
    await waitFor(() => expect((field(/^Personas/) as HTMLSelectElement).options.length).toBe(4));
    const labels = Array.from((field(/^Personas/) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(labels).toEqual(['Seleccione', '1 persona', '2 personas', '3 personas']);
  });

  it('checks availability when dates and type change: verifying, number disabled, only free units listed', async () => {
    let release: () => void = () => undefined;
    api.hospedajes.getDisponibles.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ success: true, hospedajes: [cabana(2), cabana(5)], message: '' });
        }),
    );
    const { user } = setup();
    setDate(/Fecha entrada/, '2030-03-12');
    setDate(/Fecha salida/, '2030-03-15');
    await chooseTipo(user, '1');
    expect(await screen.findByText('Verificando disponibilidad...')).toBeInTheDocument();
    expect(field(/Número de hospedaje/)).toBeDisabled();
    release();
    await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
    const options = Array.from((field(/Número de hospedaje/) as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['2 disponibles', 'Cabaña 2 (hasta 5 personas)', 'Cabaña 5 (hasta 5 personas)']);
  });

  it('names a dormi unit «Dormi 0» and its type «Dormis», as the Planilla and Canales do (issue 37)', async () => {
    const dormi = (numero: number) => cabana(numero, { id: 30 + numero, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' });
    api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [dormi(0), dormi(1)], message: '' });
    const { user } = setup();
    setDate(/Fecha entrada/, '2030-03-12');
    setDate(/Fecha salida/, '2030-03-15');
    await chooseTipo(user, '2');
    await waitFor(() => expect(field(/Número de hospedaje/)).toBeEnabled());
    const options = Array.from((field(/Número de hospedaje/) as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['2 disponibles', 'Dormi 0 (hasta 4 personas)', 'Dormi 1 (hasta 4 personas)']);
    expect(Array.from((field(/Tipo de hospedaje/) as HTMLSelectElement).options).map((o) => o.textContent)).toContain('Dormis');
  });

  it('calculates the amount automatically and keeps it read-only', async () => {
    const { user } = setup();
    await fillCabin(user, '4');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    expect(field(/Monto total/)).toHaveAttribute('readonly');
    await user.clear(field(/Descuento/));
    await user.type(field(/Descuento/), '10000');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(200000));
    expect(toast.info).not.toHaveBeenCalled();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(expect.stringMatching(/^Descuento de \$\s10\.000 aplicado\. Total: \$\s200\.000$/)), {
      timeout: 2500,
    });
  });

  it('camping takes adults and minors; the people total is their sum and read-only; no unit number', async () => {
    const { user } = setup();
    setDate(/Fecha entrada/, '2030-03-12');
    setDate(/Fecha salida/, '2030-03-14');
    await chooseTipo(user, '3');
    expect(field(/Número de hospedaje/)).toHaveValue('Ilimitado');
    await user.type(field(/Adultos/), '2');
    await user.type(field(/Menores/), '2');
    expect(field(/^Personas/)).toHaveValue(4);
    expect(field(/^Personas/)).toHaveAttribute('readonly');
    // (5.000 + 2 x 3.000 + 2 x 1.500) x 2 days
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(28000));
  });

  it('groups take a free people count and a manual amount', async () => {
    const { user } = setup();
    await chooseTipo(user, '4');
    expect(field(/Número de hospedaje/)).toHaveValue('Sin número específico');
    expect(field(/Monto del grupo/)).not.toHaveAttribute('readonly');
    await user.type(field(/^Personas/), '30');
    await user.type(field(/Monto del grupo/), '600000');
    expect(screen.getByTestId('precio-total')).toHaveTextContent(/600\.000/);
  });

  it('creates client and reservation in one call, reads "Creando..." meanwhile, then clears the form', async () => {
    type Answer = Awaited<ReturnType<typeof api.reservas.createReservaRapida>>;
    let finish: (value: Answer) => void = () => undefined;
    api.reservas.createReservaRapida.mockImplementation(() => new Promise<Answer>((resolve) => (finish = resolve)));
    const { user, navigate } = setup();
    await fillClient(user);
    await fillCabin(user, '4');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    expect(api.hospedajes.getDisponibilidadUnidad).toHaveBeenCalledWith({
      hospedaje_id: 13,
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
    });
    expect(api.reservas.createReservaRapida).toHaveBeenCalledWith({
      cliente: {
        documento: '40111222',
        nombre: 'Lucía',
        apellido: 'Fernández',
        telefono: '2664998877',
        modelo_vehiculo: '',
        patente: '',
      },
      reserva: {
        tipo_hospedaje_id: 1,
        hospedaje_id: 13,
        fecha_entrada: '2030-03-12',
        fecha_salida: '2030-03-15',
        cantidad_personas: 4,
        monto_total: 210000,
        metodo_pago: 'efectivo',
        descuento: 0,
        observaciones: '',
      },
    });
    finish({ success: true, id: 77, cliente_id: 5, cliente_creado: true, message: 'Reserva creada exitosamente' });
    expect(await screen.findByText(/Reserva #77 creada para Lucía Fernández \(cliente nuevo registrado\)/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Reserva creada exitosamente');
    expect(field(/Documento/)).toHaveValue('');
    expect(field(/Tipo de hospedaje/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Ver reservas' }));
    expect(navigate).toHaveBeenCalledWith('/admin/reservas');
  });

  it('creates a hold with «Pre-reserva (retener sin seña)», announcing its expiry in San Luis time', async () => {
    type Answer = Awaited<ReturnType<typeof api.reservas.createReservaRapida>>;
    let finish: (value: Answer) => void = () => undefined;
    api.reservas.createReservaRapida.mockImplementation(() => new Promise<Answer>((resolve) => (finish = resolve)));
    const { user } = setup();
    await fillClient(user);
    await fillCabin(user, '4');
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    const option = screen.getByRole('checkbox', { name: 'Pre-reserva (retener sin seña)' });
    await user.click(option);
    // 15:00 UTC is 12:00 in San Luis; 24 hours of Configuración later.
    expect(await screen.findByText('Vence el 11/03/2030 12:00 (24 horas); si no se confirma, se cancela sola.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear Pre-reserva' }));
    await waitFor(() => expect(api.reservas.createReservaRapida).toHaveBeenCalled());
    expect(api.reservas.createReservaRapida.mock.calls[0][0].reserva).toMatchObject({ es_prereserva: true, hospedaje_id: 13 });
    api.reservas.getReserva.mockResolvedValue({
      success: true,
      reserva: reservaFixture({ id: 78, estado: 'pendiente', vence_el: '2030-03-11T15:00:00.000Z', telefono: '2664998877' }),
    });
    finish({ success: true, id: 78, cliente_id: 5, cliente_creado: false, message: MSG.prereservaCreada });
    expect(await screen.findByText(/Pre-reserva #78 creada para Lucía Fernández/)).toBeInTheDocument();
    // The message to the guest is one click away, with the expiry in San Luis time.
    const link = await screen.findByRole('link', { name: 'Enviar WhatsApp con la seña' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toMatch(/^https:\/\/wa\.me\/5492664998877\?text=.*hasta el 11\/03\/2030 12:00/s);
    expect(api.reservas.getReserva).toHaveBeenCalledWith(78, expect.anything());
    expect(screen.getByRole('checkbox', { name: 'Pre-reserva (retener sin seña)' })).not.toBeChecked();
  });

  it('checks the unit again at submit and says it was taken, creating nothing', async () => {
    api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: false, message: MSG.hospedajeNoDisponible });
    const { user } = setup();
    await fillClient(user);
    await fillCabin(user);
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    expect(await screen.findByText(MSG.hospedajeNoDisponible)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MSG.hospedajeNoDisponible);
    expect(api.reservas.createReservaRapida).not.toHaveBeenCalled();
    expect(field(/^Nombre/)).toHaveValue('Lucía');
  });

  it('keeps everything typed when the server refuses, with "Error al crear la reserva: " and its message', async () => {
    api.reservas.createReservaRapida.mockRejectedValue(new ApiError(MSG.hospedajeNoDisponible, 409));
    const { user } = setup();
    await fillClient(user);
    await fillCabin(user);
    await waitFor(() => expect(field(/Monto total/)).toHaveValue(210000));
    await user.type(field(/Observaciones/), 'Con mascota');
    await user.click(screen.getByRole('button', { name: 'Crear Reserva' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Error al crear la reserva: ${MSG.hospedajeNoDisponible}`));
    expect(await screen.findByRole('button', { name: 'Crear Reserva' })).toBeEnabled();
    expect(field(/Documento/)).toHaveValue('40111222');
    expect(field(/Observaciones/)).toHaveValue('Con mascota');
    expect(screen.getByText(MSG.hospedajeNoDisponible)).toBeInTheDocument();
  });

  it('Limpiar clears the form', async () => {
    const { user } = setup();
    await fillClient(user);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(field(/Documento/)).toHaveValue('');
    expect(field(/^Nombre/)).toHaveValue('');
  });
});
