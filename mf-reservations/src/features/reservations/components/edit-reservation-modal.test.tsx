import { api, mockReferenceData, resetApiMocks, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { clickDay, dayButton } from '../../../testing/day-picker';
import { reserva } from '../../../testing/fixtures';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { EditReservationModal } from './edit-reservation-modal';

const original = reserva({ id: 31, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', cantidad_personas: 4, monto_total: 210000 });

/** «Aplicar monto nuevo» in the changed stay's confirmation, once the new amount is known. */
async function applyNewAmount(user: ReturnType<typeof userEvent.setup>) {
  const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
  const apply = within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' });
  await waitFor(() => expect(apply).toBeEnabled());
  await user.click(apply);
}

function renderModal(r = original) {
  const onClose = jest.fn();
  renderWithQuery(<EditReservationModal reserva={r} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: `Editar Reserva #${r.id}` }) };
}

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  mockReferenceData();
  api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: true, message: MSG.hospedajeDisponible });
  // Free for the stay's dates (its own nights left out): cabins 3 (its own), 5 and 8; dormis 2 (holds 4) and 6.
  api.hospedajes.getDisponibles.mockImplementation(async (q: { tipo_hospedaje_id: number }) => ({
    success: true,
    message: MSG.hospedajesDisponibles,
    hospedajes:
      q.tipo_hospedaje_id === 1
        ? [8, 3, 5].map((n) => ({ id: 10 + n - 2, numero: n, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' }))
        : [2, 6].map((n) => ({ id: 30 + n, numero: n, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' })),
  }));
});

describe('Edit reservation modal', () => {
  it('shows the range, details, payment, observations and status of the reservation', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole('group', { name: 'Fechas de la estadía' })).toBeInTheDocument();
    expect(dayButton('2030-03-12').closest('td')).toHaveAttribute('data-selected', 'true');
    expect(within(dialog).getByLabelText(/Personas/)).toHaveValue(4);
    expect(within(dialog).getByLabelText(/Monto total/)).toHaveValue(210000);
    expect(within(dialog).getByLabelText(/Método de pago/)).toHaveValue('efectivo');
    expect(
      Array.from((within(dialog).getByLabelText(/Método de pago/) as HTMLSelectElement).options).map((o) => o.textContent),
    ).toEqual(['Efectivo', 'Transferencia', 'Tarjeta']);
    expect(within(dialog).getByLabelText('Observaciones')).toBeInTheDocument();
  });

  describe('Estado (issue 32: cancelling is «Cancelar reserva», not an edit)', () => {
    const options = (dialog: HTMLElement) =>
      Array.from((within(dialog).getByLabelText(/Estado/) as HTMLSelectElement).options).map((o) => o.textContent);

    it('a live stay is not offered «Cancelada», and the hint points to «Cancelar reserva»', () => {
      const { dialog } = renderModal();
      expect(options(dialog)).toEqual(['Activa', 'Finalizada']);
      expect(within(dialog).getByLabelText(/Estado/)).toHaveAccessibleDescription(
        'Para cancelarla, use «Cancelar reserva»: pide el motivo y qué hacer con lo pagado.',
      );
    });

    it('a cancelled stay shows its state (and may be made live again), without the hint', async () => {
      const user = userEvent.setup();
      const cancelada = { ...original, estado: 'cancelada', cancelacion_motivo: 'clima' };
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: cancelada });
      const { dialog } = renderModal(cancelada);
      const estado = within(dialog).getByLabelText(/Estado/);
      expect(estado).toHaveValue('cancelada');
      expect(options(dialog)).toEqual(['Activa', 'Finalizada', 'Cancelada']);
      expect(within(dialog).queryByText(/Para cancelarla/)).toBeNull();
      await user.selectOptions(estado, 'activa');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, estado: 'activa' }));
    });
  });

  it('sends only what changed and closes with the success toast', async () => {
    const user = userEvent.setup();
    api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
    const { dialog, onClose } = renderModal();
    await user.selectOptions(within(dialog).getByLabelText(/Estado/), 'finalizada');
    await user.selectOptions(within(dialog).getByLabelText(/Método de pago/), 'tarjeta');
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Pagó con tarjeta');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    // The method sets the price: asked first (here the list gives the same amount, so only the change is confirmed).
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    expect(confirm).toHaveTextContent(/Antes: Efectivo\s*Ahora: Tarjeta/);
    await user.click(await within(confirm).findByRole('button', { name: 'Confirmar cambio' }));
    await waitFor(() =>
      expect(api.reservas.updateReserva).toHaveBeenCalledWith({
        id: 31,
        estado: 'finalizada',
        metodo_pago: 'tarjeta',
        observaciones: 'Pagó con tarjeta',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(MSG.reservaActualizada);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps a hold a hold when other fields change, and offers its state first', async () => {
    const user = userEvent.setup();
    const hold = { ...original, estado: 'pendiente', vence_el: '2030-03-11T15:00:00.000Z' };
    api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: hold });
    const { dialog } = renderModal(hold);
    const estado = within(dialog).getByLabelText(/Estado/) as HTMLSelectElement;
    expect(estado).toHaveValue('pendiente');
    expect(Array.from(estado.options).map((o) => o.textContent)).toEqual(['Pendiente (pre-reserva)', 'Activa', 'Finalizada']);
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Pagará el lunes');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, observaciones: 'Pagará el lunes' }));
  });

  it('refuses people below 1 and a negative amount, with Spanish messages, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await user.clear(within(dialog).getByLabelText(/Personas/));
    await user.type(within(dialog).getByLabelText(/Personas/), '0');
    await user.clear(within(dialog).getByLabelText(/Monto total/));
    await user.type(within(dialog).getByLabelText(/Monto total/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('El campo personas debe ser mayor o igual a 1')).toBeInTheDocument();
    expect(within(dialog).getByText('El campo monto total debe ser mayor o igual a 0')).toBeInTheDocument();
    expect(api.reservas.updateReserva).not.toHaveBeenCalled();
  });

  it('gives the unit\'s capacity as the reason first: 5 people in a 4-bed dormi, not a missing price (issue 37)', async () => {
    const user = userEvent.setup();
    const dormi = reserva({ id: 32, tipo_hospedaje_id: 2, hospedaje_id: 32, numero_hospedaje: 2, cantidad_personas: 4, monto_total: 132000, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' });
    const { dialog } = renderModal(dormi);
    await user.clear(within(dialog).getByLabelText(/Personas/));
    await user.type(within(dialog).getByLabelText(/Personas/), '5');
    const capacity = 'La cantidad de personas (5) supera la capacidad del hospedaje (4)';
    expect(await within(dialog).findByText(capacity)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    // Refused in the form: no confirmation about prices, nothing sent, no «No se encontró precio…».
    expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull();
    expect(within(dialog).getAllByText(capacity)).toHaveLength(1);
    expect(screen.queryByText(/No se encontró precio/)).toBeNull();
    expect(api.reservas.updateReserva).not.toHaveBeenCalled();
  });

  it('checks the unit for new dates (its own nights excluded)', async () => {
    const { dialog } = renderModal();
    clickDay('2030-03-17');
    await waitFor(() =>
      expect(api.hospedajes.getDisponibilidadUnidad).toHaveBeenCalledWith(
        { hospedaje_id: original.hospedaje_id, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-17', excluir_reserva_id: 31 },
        expect.anything(),
      ),
    );
    expect(await within(dialog).findByText(MSG.hospedajeDisponible)).toBeInTheDocument();
  });

  describe('a changed stay asks first (issue 32: one rule for a changed stay)', () => {
    const confirmation = () => screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
    const plain = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');
    /** Extends the stay on the picker, waits for the unit check, and presses «Guardar cambios». */
    async function saveWithExit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, salida: string) {
      clickDay(salida);
      await within(dialog).findByText(MSG.hospedajeDisponible);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      return confirmation();
    }

    it('3 → 7 nights: shows old and new amount with the breakdown, paid and balances; «Aplicar monto nuevo» saves it', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog, onClose } = renderModal(reserva({ ...original, total_pagado: 60000 }));
      const confirm = await saveWithExit(user, dialog, '2030-03-19');
      expect(api.reservas.updateReserva).not.toHaveBeenCalled();
      expect(confirm).toHaveAccessibleDescription('Reserva #31 · Pérez, Juan');
      expect(plain(confirm)).toContain('Antes: 12/03/2030 → 15/03/2030 (3 noches)Ahora: 12/03/2030 → 19/03/2030 (7 noches)');
      // 4 people in a cabin: 70.000 a night.
      const amount = within(confirm).getByTestId('stay-change-amount');
      await waitFor(() => expect(plain(amount)).toBe('Antes: $ 210.000Según las tarifas: $ 490.0007 noches × $ 70.000'));
      expect(plain(within(confirm).getByTestId('stay-change-paid'))).toBe('$ 60.000');
      expect(plain(within(confirm).getByTestId('stay-change-outcomes'))).toBe(
        'Aplicar monto nuevo: $ 490.000 · saldo $ 430.000Mantener monto: $ 210.000 · saldo $ 150.000',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' }));
      await waitFor(() =>
        expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, fecha_salida: '2030-03-19', monto_total: 490000 }),
      );
      expect(onClose).toHaveBeenCalled();
    });

    it('«Mantener monto» saves the change without an amount, and «Volver» saves nothing', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog } = renderModal();
      let confirm = await saveWithExit(user, dialog, '2030-03-19');
      await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull());
      expect(api.reservas.updateReserva).not.toHaveBeenCalled();
      // The form is as it was left, its amount untouched, with the list's amount beside it.
      expect(within(dialog).getByLabelText(/Monto total/)).toHaveValue(210000);
      expect(within(dialog).getByText(/Según las tarifas/)).toHaveTextContent(/\$\s490\.000/);

      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      confirm = await confirmation();
      await within(confirm).findByText(/Según las tarifas: \$\s490\.000/);
      await user.click(within(confirm).getByRole('button', { name: 'Mantener monto' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, fecha_salida: '2030-03-19' }));
    });

    it('a change of people is priced again; undone, nothing is asked', async () => {
      const user = userEvent.setup();
      const { dialog, onClose } = renderModal();
      const people = within(dialog).getByLabelText(/Personas/);
      await user.clear(people);
      await user.type(people, '2');
      // 2 people in a cabin: 46.000 a night x 3.
      expect(await within(dialog).findByText(/Según las tarifas/)).toHaveTextContent(/\$\s138\.000/);
      await user.clear(people);
      await user.type(people, '4');
      await waitFor(() => expect(within(dialog).queryByText(/Según las tarifas/)).toBeNull());
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      expect(toast.info).toHaveBeenCalledWith('No hay cambios para guardar');
      expect(onClose).toHaveBeenCalled();
      expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull();
    });

    it('an amount typed by hand is the one kept («Usar monto escrito»), the list amount beside it', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog } = renderModal();
      const amount = within(dialog).getByLabelText(/Monto total/);
      await user.clear(amount);
      await user.type(amount, '400000');
      const confirm = await saveWithExit(user, dialog, '2030-03-19');
      await waitFor(() =>
        expect(plain(within(confirm).getByTestId('stay-change-outcomes'))).toBe(
          'Aplicar monto nuevo: $ 490.000 · saldo $ 490.000Usar monto escrito: $ 400.000 · saldo $ 400.000',
        ),
      );
      await user.click(within(confirm).getByRole('button', { name: 'Usar monto escrito' }));
      await waitFor(() =>
        expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, fecha_salida: '2030-03-19', monto_total: 400000 }),
      );
    });

    it('a stay the price list cannot price keeps its amount, said in the confirmation, and only when confirmed', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      // Within the cabin's 5 beds (more is refused first, issue 37), but the list has no price for it.
      api.hospedajes.getPrecio.mockRejectedValue(new ApiError('No se encontró precio para los parámetros especificados', 404));
      const { dialog } = renderModal();
      const people = within(dialog).getByLabelText(/Personas/);
      await user.clear(people);
      await user.type(people, '5');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      const confirm = await confirmation();
      expect(
        await within(confirm).findByText(
          'No se encontró precio para los parámetros especificados. El monto se mantiene: cámbielo a mano si corresponde.',
        ),
      ).toBeInTheDocument();
      expect(within(confirm).queryByRole('button', { name: 'Aplicar monto nuevo' })).toBeNull();
      expect(api.reservas.updateReserva).not.toHaveBeenCalled();
      await user.click(within(confirm).getByRole('button', { name: 'Confirmar cambio' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, cantidad_personas: 5 }));
    });

    it('a shorter stay priced below what was paid: «Aplicar monto nuevo» says the difference is refunded first', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog } = renderModal(reserva({ ...original, total_pagado: 210000 }));
      const confirm = await saveWithExit(user, dialog, '2030-03-14');
      const apply = within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' });
      await waitFor(() =>
        expect(apply).toHaveAccessibleDescription(
          /El monto nuevo \(\$\s140\.000\) es menor que lo pagado \(\$\s210\.000\): para aplicarlo, primero registre el reembolso de la diferencia \(\$\s70\.000\) en Pagos\./,
        ),
      );
      expect(apply).toBeDisabled();
      await user.click(within(confirm).getByRole('button', { name: 'Mantener monto' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, fecha_salida: '2030-03-14' }));
    });

    it('a camping stay with one more night is offered the stay\'s own night for it, beside the amount it has', async () => {
      const user = userEvent.setup();
      const camping = reserva({ id: 40, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, tipo_hospedaje: 'camping', cantidad_personas: 3, monto_total: 45000 });
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: camping });
      const { dialog } = renderModal(camping);
      clickDay('2030-03-16');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      const confirm = await confirmation();
      // Camping's amount is base + people by night: the stay's own night ($ 15.000) prices the fourth.
      expect(plain(within(confirm).getByTestId('stay-change-amount'))).toBe(
        'Antes: $ 45.000Por noche de la estadía: $ 60.0004 noches × $ 15.000 (precio por noche de la estadía)',
      );
      expect(plain(within(confirm).getByTestId('stay-change-outcomes'))).toBe(
        'Aplicar monto nuevo: $ 60.000 · saldo $ 60.000Mantener monto: $ 45.000 · saldo $ 45.000',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 40, fecha_salida: '2030-03-16', monto_total: 60000 }));
    });

    it('saves a change of observations or state alone without asking', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog } = renderModal();
      await user.type(within(dialog).getByLabelText('Observaciones'), 'Llega tarde');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, observaciones: 'Llega tarde' }));
      expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull();
    });

    it('offers the list amount for an unchanged stay whose amount differs, without changing it', async () => {
      const user = userEvent.setup();
      const { dialog } = renderModal(reserva({ ...original, monto_total: 200000 }));
      expect(await within(dialog).findByText(/210\.000/)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Monto total/)).toHaveValue(200000);
      await user.click(within(dialog).getByRole('button', { name: 'Usar este monto' }));
      expect(within(dialog).getByLabelText(/Monto total/)).toHaveValue(210000);
    });
  });

  it('blocks saving when the unit is taken for the new dates', async () => {
    api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: false, message: MSG.hospedajeNoDisponible });
    const { dialog } = renderModal();
    clickDay('2030-03-18');
    expect(await within(dialog).findByText(MSG.hospedajeNoDisponible)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('shows the clash the server answers and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.reservas.updateReserva.mockRejectedValue(new ApiError(MSG.hospedajeNoDisponible, 409));
    const { dialog, onClose } = renderModal();
    clickDay('2030-03-16');
    await within(dialog).findByText(MSG.hospedajeDisponible);
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Extiende una noche');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await applyNewAmount(user);
    expect(await within(dialog).findByRole('alert', { name: '' })).toHaveTextContent(MSG.hospedajeNoDisponible);
    expect(toast.error).toHaveBeenCalledWith(MSG.hospedajeNoDisponible);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Observaciones')).toHaveValue('Extiende una noche');
    // 4 nights at 70.000: the clerk applied the new amount.
    expect(api.reservas.updateReserva).toHaveBeenCalledWith({
      id: 31,
      fecha_salida: '2030-03-16',
      monto_total: 280000,
      observaciones: 'Extiende una noche',
    });
  });

  it('lets a stay that already began be extended (its past entry is not re-checked)', async () => {
    const user = userEvent.setup();
    jest.useFakeTimers({ now: new Date('2030-03-13T15:00:00Z'), advanceTimers: true });
    try {
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog } = renderModal();
      clickDay('2030-03-16');
      await within(dialog).findByText(MSG.hospedajeDisponible);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await applyNewAmount(user);
      await waitFor(() =>
        expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, fecha_salida: '2030-03-16', monto_total: 280000 }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  describe('room move', () => {
    it('offers the free units of the stay\'s dates, its own unit first, asking without its own nights', async () => {
      const { dialog } = renderModal();
      const select = within(dialog).getByLabelText(/Hospedaje/) as HTMLSelectElement;
      await waitFor(() => expect(select.options).toHaveLength(5));
      expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Cabaña 3 (actual)', 'Cabaña 5', 'Cabaña 8', 'Dormi 2', 'Dormi 6']);
      expect(Array.from(select.querySelectorAll('optgroup')).map((g) => g.label)).toEqual(['Cabañas', 'Dormis']);
      expect(select).toHaveValue('11');
      expect(api.hospedajes.getDisponibles).toHaveBeenCalledWith(
        { tipo_hospedaje_id: 2, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', excluir_reserva_id: 31 },
        expect.anything(),
      );
    });

    it('moves the stay to a dormi: checks the unit and offers the dormi price', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockResolvedValue({ success: true, message: MSG.reservaActualizada, reserva: original });
      const { dialog, onClose } = renderModal();
      const select = within(dialog).getByLabelText(/Hospedaje/);
      await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(5));
      await user.selectOptions(select, 'Dormi 6');
      await waitFor(() =>
        expect(api.hospedajes.getDisponibilidadUnidad).toHaveBeenCalledWith(
          { hospedaje_id: 36, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', excluir_reserva_id: 31 },
          expect.anything(),
        ),
      );
      expect(await within(dialog).findByText(MSG.hospedajeDisponible)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      // 4 people in a dormi: 44.000 a night x 3; a move to another type is priced again.
      const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
      expect(confirm).toHaveTextContent(/Antes: Cabaña 3\s*Ahora: Dormi 6/);
      await within(confirm).findByText(/Según las tarifas: \$\s132\.000/);
      await applyNewAmount(user);
      await waitFor(() => expect(api.reservas.updateReserva).toHaveBeenCalledWith({ id: 31, hospedaje_id: 36, monto_total: 132000 }));
      expect(onClose).toHaveBeenCalled();
    });

    it('shows the clash the server answers for a move and keeps the chosen unit', async () => {
      const user = userEvent.setup();
      api.reservas.updateReserva.mockRejectedValue(new ApiError(MSG.hospedajeNoDisponible, 409));
      const { dialog, onClose } = renderModal();
      const select = within(dialog).getByLabelText(/Hospedaje/);
      await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(5));
      await user.selectOptions(select, 'Cabaña 8');
      await within(dialog).findByText(MSG.hospedajeDisponible);
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      // The same nights in another cabin cost the same: only the move is confirmed.
      const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
      expect(within(confirm).queryByRole('button', { name: 'Aplicar monto nuevo' })).toBeNull();
      await user.click(within(confirm).getByRole('button', { name: 'Confirmar cambio' }));
      expect(await within(dialog).findByRole('alert', { name: '' })).toHaveTextContent(MSG.hospedajeNoDisponible);
      expect(onClose).not.toHaveBeenCalled();
      expect(select).toHaveValue('16');
    });

    it('offers no unit to a camping stay', () => {
      const { dialog } = renderModal(reserva({ id: 40, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, tipo_hospedaje: 'camping' }));
      expect(within(dialog).queryByLabelText(/Hospedaje/)).not.toBeInTheDocument();
      expect(api.hospedajes.getDisponibles).not.toHaveBeenCalled();
    });
  });
});
