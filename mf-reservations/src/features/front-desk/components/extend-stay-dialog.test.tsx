import { api, mockReferenceData, resetApiMocks, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import { reserva } from '../../../testing/fixtures';
import { HOY, hoyDia, renderHoy, seccion } from '../../../testing/hoy';

// In house since two days ago for three nights of a cabin for 4 ($ 70.000 a night by the list), $ 100.000 paid.
const enCasa = reserva({
  id: 7,
  apellido: 'Prolonga',
  fecha_entrada: '2030-03-10',
  fecha_salida: '2030-03-13',
  monto_total: 210000,
  total_pagado: 100000,
  saldo: 110000,
  estado_pago: 'parcial',
  checkin_at: '2030-03-10T14:00:00.000Z',
  checkin_por: 'maria',
});
const ingresada = { checkin_at: '2030-03-12T13:00:00.000Z', checkin_por: 'maria' };

/** The day with the guest in house; `overrides` fill the other sections. */
const dia = (overrides: Partial<HoyResponse> = {}) => hoyDia({ en_casa: seccion([enCasa]), ...overrides });

const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const rowOf = async (apellido: string) => (await screen.findByText(`${apellido}, Juan`)).closest('li') as HTMLElement;

async function openDialog(day: HoyResponse = dia(), apellido = enCasa.apellido) {
  api.hoy.getHoy.mockResolvedValue(day);
  renderHoy();
  await userEvent.click(within(await rowOf(apellido)).getByRole('button', { name: 'Extender estadía' }));
  return screen.findByRole('dialog', { name: 'Extender estadía' });
}

async function typeDate(dialog: HTMLElement, text: string) {
  const field = within(dialog).getByLabelText('Nueva fecha de salida');
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** The dialog once the list's price is in: «Aplicar monto nuevo» can be pressed. */
async function priced(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' })).toBeEnabled());
}

beforeEach(() => {
  resetApiMocks();
  mockReferenceData();
  api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: enCasa });
});

describe('«Extender estadía» at «Hoy» (issue 32)', () => {
  it('is offered to guests in house and leaving today, not to arrivals not checked in, holds or cancelled stays', async () => {
    const llega = reserva({ id: 1, apellido: 'Llega', fecha_entrada: HOY, fecha_salida: '2030-03-14' });
    const llegoHoy = reserva({ id: 2, apellido: 'Llegó', fecha_entrada: HOY, fecha_salida: '2030-03-14', ...ingresada });
    const sale = reserva({ id: 3, apellido: 'Sale', fecha_entrada: '2030-03-10', fecha_salida: HOY, ...ingresada });
    const salida = { checkout_at: '2030-03-12T10:00:00.000Z', checkout_por: 'maria' };
    const salio = reserva({ id: 4, apellido: 'Salió', fecha_entrada: '2030-03-10', fecha_salida: HOY, ...ingresada, ...salida, estado: 'finalizada' });
    const sinIngreso = reserva({ id: 5, apellido: 'Sinregistro', fecha_entrada: '2030-03-11', fecha_salida: '2030-03-14' });
    const vence = { estado: 'pendiente', vence_el: '2030-03-12T20:00:00.000Z' } as const;
    const hold = reserva({ id: 6, apellido: 'Retenida', fecha_entrada: '2030-03-13', fecha_salida: '2030-03-15', ...vence });
    const cancelada = reserva({ id: 8, apellido: 'Cancelada', fecha_entrada: HOY, fecha_salida: '2030-03-14', estado: 'cancelada' });
    const noVino = reserva({ id: 9, apellido: 'Novino', fecha_entrada: HOY, fecha_salida: '2030-03-14', estado: 'cancelada', no_show: true });
    api.hoy.getHoy.mockResolvedValue(
      dia({
        llegadas: seccion([llega, llegoHoy, cancelada, noVino]),
        salidas: seccion([sale, salio]),
        en_casa: seccion([enCasa, sinIngreso]),
        prereservas_vencen: seccion([hold]),
        saldos: { ...seccion([sale]), monto: 210000 },
      }),
    );
    renderHoy();
    const offered = async (apellido: string, region: string) => {
      const row = within(screen.getByRole('region', { name: new RegExp(`^${region}`) }))
        .getByText(`${apellido}, Juan`)
        .closest('li') as HTMLElement;
      return within(row).queryByRole('button', { name: 'Extender estadía' }) !== null;
    };
    await rowOf('Prolonga');
    expect(await offered('Prolonga', 'En el complejo')).toBe(true);
    expect(await offered('Sinregistro', 'En el complejo')).toBe(true);
    expect(await offered('Sale', 'Salidas')).toBe(true);
    expect(await offered('Llegó', 'Llegadas')).toBe(true);
    expect(await offered('Llega', 'Llegadas')).toBe(false);
    expect(await offered('Salió', 'Salidas')).toBe(false);
    expect(await offered('Retenida', 'Pre-reservas')).toBe(false);
    expect(await offered('Cancelada', 'Llegadas')).toBe(false);
    expect(await offered('Novino', 'Llegadas')).toBe(false);
    // The balances' list repeats today's departure: the action is offered once, where the guest leaves.
    expect(await offered('Sale', 'Saldos pendientes')).toBe(false);
    // Editar is still there.
    expect(within(await rowOf('Prolonga')).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('opens one night later and shows the rule’s answer: dates, the amount by the list with its breakdown, paid and balances', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Nueva fecha de salida')).toHaveValue('14/03/2030');
    expect(within(dialog).getByText('Salida reservada: 13/03/2030')).toBeInTheDocument();
    await priced(dialog);
    expect(money(dialog.textContent)).toContain('Antes: 10/03/2030 → 13/03/2030 (3 noches)Ahora: 10/03/2030 → 14/03/2030 (4 noches)');
    expect(api.hospedajes.getPrecio).toHaveBeenCalledWith(expect.objectContaining({ tipo_hospedaje_id: 1, cantidad_personas: 4 }), expect.anything());
    expect(money(within(dialog).getByTestId('stay-change-amount').textContent)).toBe(
      'Antes: $ 210.000Según las tarifas: $ 280.0004 noches × $ 70.000',
    );
    expect(money(within(dialog).getByTestId('stay-change-paid').textContent)).toBe('$ 100.000');
    const outcomes = money(within(dialog).getByTestId('stay-change-outcomes').textContent);
    expect(outcomes).toContain('Aplicar monto nuevo: $ 280.000 · saldo $ 180.000');
    expect(outcomes).toContain('Mantener monto: $ 210.000 · saldo $ 110.000');
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeEnabled();

    // Another date answers again, live.
    await typeDate(dialog, '15/03/2030');
    await waitFor(() => expect(money(within(dialog).getByTestId('stay-change-amount').textContent)).toContain('5 noches × $ 70.000'));
    expect(api.reservas.updateReserva).not.toHaveBeenCalled();
  });

  it.each(['13/03/2030', '11/03/2030'])('refuses %s (not after the booked departure) in Spanish, and sends nothing', async (date) => {
    const dialog = await openDialog();
    await typeDate(dialog, date);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La nueva fecha de salida debe ser posterior a la salida reservada (13/03/2030).',
    );
    expect(within(dialog).getByLabelText('Nueva fecha de salida')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('button', { name: 'Aplicar monto nuevo' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mantener monto' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(api.reservas.updateReserva).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extender estadía' })).toBeNull());
    expect(api.reservas.updateReserva).not.toHaveBeenCalled();
  });

  it('«Aplicar monto nuevo» sends the new departure and the amount; the dialog closes with the edit modal’s toast', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.reservas.updateReserva>>) => void = () => undefined;
    api.reservas.updateReserva.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await openDialog();
    await priced(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' }));
    await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledTimes(1));
    expect(api.reservas.updateReserva.mock.calls[0]).toStrictEqual([{ id: 7, fecha_salida: '2030-03-14', monto_total: 280000 }]);
    // While it is saved, no second answer.
    for (const name of ['Volver', 'Mantener monto', 'Aplicar monto nuevo']) expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    answer({ success: true, message: MSG.reservaActualizada, reserva: enCasa });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extender estadía' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(MSG.reservaActualizada);
    // «Hoy» is read again.
    await waitFor(() => expect(api.hoy.getHoy).toHaveBeenCalledTimes(2));
  });

  it('«Mantener monto» sends the new departure without an amount', async () => {
    const dialog = await openDialog();
    await typeDate(dialog, '16/03/2030');
    await priced(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mantener monto' }));
    await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledTimes(1));
    expect(api.reservas.updateReserva.mock.calls[0]).toStrictEqual([{ id: 7, fecha_salida: '2030-03-16' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extender estadía' })).toBeNull());
  });

  it("shows the server's refusal in the dialog, not as a toast, keeps the date, and lets the clerk answer again", async () => {
    const refusal = 'La cabaña 3 ya está reservada del 13/03/2030 al 15/03/2030: elija otras fechas u otra unidad';
    api.reservas.updateReserva.mockRejectedValue(new ApiError(refusal, 409));
    const dialog = await openDialog();
    await priced(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Extender estadía' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nueva fecha de salida')).toHaveValue('14/03/2030');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mantener monto' })).toBeEnabled());
    // Another date: the refusal was about the one it was given for.
    await typeDate(dialog, '15/03/2030');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('a camping stay asks the list for nothing: its new nights cost the stay’s own night', async () => {
    const carpa = reserva({
      id: 12,
      apellido: 'Carpa',
      tipo_hospedaje_id: 3,
      cantidad_personas: 3,
      fecha_entrada: '2030-03-10',
      fecha_salida: '2030-03-13',
      monto_total: 42000,
      ...ingresada,
    });
    const dialog = await openDialog(dia({ en_casa: seccion([carpa]) }), 'Carpa');
    expect(money(within(dialog).getByTestId('stay-change-amount').textContent)).toBe(
      'Antes: $ 42.000Por noche de la estadía: $ 56.0004 noches × $ 14.000 (precio por noche de la estadía)',
    );
    expect(api.hospedajes.getPrecio).not.toHaveBeenCalled();
  });
});
