import { api, resetApiMocks, toast } from '../../../testing/mock-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, confirmarSalidaConSaldoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import { reserva } from '../../../testing/fixtures';
import { HOY, hoyDia, renderHoy, seccion } from '../../../testing/hoy';
import { SALIDA_SIN_INGRESO_AVISO } from '../lib/stay-action-confirmation';


const llega = reserva({ id: 1, apellido: 'Llegada', fecha_entrada: HOY, fecha_salida: '2030-03-14', numero_hospedaje: 3 });
const sale = reserva({
  id: 2,
  apellido: 'Salida',
  fecha_entrada: '2030-03-10',
  fecha_salida: HOY,
  numero_hospedaje: 4,
  monto_total: 90000,
  total_pagado: 30000,
  saldo: 60000,
  estado_pago: 'parcial',
  checkin_at: '2030-03-10T14:00:00.000Z',
  checkin_por: 'maria',
});

/** A day with one arrival, one departure that owes $ 60.000, and 45 camping people on 18 of the 72 plots. */
function dia(overrides: Partial<HoyResponse> = {}): HoyResponse {
  return hoyDia({
    llegadas: seccion([llega]),
    salidas: seccion([sale]),
    saldos: { ...seccion([sale]), monto: 60000 },
    camping: { personas: 45, parcelas_ocupadas: 18, parcelas: 72 },
    ...overrides,
  });
}

const navigate = jest.fn();
const renderPage = () => renderHoy({ navigate });
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  resetApiMocks();
  navigate.mockReset();
  // The shell's navigate changes the address; the page reads it back.
  navigate.mockImplementation((to: string) => window.history.replaceState(null, '', to));
  api.hoy.getHoy.mockImplementation(async (fecha: string) => dia({ fecha }));
});

describe('«Hoy»', () => {
  it('shows the day of the URL: sections with their counts, and camping people against the 72 plots', async () => {
    renderPage();
    expect(await within(await screen.findByRole('region', { name: /^Llegadas/ })).findByText('Llegada, Juan')).toBeInTheDocument();
    expect(api.hoy.getHoy).toHaveBeenCalledWith(HOY, expect.anything());
    expect(screen.getByRole('heading', { name: 'Hoy' })).toBeInTheDocument();
    expect(screen.getByText('Martes 12/03/2030')).toBeInTheDocument();
    expect(within(section('Llegadas')).getByText('Cabaña 3')).toBeInTheDocument();
    expect(section('Salidas').textContent).toContain(`Saldo ${formatARSCents(60000)}`);
    expect(within(section('Salidas')).getByText('Ingresó 10/03/2030 11:00 · maria')).toBeInTheDocument();
    expect(screen.getByTestId('fd-camping')).toHaveTextContent('45 personas · 18 de 72 parcelas');
    expect(section('Saldos pendientes').textContent).toContain(`Total adeudado: ${formatARSCents(60000)} · salida este día o antes`);
  });

  it('◀ ▶ and the date field choose the day and keep it in the URL', async () => {
    renderPage();
    await screen.findByRole('region', { name: /^Llegadas/ });
    await userEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/admin/hoy?fecha=2030-03-13', { replace: true }));
    expect(api.hoy.getHoy).toHaveBeenLastCalledWith('2030-03-13', expect.anything());
    // Another day shows no state-recording action, and offers the way back.
    expect(await screen.findByText('Ingresos, salidas y ausencias se registran en el día de hoy.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar ingreso' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a hoy' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/admin/hoy?fecha=2030-03-12', { replace: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Día anterior' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/admin/hoy?fecha=2030-03-11', { replace: true }));
  });

  it('checks a guest in through the guests form: who is missing, a second guest, the arrival time (issue 36)', async () => {
    const sinDocumento = { id: null, titular: true, nombre: 'Ana', apellido: 'Llegada', tipo_documento: 'dni' as const, documento: null, nacionalidad: null, fecha_nacimiento: null };
    api.huespedes.getHuespedes.mockResolvedValue({
      success: true,
      reserva_id: 1,
      cantidad_personas: 2,
      checkin_at: null,
      hora_llegada: null,
      modelo_vehiculo: null,
      patente: null,
      vehiculo_del_cliente: false,
      huespedes: [sinDocumento],
      requisitos: { checkin_huespedes: 'titular', checkin_datos: ['documento'] },
      faltantes: ['Titular (Llegada, Ana): documento'],
    });
    api.huespedes.guardarHuespedes.mockImplementation(async () => ({ ...(await api.huespedes.getHuespedes(1)), faltantes: [] }));
    api.huespedes.registrarIngresoConLlegada.mockResolvedValue({ success: true, message: MSG.ingresoRegistrado, reserva: llega });
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: /^Llegadas/ })).findByRole('button', { name: 'Registrar ingreso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingreso' });
    expect(await within(dialog).findByTestId('guests-missing')).toHaveTextContent('Titular (Llegada, Ana): documento');
    const enviar = within(dialog).getByRole('button', { name: 'Guardar y registrar ingreso' });
    expect(enviar).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Documento'), '30.123.456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar huésped' }));
    const segundo = within(dialog).getByTestId('huesped-1');
    await userEvent.type(within(segundo).getByLabelText('Nombre'), 'Luis');
    await userEvent.type(within(segundo).getByLabelText('Apellido'), 'Llegada');
    expect(within(dialog).getByRole('button', { name: 'Agregar huésped' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Hora de llegada'), { target: { value: '14:30' } });
    expect(within(dialog).getByTestId('guests-missing')).toHaveTextContent('Están los datos');
    await userEvent.click(enviar);
    await waitFor(() => expect(api.huespedes.registrarIngresoConLlegada).toHaveBeenCalledWith(1, '14:30'));
    expect(api.huespedes.guardarHuespedes).toHaveBeenCalledWith(
      expect.objectContaining({
        reserva_id: 1,
        huespedes: [
          expect.objectContaining({ titular: true, nombre: 'Ana', documento: '30.123.456', tipo_documento: 'dni' }),
          expect.objectContaining({ titular: false, nombre: 'Luis', apellido: 'Llegada', documento: null, tipo_documento: null }),
        ],
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(MSG.ingresoRegistrado);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before checking out a guest who owes money, and warns with the server answer', async () => {
    api.hoy.registrarSalida.mockResolvedValue({
      success: true,
      message: 'Salida registrada. Queda un saldo de $ 60.000 por cobrar.',
      reserva: sale,
      con_saldo: true,
      saldo: 60000,
    });
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: /^Salidas/ })).findByRole('button', { name: 'Registrar salida' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(confirmarSalidaConSaldoMessage(formatARSCents(60000)));
    expect(api.hoy.registrarSalida).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(api.hoy.registrarSalida).toHaveBeenCalledWith(2));
    expect(toast.warning).toHaveBeenCalledWith('Salida registrada. Queda un saldo de $ 60.000 por cobrar.');
  });

  it('asks before «No se presentó»; the server refusal is shown', async () => {
    api.hoy.registrarNoShow.mockRejectedValue(new ApiError(MSG.noShowConIngreso, 409));
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: /^Llegadas/ })).findByRole('button', { name: 'No se presentó' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.confirmarNoShow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar «No se presentó»' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.noShowConIngreso));
  });

  it('offers WhatsApp to the guest with the stay and the balance', async () => {
    renderPage();
    const link = await within(await screen.findByRole('region', { name: /^Salidas/ })).findByRole('link', { name: 'WhatsApp a Salida, Juan' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain(`Saldo a pagar: ${formatARSCents(60000)}`);
  });

  it('names each card’s reservation with a link to its detail: a plain click stays in the app, ctrl opens a tab', async () => {
    renderPage();
    const llegadas = await screen.findByRole('region', { name: /^Llegadas/ });
    const link = await within(llegadas).findByRole('link', { name: 'Reserva N.º 1' });
    expect(link).toHaveAttribute('href', '/admin/reservas/1');
    expect(within(section('Salidas')).getByRole('link', { name: 'Reserva N.º 2' })).toHaveAttribute('href', '/admin/reservas/2');
    // fireEvent answers false when the page kept the click for itself.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalledWith('/admin/reservas/1');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/admin/reservas/1');
  });

  it('a failed load goes to the admin banner', async () => {
    api.hoy.getHoy.mockRejectedValue(new ApiError('x', 500));
    const { reportError } = renderPage();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG.errorCargarHoy));
  });

  describe('cancelling (issue 32)', () => {
    const hold = reserva({ id: 3, apellido: 'Retenida', estado: 'pendiente', vence_el: '2999-01-01T00:00:00.000Z', fecha_entrada: '2030-03-20', fecha_salida: '2030-03-22' });
    // A stay cancelled on its first day, as an older row may still say it owes: nothing is owed on it.
    const cancelada = reserva({ id: 4, apellido: 'Anulada', fecha_entrada: HOY, estado: 'cancelada', monto_total: 90000, total_pagado: 20000, saldo: 70000, estado_pago: 'parcial' });

    it('offers «Cancelar reserva» to arrivals and holds not checked in; a cancelled stay shows no balance nor «Registrar pago»', async () => {
      api.hoy.getHoy.mockImplementation(async (fecha: string) =>
        dia({ fecha, llegadas: seccion([llega, cancelada]), prereservas_vencen: seccion([hold]) }),
      );
      renderPage();
      const llegadas = await screen.findByRole('region', { name: /^Llegadas/ });
      const row = (id: number) => document.querySelector(`li[data-reserva-id="${id}"]`) as HTMLElement;
      await within(llegadas).findByText('Anulada, Juan');
      expect(within(row(1)).getByRole('button', { name: 'Cancelar reserva' })).toBeInTheDocument();
      expect(within(row(3)).getByRole('button', { name: 'Cancelar reserva' })).toBeInTheDocument();
      // Checked in (a departure): check it out instead.
      expect(within(row(2)).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();

      expect(within(row(4)).getByText('Cancelada')).toBeInTheDocument();
      expect(row(4)).not.toHaveTextContent('Saldo');
      expect(within(row(4)).queryByText('Pagada')).toBeNull();
      expect(within(row(4)).queryByRole('button', { name: 'Registrar pago' })).toBeNull();
      expect(within(row(4)).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    });

    it('cancels an arrival with nothing paid, asking only the reason, and reads the day again', async () => {
      const user = userEvent.setup();
      api.reservas.cancelarReserva.mockResolvedValue({ success: true, message: MSG_CUENTA.reservaCancelada, reserva: { ...llega, estado: 'cancelada' }, reembolso_id: null });
      renderPage();
      const llegadas = await screen.findByRole('region', { name: /^Llegadas/ });
      await user.click(await within(llegadas).findByRole('button', { name: 'Cancelar reserva' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar reserva' })).toBeEnabled());
      expect(within(dialog).queryByRole('group')).toBeNull();
      await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'sin_sena');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
      await waitFor(() => expect(api.reservas.cancelarReserva).toHaveBeenCalledWith({ id: 1, motivo: 'sin_sena' }));
      expect(toast.success).toHaveBeenCalledWith(MSG_CUENTA.reservaCancelada);
      await waitFor(() => expect(api.hoy.getHoy).toHaveBeenCalledTimes(2));
    });
  });

  describe('check-outs since issue 32', () => {
    const row = (id: number) => document.querySelector(`li[data-reserva-id="${id}"]`) as HTMLElement;

    it('a departure on the booked day, paid and checked in, is still one click', async () => {
      const pagada = { ...sale, id: 5, apellido: 'Pagada', total_pagado: 90000, saldo: 0, estado_pago: 'completo' as const };
      api.hoy.getHoy.mockImplementation(async (fecha: string) => dia({ fecha, salidas: seccion([pagada]) }));
      api.hoy.registrarSalida.mockResolvedValue({ success: true, message: MSG.salidaRegistrada, reserva: pagada, con_saldo: false, saldo: 0 });
      renderPage();
      await userEvent.click(await within(await screen.findByRole('region', { name: /^Salidas/ })).findByRole('button', { name: 'Registrar salida' }));
      await waitFor(() => expect(api.hoy.registrarSalida).toHaveBeenCalledWith(5));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toast.success).toHaveBeenCalledWith(MSG.salidaRegistrada);
    });

    it('offers «Registrar salida» to a departure whose arrival was never recorded, and says so before', async () => {
      const sinIngreso = { ...sale, id: 6, apellido: 'Siningreso', total_pagado: 90000, saldo: 0, estado_pago: 'completo' as const, checkin_at: null, checkin_por: null };
      const message = `Salida registrada ${MSG_CUENTA.salidaSinIngresoNota}`;
      api.hoy.getHoy.mockImplementation(async (fecha: string) => dia({ fecha, salidas: seccion([sinIngreso]) }));
      api.hoy.registrarSalida.mockResolvedValue({ success: true, message, reserva: sinIngreso, con_saldo: false, saldo: 0 });
      renderPage();
      await within(await screen.findByRole('region', { name: /^Salidas/ })).findByText('Siningreso, Juan');
      await userEvent.click(within(row(6)).getByRole('button', { name: 'Registrar salida' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar salida' });
      expect(dialog).toHaveTextContent(`${SALIDA_SIN_INGRESO_AVISO} ¿Registrar la salida?`);
      expect(api.hoy.registrarSalida).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
      await waitFor(() => expect(api.hoy.registrarSalida).toHaveBeenCalledWith(6));
      expect(toast.success).toHaveBeenCalledWith(message);
    });

    it('never checked in and owing money: both are said', async () => {
      const debe = { ...sale, checkin_at: null, checkin_por: null };
      api.hoy.getHoy.mockImplementation(async (fecha: string) => dia({ fecha, salidas: seccion([debe]) }));
      renderPage();
      await userEvent.click(await within(await screen.findByRole('region', { name: /^Salidas/ })).findByRole('button', { name: 'Registrar salida' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar salida' });
      expect(dialog.textContent).toContain(`${SALIDA_SIN_INGRESO_AVISO} ${confirmarSalidaConSaldoMessage(formatARSCents(60000))}`);
    });
  });
});
