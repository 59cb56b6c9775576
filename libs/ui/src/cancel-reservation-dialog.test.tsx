import { screen, waitFor, within } from '@testing-library/react';
import { renderWithQuery } from './testing/render-with-query';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { listPagosReserva } from '@camping/contracts/api/pagos';
import { formatARSCents } from '@camping/contracts/format';
import { MSG_CUENTA, reembolsoExcedePagadoMessage } from '@camping/contracts/messages-cuenta';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { DINERO_SIN_ELEGIR, cancelOutcomeText } from './hooks/use-cancel-reservation-form';
import { notify } from './toast';

jest.mock('@camping/contracts/api/pagos', () => ({ listPagosReserva: jest.fn() }));
jest.mock('./toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const listMock = jest.mocked(listPagosReserva);
const money = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const stay = reservaFixture({
  id: 31,
  nombre: 'Ana',
  apellido: 'Gómez',
  fecha_entrada: '2030-03-12',
  fecha_salida: '2030-03-15',
  monto_total: 102000,
  total_pagado: 20000,
  metodo_pago: 'transferencia',
});

/** What the server holds now: `pagado` may differ from the row the screen opened. */
function paid(pagado: number) {
  listMock.mockResolvedValue({ success: true, pagos: [], total_pagado: pagado, reembolsos: [], total_reembolsado: 0 });
}

function renderDialog(reserva: Reserva = stay) {
  const cancel = jest.fn(async () => ({ message: MSG_CUENTA.reservaCancelada, reserva: { ...reserva, estado: 'cancelada' } }));
  const onClose = jest.fn();
  const onCancelled = jest.fn();
  renderWithQuery(<CancelReservationDialog reserva={reserva} onClose={onClose} cancel={cancel} onCancelled={onCancelled} />);
  const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
  return { cancel, onClose, onCancelled, dialog, user: userEvent.setup() };
}

const confirm = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancelar reserva' });
const outcome = (dialog: HTMLElement) => money(within(dialog).getByTestId('cancel-outcome').textContent);

describe('CancelReservationDialog', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    paid(20000);
  });

  it('shows the stay, its amount and what was paid, read again from the payments', async () => {
    listMock.mockResolvedValue({ success: true, pagos: [], total_pagado: 30000 });
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('Reserva #31')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Gómez, Ana');
    expect(dialog).toHaveTextContent('Cabaña 3 · 4 personas');
    expect(dialog).toHaveTextContent('12/03/2030 → 15/03/2030 (3 noches)');
    expect(money(dialog.textContent)).toContain('$ 102.000');
    await waitFor(() => expect(money(within(dialog).getByTestId('cancel-pagado').textContent)).toBe('$ 30.000'));
    expect(within(dialog).getByRole('group', { name: /^¿Qué se hace con lo pagado \(\$\s30\.000\)\?$/ })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith(31, expect.anything());
  });

  it('requires a reason and what happens to the money, and sends nothing until both are chosen', async () => {
    const { dialog, cancel, user } = renderDialog();
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    await user.click(confirm(dialog));
    expect(await within(dialog).findByText(MSG_CUENTA.cancelacionMotivoObligatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(DINERO_SIN_ELEGIR)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo de la cancelación')).toHaveAttribute('aria-invalid', 'true');
    expect(cancel).not.toHaveBeenCalled();
  });

  it('asks for a text with «Otro» and sends it; with money kept, the stay stays at what was paid', async () => {
    const { dialog, cancel, onClose, onCancelled, user } = renderDialog();
    expect(within(dialog).queryByLabelText('¿Cuál es el motivo?')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'otro');
    await user.click(await within(dialog).findByLabelText('Conservar lo pagado (la seña no se devuelve)'));
    expect(outcome(dialog)).toBe('La reserva queda en $ 20.000 (lo conservado), saldo $ 0.');
    await user.click(confirm(dialog));
    expect(await within(dialog).findByText(MSG_CUENTA.cancelacionDetalleObligatorio)).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('¿Cuál es el motivo?'), 'Se inundó el camino');
    await user.click(confirm(dialog));
    await waitFor(() =>
      expect(cancel).toHaveBeenCalledWith({ id: 31, motivo: 'otro', motivo_detalle: 'Se inundó el camino', dinero: 'conservar' }),
    );
    expect(notify.success).toHaveBeenCalledWith(MSG_CUENTA.reservaCancelada);
    expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ id: 31, estado: 'cancelada' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refunds part: refuses more than was paid with the API message, then sends the amount and the method', async () => {
    const { dialog, cancel, user } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'clima');
    await user.click(await within(dialog).findByLabelText('Reembolsar una parte o todo'));
    // The refund goes back the way the stay was paid unless the clerk changes it.
    expect(within(dialog).getByLabelText('Cómo se reembolsa')).toHaveValue('transferencia');
    // Until the amount is known there is no outcome to show; the hint says how much may go back.
    expect(outcome(dialog)).toBe('');
    expect(within(dialog).getByLabelText('Monto a reembolsar')).toHaveAccessibleDescription(/^Hasta \$\s20\.000/);

    const monto = within(dialog).getByLabelText('Monto a reembolsar');
    await user.type(monto, '20000.01');
    await user.click(confirm(dialog));
    expect(await within(dialog).findByText(money(reembolsoExcedePagadoMessage(formatARSCents(20000)))!)).toBeInTheDocument();
    expect(monto).toHaveAttribute('aria-invalid', 'true');
    expect(cancel).not.toHaveBeenCalled();

    await user.clear(monto);
    await user.type(monto, '12000');
    await user.selectOptions(within(dialog).getByLabelText('Cómo se reembolsa'), 'efectivo');
    expect(outcome(dialog)).toBe('Se reembolsan $ 12.000 en efectivo; queda $ 8.000 (lo conservado), saldo $ 0.');
    await user.click(confirm(dialog));
    await waitFor(() =>
      expect(cancel).toHaveBeenCalledWith({
        id: 31,
        motivo: 'clima',
        dinero: 'reembolsar',
        reembolso_monto: 12000,
        reembolso_metodo_pago: 'efectivo',
      }),
    );
  });

  it('«Reembolsar todo» fills what was paid; going back to «Conservar» sends no refund', async () => {
    const { dialog, cancel, user } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'desistio');
    await user.click(await within(dialog).findByLabelText('Reembolsar una parte o todo'));
    await user.click(within(dialog).getByRole('button', { name: 'Reembolsar todo' }));
    expect(within(dialog).getByLabelText('Monto a reembolsar')).toHaveValue(20000);
    expect(outcome(dialog)).toBe('Se reembolsan $ 20.000 por transferencia (todo lo pagado); la reserva queda en $ 0, saldo $ 0.');

    await user.click(within(dialog).getByLabelText('Conservar lo pagado (la seña no se devuelve)'));
    expect(within(dialog).queryByLabelText('Monto a reembolsar')).toBeNull();
    await user.click(confirm(dialog));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 31, motivo: 'desistio', dinero: 'conservar' }));
  });

  it('asks nothing about money when nothing was paid', async () => {
    paid(0);
    const { dialog, cancel, user } = renderDialog({ ...stay, total_pagado: 0 });
    await waitFor(() => expect(confirm(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(outcome(dialog)).toBe('No se recibió dinero: la reserva queda en $ 0, saldo $ 0.');
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'duplicada');
    await user.click(confirm(dialog));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 31, motivo: 'duplicada' }));
  });

  it('shows the server refusal in the form and stays open with what was chosen', async () => {
    const { dialog, cancel, onClose, user } = renderDialog();
    cancel.mockRejectedValueOnce(new ApiError(MSG_CUENTA.cancelacionConIngreso, 409));
    await user.selectOptions(within(dialog).getByLabelText('Motivo de la cancelación'), 'desistio');
    await user.click(await within(dialog).findByLabelText('Conservar lo pagado (la seña no se devuelve)'));
    await user.click(confirm(dialog));
    expect(await within(dialog).findByText(MSG_CUENTA.cancelacionConIngreso)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Motivo de la cancelación')).toHaveValue('desistio');
    expect(onClose).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('«Volver» closes without sending', async () => {
    const { dialog, cancel, onClose, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(onClose).toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('cancelOutcomeText', () => {
  it('says what the stay becomes for each choice', () => {
    expect(cancelOutcomeText(20000, {})).toBeNull();
    expect(cancelOutcomeText(20000, { dinero: 'reembolsar', reembolso_monto: '0' })).toBeNull();
    expect(cancelOutcomeText(20000, { dinero: 'reembolsar', reembolso_monto: '20000.01' })).toBeNull();
    expect(money(cancelOutcomeText(20000, { dinero: 'reembolsar', reembolso_monto: '5000.5', reembolso_metodo_pago: 'tarjeta' }))).toBe(
      'Se reembolsan $ 5.000,50 con tarjeta; queda $ 14.999,50 (lo conservado), saldo $ 0.',
    );
  });
});
