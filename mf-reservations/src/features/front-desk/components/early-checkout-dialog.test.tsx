import { CONFIGURACION, api, mockReferenceData, resetApiMocks, toast } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { salidaReembolsoMetodoMessage } from '@camping/contracts/messages-cuenta';
import type { CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reserva } from '../../../testing/fixtures';
import { hoyDia, renderHoy, seccion } from '../../../testing/hoy';
import { registerEarlyCheckout } from '../api/register-early-checkout';
import { SALIDA_SIN_INGRESO_AVISO } from '../lib/stay-action-confirmation';

jest.mock('../api/register-early-checkout', () => ({ registerEarlyCheckout: jest.fn() }));
const checkout = jest.mocked(registerEarlyCheckout);

// Checked in two days ago for five nights ($ 70.000 a night), $ 200.000 paid.
const enCasa = reserva({
  id: 7,
  apellido: 'Temprano',
  fecha_entrada: '2030-03-10',
  fecha_salida: '2030-03-15',
  numero_hospedaje: 2,
  monto_total: 350000,
  total_pagado: 200000,
  saldo: 150000,
  estado_pago: 'parcial',
  metodo_pago: 'transferencia',
  checkin_at: '2030-03-10T14:00:00.000Z',
  checkin_por: 'maria',
});

const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function openDialog(stay: Reserva = enCasa, cobro?: CobroSalidaAnticipada) {
  api.hoy.getHoy.mockResolvedValue(hoyDia({ en_casa: seccion([stay]) }));
  api.configuracion.getConfiguracion.mockResolvedValue({
    success: true,
    configuracion: { ...CONFIGURACION, ...(cobro ? { salida_anticipada_cobro: cobro } : {}) },
  });
  renderHoy();
  const row = await screen.findByText(`${stay.apellido}, Juan`);
  await userEvent.click(within(row.closest('li') as HTMLElement).getByRole('button', { name: 'Registrar salida' }));
  const dialog = await screen.findByRole('dialog', { name: 'Salida anticipada' });
  await within(dialog).findByRole('group', { name: '¿Qué se cobra?' });
  return dialog;
}

beforeEach(() => {
  resetApiMocks();
  mockReferenceData();
  checkout.mockReset();
  checkout.mockResolvedValue({ success: true, message: MSG.salidaRegistrada, reserva: enCasa, con_saldo: false, saldo: 0 });
});

describe('early check-out at «Hoy» (issue 32)', () => {
  it('shows the change as the one rule for a changed stay does, and asks what to charge, Configuración’s choice first', async () => {
    const dialog = await openDialog(enCasa, 'noches_usadas');
    expect(money(dialog.textContent)).toContain('Antes: 10/03/2030 → 15/03/2030 (5 noches)Ahora: 10/03/2030 → 12/03/2030 (2 noches)');
    expect(money(within(dialog).getByTestId('stay-change-paid').textContent)).toBe('$ 200.000');
    // The list's price of a night for 4 in a cabin, as the edit modal and the Planilla price a changed stay.
    expect(api.hospedajes.getPrecio).toHaveBeenCalledWith(expect.objectContaining({ tipo_hospedaje_id: 1, cantidad_personas: 4 }), expect.anything());
    expect(money(within(dialog).getByTestId('stay-change-amount').textContent)).toBe(
      'Antes: $ 350.000Según las tarifas: $ 140.0002 noches × $ 70.000',
    );
    const completa = within(dialog).getByRole('radio', { name: /^Mantener monto: cobrar la estadía completa/ });
    const usadas = await within(dialog).findByRole('radio', { name: /^Aplicar monto nuevo: cobrar solo las noches usadas/ });
    expect(usadas).toBeChecked();
    expect(money(completa.closest('label')?.textContent)).toContain('$ 350.000 · saldo $ 150.000');
    expect(money(usadas.closest('label')?.textContent)).toContain('$ 140.000 · se reembolsan $ 60.000 · saldo $ 0');
    expect(money(within(dialog).getByTestId('fd-early-outcome').textContent)).toBe(
      'Se reembolsan $ 60.000. La estadía queda en $ 140.000, saldo $ 0.',
    );
    expect(checkout).not.toHaveBeenCalled();
    // The arrival was recorded: no note about it.
    expect(within(dialog).queryByText(SALIDA_SIN_INGRESO_AVISO)).toBeNull();
  });

  it('an older server, or the setting left as it came, offers the whole stay first', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: /^Mantener monto/ })).toBeChecked();
    expect(money(within(dialog).getByTestId('fd-early-outcome').textContent)).toBe(
      'La estadía queda en $ 350.000; pagado $ 200.000, saldo $ 150.000.',
    );
    expect(within(dialog).queryByLabelText('Cómo se devuelve la diferencia')).toBeNull();
  });

  it('charging the nights used with more paid needs how the difference goes back; then sends exactly that', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Aplicar monto nuevo/ }));
    const metodo = within(dialog).getByLabelText('Cómo se devuelve la diferencia');
    expect(metodo).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Elija cómo se devuelven \$\s60\.000 al huésped$/);
    expect(metodo).toHaveAttribute('aria-invalid', 'true');
    expect(checkout).not.toHaveBeenCalled();

    await userEvent.selectOptions(metodo, 'efectivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    expect(checkout.mock.calls[0]).toStrictEqual([{ id: 7, cobro: 'noches_usadas', reembolso_metodo_pago: 'efectivo' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Salida anticipada' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(MSG.salidaRegistrada);
    await waitFor(() => expect(api.hoy.getHoy).toHaveBeenCalledTimes(2));
  });

  it('the whole stay sends no refund method, even one chosen before changing the answer', async () => {
    const dialog = await openDialog(enCasa, 'noches_usadas');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cómo se devuelve la diferencia'), 'tarjeta');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Mantener monto/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(1));
    expect(checkout.mock.calls[0]).toStrictEqual([{ id: 7, cobro: 'estadia_completa' }]);
  });

  it('nothing paid beyond the nights used: no refund asked', async () => {
    const dialog = await openDialog({ ...enCasa, total_pagado: 100000, saldo: 250000 }, 'noches_usadas');
    expect(within(dialog).queryByLabelText('Cómo se devuelve la diferencia')).toBeNull();
    expect(money(within(dialog).getByTestId('fd-early-outcome').textContent)).toBe(
      'La estadía queda en $ 140.000; pagado $ 100.000, saldo $ 40.000.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(checkout.mock.calls[0]).toStrictEqual([{ id: 7, cobro: 'noches_usadas' }]));
    expect(api.hoy.registrarSalida).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog, not as a toast, and keeps the choice", async () => {
    const refusal = salidaReembolsoMetodoMessage('$ 260.000', '$ 140.000', '$ 120.000');
    checkout.mockRejectedValue(new ApiError(refusal, 400));
    const dialog = await openDialog(enCasa, 'noches_usadas');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cómo se devuelve la diferencia'), 'efectivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: /^Aplicar monto nuevo/ })).toBeChecked();
  });

  it('a stay whose price is no longer on the list: the nights used cost the stay’s own night, and say so', async () => {
    api.hospedajes.getPrecio.mockRejectedValue(new ApiError('No se encontró precio para los parámetros especificados', 404));
    const dialog = await openDialog(enCasa, 'noches_usadas');
    await waitFor(() =>
      expect(money(within(dialog).getByTestId('stay-change-amount').textContent)).toBe(
        'Antes: $ 350.000Por noche de la estadía: $ 140.0002 noches × $ 70.000 (precio por noche de la estadía)',
      ),
    );
  });

  it('a guest whose arrival was never recorded: the dialog says it will be noted', async () => {
    const dialog = await openDialog({ ...enCasa, checkin_at: null, checkin_por: null });
    expect(within(dialog).getByRole('note')).toHaveTextContent(SALIDA_SIN_INGRESO_AVISO);
  });
});
