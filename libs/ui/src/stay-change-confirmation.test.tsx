import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { reviewStayChange, type NightPrice } from '@camping/contracts/stay-change';
import { MOTIVO_MINIMO_MSG } from '@camping/contracts/schemas/motivo-minimo';
import { StayChangeConfirmation } from './stay-change-confirmation';

const plain = (el: HTMLElement | null) => el?.textContent?.replace(/\s/g, ' ');

/** 3 nights in cabin 3 for 4 at $ 70.000, paid in full. */
const stay = reservaFixture({ id: 31, nombre: 'Ana', apellido: 'Gómez', monto_total: 210000, total_pagado: 210000 });
const ready = (amount: number): NightPrice => ({ status: 'ready', amount });

function renderReview(changed: Partial<typeof stay>, price: NightPrice = ready(70000), overrideAsked = false) {
  const handlers = { onApply: jest.fn(), onKeep: jest.fn(), onBack: jest.fn() };
  const review = reviewStayChange(stay, { ...stay, ...changed }, price);
  render(<StayChangeConfirmation review={review} reserva={stay} {...handlers} overrideAsked={overrideAsked} />);
  const dialog = screen.getByRole('dialog', { name: 'Confirmar cambio de la estadía' });
  return { ...handlers, dialog, user: userEvent.setup() };
}

describe('StayChangeConfirmation', () => {
  it('shows old → new dates, the unit, the amount with its breakdown, what was paid and the balance of each choice', async () => {
    const { dialog, onApply, onKeep, user } = renderReview({ fecha_salida: '2030-03-16' });
    expect(dialog).toHaveAccessibleDescription('Reserva #31 · Gómez, Ana');
    const rows = within(dialog).getAllByRole('term').map((dt) => [dt.textContent, plain(dt.nextElementSibling as HTMLElement)]);
    expect(rows).toEqual([
      ['Fechas', 'Antes: 12/03/2030 → 15/03/2030 (3 noches)Ahora: 12/03/2030 → 16/03/2030 (4 noches)'],
      ['Hospedaje', 'Cabaña 3'],
      ['Monto', 'Antes: $ 210.000Según las tarifas: $ 280.0004 noches × $ 70.000'],
      ['Pagado', '$ 210.000'],
    ]);
    expect(plain(within(dialog).getByRole('list', { name: 'Cómo queda la cuenta' }))).toBe(
      'Aplicar monto nuevo: $ 280.000 · saldo $ 70.000Mantener monto: $ 210.000 · saldo $ 0',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' }));
    expect(onApply).toHaveBeenCalledWith(280000, {});
    await user.click(within(dialog).getByRole('button', { name: 'Mantener monto' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('«Volver», Escape and × save nothing: each only asks to go back', async () => {
    const { dialog, onBack, onApply, onKeep, user } = renderReview({ fecha_salida: '2030-03-16' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onBack).toHaveBeenCalledTimes(3);
    expect(onApply).not.toHaveBeenCalled();
    expect(onKeep).not.toHaveBeenCalled();
  });

  it('a new amount below what was paid: «Aplicar monto nuevo» is disabled and says the difference is refunded first', () => {
    const { dialog } = renderReview({ fecha_salida: '2030-03-14' });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' });
    expect(apply).toBeDisabled();
    expect(plain(apply.ownerDocument.getElementById(apply.getAttribute('aria-describedby') ?? ''))).toBe(
      'Aplicar monto nuevo: El monto nuevo ($ 140.000) es menor que lo pagado ($ 210.000): para aplicarlo, primero ' +
        'registre el reembolso de la diferencia ($ 70.000) en Pagos.',
    );
    expect(within(dialog).getByRole('button', { name: 'Mantener monto' })).toBeEnabled();
  });

  it('while the price is on its way, «Aplicar monto nuevo» waits and says so; «Mantener monto» can be chosen', () => {
    const { dialog } = renderReview({ fecha_salida: '2030-03-16' }, { status: 'pending' });
    expect(plain(within(dialog).getByTestId('stay-change-amount'))).toBe('Antes: $ 210.000Según las tarifas: calculando...');
    expect(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' })).toHaveAccessibleDescription(
      'Aplicar monto nuevo: Calculando el monto nuevo según las tarifas...',
    );
    expect(within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Mantener monto' })).toBeEnabled();
  });

  it('a move that changes nothing priced only asks to confirm it, naming the new unit and dates', async () => {
    const { dialog, onKeep, user } = renderReview({ hospedaje_id: 16, numero_hospedaje: 8, fecha_entrada: '2030-03-13', fecha_salida: '2030-03-16' });
    expect(dialog).toHaveTextContent(/Antes: Cabaña 3\s*Ahora: Cabaña 8/);
    expect(plain(within(dialog).getByTestId('stay-change-amount'))).toBe('$ 210.000');
    expect(plain(within(dialog).getByRole('list', { name: 'Cómo queda la cuenta' }))).toBe('Monto que queda: $ 210.000 · saldo $ 0');
    expect(within(dialog).queryByRole('button', { name: 'Aplicar monto nuevo' })).toBeNull();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['×', 'Volver', 'Confirmar cambio']);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }));
    expect(onKeep).toHaveBeenCalled();
  });

  it('camping and groups keep their amount when more than the nights changed, and the dialog says so', () => {
    const camping = { hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3 };
    const handlers = { onApply: jest.fn(), onKeep: jest.fn(), onBack: jest.fn() };
    const saved = { ...stay, ...camping, total_pagado: 0 };
    const changed = { ...saved, fecha_salida: '2030-03-17', cantidad_personas: saved.cantidad_personas + 1 };
    render(<StayChangeConfirmation review={reviewStayChange(saved, changed, { status: 'pending' })} reserva={stay} {...handlers} />);
    expect(screen.getByText('El monto de camping y grupos se mantiene: cámbielo a mano si corresponde.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aplicar monto nuevo' })).toBeNull();
  });

  it('names the stay\'s own night when only the nights of a camping stay changed', () => {
    const saved = { ...stay, hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, total_pagado: 0 };
    render(
      <StayChangeConfirmation
        review={reviewStayChange(saved, { ...saved, fecha_salida: '2030-03-17' }, { status: 'pending' })}
        reserva={stay}
        onApply={jest.fn()}
        onKeep={jest.fn()}
        onBack={jest.fn()}
      />,
    );
    expect(screen.getByTestId('stay-change-amount')).toHaveTextContent(/Por noche de la estadía/);
    expect(screen.getByTestId('stay-change-amount')).toHaveTextContent(/\(precio por noche de la estadía\)/);
    expect(screen.getByRole('button', { name: 'Aplicar monto nuevo' })).toBeEnabled();
  });

  it('is closed without a review', () => {
    render(<StayChangeConfirmation review={null} reserva={stay} onApply={jest.fn()} onKeep={jest.fn()} onBack={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('the seasons\' minimum stay (issue 35)', () => {
    const MINIMO = 'En Temporada alta la estadía mínima es de 3 noches';
    const short: NightPrice = { status: 'ready', amount: 70000, stay: { total: 240000, breakdown: '2 noches × $ 120.000 (Temporada alta)', refusal: MINIMO } };

    it('sends nothing until «Exceptuar la estadía mínima» carries a reason, then hands the reason with the choice', async () => {
      const { dialog, onApply, onKeep, user } = renderReview({ fecha_entrada: '2030-03-13' }, short);
      expect(within(dialog).getByTestId('stay-change-season-refusal')).toHaveTextContent(`${MINIMO}.`);
      const apply = within(dialog).getByRole('button', { name: 'Aplicar monto nuevo' });
      const keep = within(dialog).getByRole('button', { name: 'Mantener monto' });
      expect(apply).toBeDisabled();
      expect(keep).toBeDisabled();
      expect(keep).toHaveAccessibleDescription(`${MINIMO}.`);

      await user.click(within(dialog).getByRole('checkbox', { name: MOTIVO_MINIMO_MSG.exceptuar }));
      expect(apply).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/^Motivo/), '  ');
      expect(within(dialog).getByText(MOTIVO_MINIMO_MSG.vacio)).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/^Motivo/), 'Pedido del dueño ');
      expect(apply).toBeEnabled();
      await user.click(apply);
      expect(onApply).toHaveBeenCalledWith(240000, { motivo_minimo: 'Pedido del dueño' });
      await user.click(keep);
      expect(onKeep).toHaveBeenCalledWith({ motivo_minimo: 'Pedido del dueño' });
    });

    it('only shows the refusal where the screen asked the override in its own form (the edit modal)', async () => {
      const { dialog, onKeep, user } = renderReview({ fecha_entrada: '2030-03-13' }, short, true);
      expect(within(dialog).getByTestId('stay-change-season-refusal')).toHaveTextContent(`${MINIMO}.`);
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Mantener monto' }));
      expect(onKeep).toHaveBeenCalledWith({});
    });
  });
});
