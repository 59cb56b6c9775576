import { api, resetApiMocks, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, confirmarSalidaConSaldoMessage } from '@camping/contracts/messages';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reserva } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { HoyPage } from './hoy-page';

const HOY = '2030-03-12';
const seccion = (reservas: Reserva[]) => ({ total: reservas.length, reservas });

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

function dia(overrides: Partial<HoyResponse> = {}): HoyResponse {
  return {
    success: true,
    fecha: HOY,
    hoy: HOY,
    llegadas: seccion([llega]),
    salidas: seccion([sale]),
    en_casa: seccion([]),
    prereservas_vencen: seccion([]),
    saldos: { ...seccion([sale]), monto: 60000 },
    camping: { personas: 45, parcelas_ocupadas: 18, parcelas: 72 },
    grupos: { personas: 0, reservas: 0 },
    ...overrides,
  };
}

const navigate = jest.fn();
function renderPage(search = `?fecha=${HOY}`) {
  window.history.replaceState(null, '', `/admin/hoy${search}`);
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<HoyPage navigate={navigate} reportError={reportError} />) };
}
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

  it('checks a guest in at once and says so', async () => {
    api.hoy.registrarIngreso.mockResolvedValue({ success: true, message: MSG.ingresoRegistrado, reserva: llega });
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: /^Llegadas/ })).findByRole('button', { name: 'Registrar ingreso' }));
    await waitFor(() => expect(api.hoy.registrarIngreso).toHaveBeenCalledWith(1));
    expect(toast.success).toHaveBeenCalledWith(MSG.ingresoRegistrado);
    await waitFor(() => expect(api.hoy.getHoy).toHaveBeenCalledTimes(2));
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

  it('a failed load goes to the admin banner', async () => {
    api.hoy.getHoy.mockRejectedValue(new ApiError('x', 500));
    const { reportError } = renderPage();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG.errorCargarHoy));
  });
});
