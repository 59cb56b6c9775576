import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { registrarSalida } from '@camping/contracts/api/hoy';
import { getHuespedes, guardarHuespedes, registrarIngresoConLlegada } from '@camping/contracts/api/huespedes';
import { todayIso, addDaysIso } from '@camping/contracts/dates';
import type { HuespedesResponse } from '@camping/contracts/schemas/huesped';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { StayDeskActions } from './stay-desk-actions';
import { renderWithQuery } from './testing/render-with-query';
import { notify } from './toast';

jest.mock('@camping/contracts/api/hoy', () => ({ registrarSalida: jest.fn() }));
jest.mock('@camping/contracts/api/huespedes', () => ({
  getHuespedes: jest.fn(),
  guardarHuespedes: jest.fn(),
  registrarIngresoConLlegada: jest.fn(),
  fichaRegistroHref: (id: number) => `/api/endpoints/huespedes/ficha?reserva_id=${id}`,
}));
jest.mock('./toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const hoy = todayIso();
const llega = reservaFixture({ id: 7, nombre: 'Ana', apellido: 'Gómez', fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 2), cantidad_personas: 2 });
const lista: HuespedesResponse = {
  success: true,
  reserva_id: 7,
  cantidad_personas: 2,
  checkin_at: null,
  hora_llegada: null,
  modelo_vehiculo: null,
  patente: null,
  vehiculo_del_cliente: false,
  huespedes: [{ id: null, titular: true, nombre: 'Ana', apellido: 'Gómez', tipo_documento: 'dni', documento: '30123456', nacionalidad: null, fecha_nacimiento: null }],
  requisitos: { checkin_huespedes: 'titular', checkin_datos: ['documento'] },
  faltantes: [],
};

beforeEach(() => {
  jest.mocked(getHuespedes).mockResolvedValue(lista);
  jest.mocked(guardarHuespedes).mockResolvedValue(lista);
});

describe('StayDeskActions (issue 36)', () => {
  it('checks in from the detail through the guests form; a refusal stays in the dialog', async () => {
    jest.mocked(registrarIngresoConLlegada).mockRejectedValueOnce(new ApiError('Faltan datos de los huéspedes para registrar el ingreso: Faltan 1 de 2 huéspedes', 400));
    const onChanged = jest.fn();
    renderWithQuery(<StayDeskActions reserva={llega} onChanged={onChanged} />);
    expect(screen.queryByRole('button', { name: 'Registrar salida' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ficha de registro (PDF)' })).toHaveAttribute('href', '/api/endpoints/huespedes/ficha?reserva_id=7');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ingreso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingreso' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Guardar y registrar ingreso' }));
    expect(await within(dialog).findByTestId('guests-refusal')).toHaveTextContent('Faltan 1 de 2 huéspedes');
    jest.mocked(registrarIngresoConLlegada).mockResolvedValueOnce({ success: true, message: 'Ingreso registrado', reserva: { ...llega, checkin_at: '2030-01-01T12:00:00Z' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar y registrar ingreso' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 7, checkin_at: '2030-01-01T12:00:00Z' })));
    expect(notify.success).toHaveBeenCalledWith('Ingreso registrado');
  });

  it('asks before a check-out on the booked day, with the balance', async () => {
    const sale = reservaFixture({ id: 8, fecha_entrada: addDaysIso(hoy, -2), fecha_salida: hoy, checkin_at: '2030-01-01T12:00:00Z', monto_total: 90000, total_pagado: 30000, saldo: 60000 });
    jest.mocked(registrarSalida).mockResolvedValue({ success: true, message: 'Salida registrada', reserva: sale, con_saldo: true, saldo: 60000 });
    renderWithQuery(<StayDeskActions reserva={sale} />);
    expect(screen.queryByRole('button', { name: 'Registrar ingreso' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar salida' }));
    const pregunta = await screen.findByRole('dialog', { name: 'Registrar salida' });
    expect(pregunta).toHaveTextContent('60.000');
    await userEvent.click(within(pregunta).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(registrarSalida).toHaveBeenCalledWith(8));
    expect(notify.warning).toHaveBeenCalledWith('Salida registrada');
  });

  it('sends an early departure to «Hoy», and shows nothing for a hold', () => {
    const enCasa = reservaFixture({ id: 9, fecha_entrada: addDaysIso(hoy, -1), fecha_salida: addDaysIso(hoy, 3), checkin_at: '2030-01-01T12:00:00Z' });
    const { unmount } = renderWithQuery(<StayDeskActions reserva={enCasa} />);
    expect(screen.queryByRole('button', { name: 'Registrar salida' })).toBeNull();
    expect(screen.getByText(/registre la salida desde «Hoy»/)).toBeInTheDocument();
    unmount();
    renderWithQuery(<StayDeskActions reserva={reservaFixture({ id: 10, estado: 'pendiente' })} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
