import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQuery } from './testing/render-with-query';
import { createPago, updatePago } from '@camping/contracts/api/pagos';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Pago } from '@camping/contracts/schemas/pago';
import { PaymentForm } from './payment-form';

jest.mock('@camping/contracts/api/pagos', () => ({ createPago: jest.fn(), updatePago: jest.fn() }));

const createMock = jest.mocked(createPago);
const updateMock = jest.mocked(updatePago);

const pago: Pago = {
  id: 7,
  reserva_id: 5,
  monto: 30000,
  metodo_pago: 'transferencia',
  fecha_pago: '2026-11-20',
  observaciones: 'Seña',
  created_by: 1,
  registrado_por: 'admin',
  created_at: '2026-11-20T12:00:00.000Z',
};

function renderForm(props: Partial<Parameters<typeof PaymentForm>[0]> = {}) {
  const onSaved = jest.fn();
  renderWithQuery(<PaymentForm reservaId={5} saldo={50000} onSaved={onSaved} {...props} />);
  const form = screen.getByRole('form', { name: props.pago ? 'Editar pago' : 'Registrar pago' });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: props.pago ? 'Guardar pago' : 'Registrar pago' }));
  return { form, submit, onSaved };
}

/** The error drawn under a field, tied to it for screen readers. */
function errorOf(form: HTMLElement, label: string): string | null {
  const input = within(form).getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? document.getElementById(ids[0])?.textContent ?? null : null;
}

describe('PaymentForm (react-hook-form + contracts pagoFormSchema)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says in Spanish, under the amount, that it is missing, not positive or has too many decimals; nothing is sent', async () => {
    const { form, submit } = renderForm();
    submit();
    await waitFor(() => expect(errorOf(form, 'Monto')).toBe('El campo monto es obligatorio'));
    expect(within(form).getByLabelText('Monto')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '0' } });
    submit();
    await waitFor(() => expect(errorOf(form, 'Monto')).toBe(MSG.pagoMontoPositivo));
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '10.555' } });
    submit();
    await waitFor(() => expect(errorOf(form, 'Monto')).toBe('El campo monto no puede tener más de dos decimales'));
    expect(createMock).not.toHaveBeenCalled();
  });

  it('refuses more than the balance under the amount, with the date left blank (it means today)', async () => {
    const { form, submit } = renderForm();
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '50000.01' } });
    fireEvent.change(within(form).getByLabelText('Fecha de pago'), { target: { value: '' } });
    submit();
    await waitFor(() => expect(errorOf(form, 'Monto')).toBe(MSG.pagoExcedeTotal));
    expect(createMock).not.toHaveBeenCalled();
  });

  it('a date after today is refused with its own message', async () => {
    const { form, submit } = renderForm({
      // An edit of a payment dated tomorrow (an older server let it through): the form says why it cannot keep it.
      pago: { ...pago, fecha_pago: addDaysIso(todayIso(), 1) },
    });
    submit();
    await waitFor(() => expect(errorOf(form, 'Fecha de pago')).toBe(MSG.pagoFechaFutura));
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('sends what was checked: the amount as a number (a decimal comma too), today by default, a blank note as null', async () => {
    createMock.mockResolvedValue({ success: true, id: 99, message: MSG.pagoCreado });
    const { form, submit, onSaved } = renderForm();
    const monto = within(form).getByLabelText('Monto') as HTMLInputElement;
    // A number field hands the form what the browser keeps; a pasted «1500,50» reaches the schema as typed.
    Object.defineProperty(monto, 'value', { configurable: true, get: () => '1500,50', set: () => undefined });
    fireEvent.input(monto);
    fireEvent.change(within(form).getByLabelText('Método de pago'), { target: { value: 'tarjeta' } });
    submit();
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith({ reserva_id: 5, monto: 1500.5, metodo_pago: 'tarjeta', fecha_pago: todayIso(), observaciones: null }),
    );
    expect(onSaved).toHaveBeenCalledWith(MSG.pagoCreado);
  });

  it('an edit may reach the balance plus the payment itself, and sends the payment id, never another reservation', async () => {
    updateMock.mockResolvedValue({ success: true, message: MSG.pagoActualizado });
    const { form, submit, onSaved } = renderForm({ pago, saldo: 20000 });
    expect(within(form).getByText(/Saldo: \$\s50\.000/)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '50000.01' } });
    submit();
    await waitFor(() => expect(errorOf(form, 'Monto')).toBe(MSG.pagoExcedeTotal));
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '50000' } });
    submit();
    await waitFor(() =>
      expect(updateMock).toHaveBeenCalledWith({ id: 7, monto: 50000, metodo_pago: 'transferencia', fecha_pago: '2026-11-20', observaciones: 'Seña' }),
    );
    expect(onSaved).toHaveBeenCalledWith(MSG.pagoActualizado);
  });

  it('the server refusal shows on the form and what was typed stays', async () => {
    createMock.mockRejectedValueOnce(new Error('network'));
    const { form, submit } = renderForm();
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '1000' } });
    submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG.errorGuardarPago);
    expect(within(form).getByLabelText('Monto')).toHaveValue(1000);
  });
});
