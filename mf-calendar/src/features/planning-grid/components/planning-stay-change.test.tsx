/**
 * A drag or a resize in the Planilla asks first (issue 32): the changed stay's confirmation opens with the bar drawn
 * where it would go, nothing is sent until the clerk accepts, «Volver» puts the bar back, and «Deshacer» after an
 * applied amount puts the old amount back too. The pointer is driven as the grid reads it (use-bar-drag.ts): jsdom
 * lays nothing out, so the bars' and the scroller's boxes are given.
 */
import '../../../testing/planning-mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getPrecio } from '@camping/contracts/api/hospedajes';
import { listReservasEnRango, updateReserva } from '@camping/contracts/api/reservas';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import { notifyWithAction } from '@camping/ui/toast';
import { BAR, DAY, givenBarLayout, lane, pointer } from '../../../testing/bar-drag';
import { mockPlanningLookups, renderPlanning } from '../../../testing/planning';

/** 3 nights in cabin 3 for 4 at $ 70.000, paid in full: the window starts 10/01, so its bar starts at 2.5 days. */
const STAY = reserva({
  id: 7,
  apellido: 'Pérez',
  nombre: 'Juan',
  hospedaje_id: 100,
  numero_hospedaje: 3,
  fecha_entrada: '2026-01-12',
  fecha_salida: '2026-01-15',
  monto_total: 210000,
  total_pagado: 210000,
  saldo: 0,
  estado_pago: 'completo',
});
const PRICES: Record<string, number> = { '1-4': 70000, '2-4': 44000 };

givenBarLayout();
beforeEach(() => {
  jest.clearAllMocks();
  mockPlanningLookups();
  jest.mocked(listReservasEnRango).mockResolvedValue([STAY]);
  jest.mocked(getPrecio).mockImplementation(async (q) => ({ success: true, precio: PRICES[`${q.tipo_hospedaje_id}-${q.cantidad_personas}`] }));
});

/** Presses at `from` on the bar, moves past the 5 px that arm a drag, and releases at `to`. */
function drag(bar: HTMLElement, from: { x: number; y?: number }, to: { x: number; y?: number }) {
  pointer(bar, 'pointerdown', from.x, from.y);
  pointer(document.body, 'pointermove', from.x + 6, from.y);
  pointer(document.body, 'pointermove', to.x, to.y);
  pointer(document.body, 'pointerup', to.x, to.y);
}

const findBar = () => screen.findByRole('button', { name: /^Reserva #7: / });
const row = (unitId: number) => document.querySelector(`.plan-row[data-unit-id="${unitId}"]`) as HTMLElement;
const confirmation = () => screen.findByRole('dialog', { name: 'Confirmar cambio de la estadía' });
const plain = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');
const handle = BAR.left + BAR.width - 3;

/** Renders the Planilla and drags the stay's bar straight down onto the dormi's row. */
async function renderAndDragToDormi() {
  renderPlanning();
  const bar = await findBar();
  const dormiLane = lane('Dormi 2');
  document.elementsFromPoint = jest.fn(() => [dormiLane]);
  drag(bar, { x: BAR.left + 40 }, { x: BAR.left + 40, y: 40 });
}

describe('a resize in the Planilla asks first', () => {
  it('3 → 4 nights: the bar waits at its new length; «Aplicar monto nuevo» sends the exit and the amount', async () => {
    jest.mocked(updateReserva).mockResolvedValue({
      success: true,
      message: MSG.reservaActualizada,
      reserva: { ...STAY, fecha_salida: '2026-01-16', monto_total: 280000, saldo: 70000, estado_pago: 'parcial' },
    });
    renderPlanning();
    drag(await findBar(), { x: handle }, { x: handle + DAY });
    const confirm = await confirmation();
    expect(plain(confirm)).toContain('Antes: 12/01/2026 → 15/01/2026 (3 noches)Ahora: 12/01/2026 → 16/01/2026 (4 noches)');
    // Drawn where it would go, marked as not saved, while the clerk decides; nothing was sent.
    expect(document.querySelector('.plan-bar[data-reserva-id="7"]')).toHaveStyle({ width: `${4 * DAY}px` });
    expect(document.querySelector('.plan-bar[data-reserva-id="7"]')).toHaveClass('saving');
    expect(updateReserva).not.toHaveBeenCalled();

    await waitFor(() =>
      expect(plain(within(confirm).getByTestId('stay-change-amount'))).toBe('Antes: $ 210.000Según las tarifas: $ 280.0004 noches × $ 70.000'),
    );
    expect(plain(within(confirm).getByTestId('stay-change-outcomes'))).toBe(
      'Aplicar monto nuevo: $ 280.000 · saldo $ 70.000Mantener monto: $ 210.000 · saldo $ 0',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aplicar monto nuevo' }));
    await waitFor(() => expect(updateReserva).toHaveBeenCalledWith({ id: 7, fecha_salida: '2026-01-16', monto_total: 280000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull());

    // «Deshacer» (once, in the toast) gives the old exit and the old amount back.
    await waitFor(() => expect(notifyWithAction).toHaveBeenCalledWith(MSG.reservaActualizada, expect.objectContaining({ label: 'Deshacer' })));
    act(() => jest.mocked(notifyWithAction).mock.calls[0][1].onClick());
    await waitFor(() => expect(updateReserva).toHaveBeenLastCalledWith({ id: 7, fecha_salida: '2026-01-15', monto_total: 210000 }));
  });

  it('«Volver» puts the bar back and sends nothing', async () => {
    renderPlanning();
    drag(await findBar(), { x: handle }, { x: handle + DAY });
    const confirm = await confirmation();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull());
    const bar = document.querySelector('.plan-bar[data-reserva-id="7"]');
    expect(bar).toHaveStyle({ width: `${BAR.width}px` });
    expect(bar).not.toHaveClass('saving');
    expect(updateReserva).not.toHaveBeenCalled();
  });
});

describe('a drag in the Planilla asks first', () => {
  it('to a dormi: the unit and the dormi price are shown; «Mantener monto» sends the move without an amount', async () => {
    const moved = { ...STAY, hospedaje_id: 202, numero_hospedaje: 2, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' };
    jest.mocked(updateReserva).mockImplementation(async () => {
      // The window read again after the move finds the stay in the dormi.
      jest.mocked(listReservasEnRango).mockResolvedValue([moved]);
      return { success: true, message: MSG.reservaActualizada, reserva: moved };
    });
    await renderAndDragToDormi();
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent(/Antes: Cabaña 3\s*Ahora: Dormi 2/);
    // Drawn in the dormi's row while the clerk decides (the grid is hidden from the reader under the dialog).
    expect(row(202).querySelector('.plan-bar[data-reserva-id="7"]')).not.toBeNull();
    await within(confirm).findByText(/3\snoches × \$\s44\.000/);
    expect(updateReserva).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mantener monto' }));
    await waitFor(() => expect(updateReserva).toHaveBeenCalledWith({ id: 7, hospedaje_id: 202 }));
    await waitFor(() => expect(row(202).querySelector('.plan-bar[data-reserva-id="7"]')).toHaveFocus());
  });

  it('«Volver» leaves the stay in its own row and sends nothing', async () => {
    await renderAndDragToDormi();
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar cambio de la estadía' })).toBeNull());
    const back = row(100).querySelector('.plan-bar[data-reserva-id="7"]');
    expect(row(202).querySelector('.plan-bar')).toBeNull();
    expect(updateReserva).not.toHaveBeenCalled();
    // The keyboard goes on from the stay, drawn anew in its own row.
    await waitFor(() => expect(back).toHaveFocus());
  });
});

describe('a refused move in the Planilla (issue 37)', () => {
  it('says the clash in usted, never «selecciona», and puts the bar back', async () => {
    jest.mocked(updateReserva).mockRejectedValue(new ApiError(MSG.hospedajeNoDisponible, 409));
    await renderAndDragToDormi();
    fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Mantener monto' }));
    const alert = await screen.findByText('Ese hospedaje ya está ocupado en esas fechas: elija otro hospedaje u otras fechas.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(document.body).not.toHaveTextContent(/selecciona/);
    await waitFor(() => expect(row(100).querySelector('.plan-bar[data-reserva-id="7"]')).not.toBeNull());
  });
});

describe('a change in the Planilla priced by the seasons (issue 35)', () => {
  it('shows the stay\'s amount by season with its breakdown, and the minimum stay\'s refusal', async () => {
    const breakdown = '1 noche × $\u00a070.000 (Base) + 1 noche × $\u00a095.000 (Temporada alta)';
    const minimo = 'En Temporada alta la estadía mínima es de 3 noches';
    jest.mocked(getPrecio).mockImplementation(async (q) => ({
      success: true,
      precio: 70000,
      ...(q.fecha_entrada ? { total: 165000, desglose_texto: breakdown, rechazo: minimo } : {}),
    }));
    renderPlanning();
    drag(await findBar(), { x: handle }, { x: handle - DAY });
    const confirm = await confirmation();
    await waitFor(() =>
      expect(within(confirm).getByTestId('stay-change-amount').textContent).toBe(`Antes: $\u00a0210.000Según las tarifas: $\u00a0165.000${breakdown}`),
    );
    expect(getPrecio).toHaveBeenCalledWith(
      { tipo_hospedaje_id: 1, cantidad_personas: 4, metodo_pago: 'efectivo', fecha_entrada: '2026-01-12', fecha_salida: '2026-01-14' },
      expect.anything(),
    );
    expect(within(confirm).getByTestId('stay-change-season-refusal')).toHaveTextContent(`${minimo}.`);
  });
});
