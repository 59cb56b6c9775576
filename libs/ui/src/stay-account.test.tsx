import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQuery } from './testing/render-with-query';
import { addCargo, addDescuento, deleteLineaCuenta, getCuenta } from '@camping/contracts/api/cuenta';
import { listExtras } from '@camping/contracts/api/extras';
import { ApiError } from '@camping/contracts/api/http';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Cuenta, LineaCuenta } from '@camping/contracts/schemas/cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { StayAccount } from './stay-account';
import { notify } from './toast';

jest.mock('@camping/contracts/api/cuenta', () => ({
  getCuenta: jest.fn(),
  addCargo: jest.fn(),
  addDescuento: jest.fn(),
  deleteLineaCuenta: jest.fn(),
}));
jest.mock('@camping/contracts/api/extras', () => ({ listExtras: jest.fn() }));
jest.mock('./toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const getMock = jest.mocked(getCuenta);
const cargoMock = jest.mocked(addCargo);
const descuentoMock = jest.mocked(addDescuento);
const deleteMock = jest.mocked(deleteLineaCuenta);
const extrasMock = jest.mocked(listExtras);

/** Spaces as the screen reader reads them: es-AR amounts carry a non-breaking one. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const linea = (over: Partial<LineaCuenta>): LineaCuenta => ({
  id: 1,
  reserva_id: 5,
  tipo: 'alojamiento',
  concepto: 'Alojamiento',
  extra_id: null,
  cobro: null,
  cantidad: null,
  noches: null,
  precio_unitario: null,
  porcentaje: null,
  monto: 100000,
  motivo: null,
  de_la_reserva: false,
  registrado_por: 'admin',
  created_at: '2026-11-20T15:00:00.000Z',
  ajustado_por: null,
  ajustado_at: null,
  ...over,
});

const LENA: Extra = { id: 7, nombre: 'Leña', precio: 8000, cobro: 'unico', activo: true, updated_at: '2026-11-01T00:00:00Z' };
const PERSONA: Extra = { id: 8, nombre: 'Persona adicional', precio: 12000, cobro: 'por_noche', activo: true, updated_at: '2026-11-01T00:00:00Z' };

function cuenta(lineas: LineaCuenta[], pagado = 0, estado = 'activa'): Cuenta {
  const sum = (tipos: string[]) => lineas.filter((l) => tipos.includes(l.tipo)).reduce((s, l) => s + l.monto, 0);
  const cargos = sum(['alojamiento', 'extra', 'manual']);
  const descuentos = sum(['descuento']);
  return {
    success: true,
    reserva_id: 5,
    estado,
    noches: 3,
    lineas,
    pagos: [],
    reembolsos: [],
    totales: {
      alojamiento: sum(['alojamiento']),
      cargos_adicionales: sum(['extra', 'manual']),
      cargos,
      descuentos,
      total: cargos - descuentos,
      monto_total: cargos - descuentos,
      pagado,
      reembolsado: 0,
      saldo: Math.max(0, cargos - descuentos - pagado),
    },
  };
}

const reserva = reservaFixture({ id: 5, monto_total: 100000, total_pagado: 0 });
const answer = (message: string, monto_total: number) => ({ success: true as const, message, id: 50, reserva: { ...reserva, monto_total } });

function renderAccount(over: Partial<typeof reserva> = {}) {
  const onChanged = jest.fn();
  renderWithQuery(<StayAccount reserva={{ ...reserva, ...over }} onChanged={onChanged} />);
  return { onChanged };
}

describe('StayAccount (issue 32, «Charges»)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    extrasMock.mockResolvedValue({ success: true, extras: [LENA, PERSONA, { ...LENA, id: 9, nombre: 'Kayak', activo: false }] });
  });

  it('lists the lines with who and when, and the totals in es-AR', async () => {
    getMock.mockResolvedValue(
      cuenta([
        linea({}),
        linea({ id: 2, tipo: 'extra', concepto: 'Leña', extra_id: 7, cobro: 'unico', cantidad: 2, precio_unitario: 8000, monto: 16000 }),
        linea({ id: 3, tipo: 'descuento', concepto: 'Descuento', monto: 11600, porcentaje: 10, motivo: 'Cliente frecuente', registrado_por: 'maria' }),
      ]),
    );
    renderAccount();
    const list = await screen.findByRole('list', { name: 'Cargos y descuentos' });
    const [alojamiento, lena, descuento] = within(list).getAllByRole('listitem');
    expect(plain(alojamiento.textContent)).toBe('Alojamiento3 noches$ 100.000Según la reserva');
    expect(plain(lena.textContent)).toBe('Leña2 × $ 8.000$ 16.000Cargó admin el 20/11/2026 12:00Quitar');
    expect(plain(descuento.textContent)).toBe('Descuento10 % de los cargos− $ 11.600Motivo: Cliente frecuenteCargó maria el 20/11/2026 12:00Quitar');
    expect(within(alojamiento).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
    expect(plain(screen.getByTestId('cuenta-cargos').textContent)).toBe('$ 116.000');
    expect(plain(screen.getByTestId('cuenta-descuentos').textContent)).toBe('− $ 11.600');
    expect(plain(screen.getByTestId('cuenta-total').textContent)).toBe('$ 104.400');
  });

  it('says who changed the lodging and when', async () => {
    getMock.mockResolvedValue(cuenta([linea({ ajustado_por: 'jose', ajustado_at: '2026-11-21T13:30:00.000Z' })]));
    renderAccount();
    expect(await screen.findByText('Cambiado por jose el 21/11/2026 10:30')).toBeInTheDocument();
  });

  it('adds an extra from the catalogue: what it charges before sending, the exact body, the stay back to the screen', async () => {
    getMock.mockResolvedValue(cuenta([linea({})]));
    cargoMock.mockResolvedValue(answer(MSG_CUENTA.cargoAgregado, 116000));
    const { onChanged } = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar cargo' }));
    const form = await screen.findByRole('form', { name: 'Agregar cargo del catálogo' });
    // Only the extras still offered.
    expect(within(form).getAllByRole('option').map((o) => plain(o.textContent))).toEqual(['Leña — $ 8.000 por vez', 'Persona adicional — $ 12.000 por noche']);
    fireEvent.change(within(form).getByLabelText('Cantidad'), { target: { value: '2' } });
    expect(plain(within(form).getByRole('status').textContent)).toBe('Se cargan $ 16.000 (2 × $ 8.000)');
    expect(within(form).queryByLabelText('Noches')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cargo' }));
    await waitFor(() => expect(cargoMock).toHaveBeenCalledWith({ reserva_id: 5, extra_id: 7, cantidad: 2 }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 5, monto_total: 116000 })));
    expect(notify.success).toHaveBeenCalledWith(MSG_CUENTA.cargoAgregado);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('a per-night extra: the stay\'s nights unless fewer, never more', async () => {
    getMock.mockResolvedValue(cuenta([linea({})]));
    cargoMock.mockResolvedValue(answer(MSG_CUENTA.cargoAgregado, 124000));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar cargo' }));
    const form = await screen.findByRole('form', { name: 'Agregar cargo del catálogo' });
    fireEvent.change(within(form).getByLabelText('Extra'), { target: { value: '8' } });
    const noches = await within(form).findByLabelText('Noches');
    expect(noches).toHaveValue(3);
    expect(plain(within(form).getByRole('status').textContent)).toBe('Se cargan $ 36.000 (1 × 3 noches × $ 12.000)');
    fireEvent.change(noches, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cargo' }));
    expect(await within(form).findByText('La estadía tiene 3 noches: un extra por noche se cobra como máximo por 3')).toBeInTheDocument();
    expect(cargoMock).not.toHaveBeenCalled();
    fireEvent.change(noches, { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cargo' }));
    await waitFor(() => expect(cargoMock).toHaveBeenCalledWith({ reserva_id: 5, extra_id: 8, cantidad: 1, noches: 2 }));
  });

  it('a manual charge: concept and amount required, the server\'s refusal in place', async () => {
    getMock.mockResolvedValue(cuenta([linea({})]));
    cargoMock.mockRejectedValueOnce(new ApiError(MSG_CUENTA.cuentaReservaCancelada, 400));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar cargo' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Cargo manual' }));
    const form = screen.getByRole('form', { name: 'Agregar cargo manual' });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cargo' }));
    expect(await within(form).findByText('El campo concepto es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('El campo monto es obligatorio')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Concepto'), { target: { value: 'Rotura de vaso' } });
    fireEvent.change(within(form).getByLabelText('Monto ($)'), { target: { value: '2500.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cargo' }));
    expect(await within(form).findByText(MSG_CUENTA.cuentaReservaCancelada)).toBeInTheDocument();
    expect(cargoMock).toHaveBeenCalledWith({ reserva_id: 5, concepto: 'Rotura de vaso', monto: 2500.5 });
  });

  it('with nothing offered in the catalogue, only the manual charge and where the catalogue is kept', async () => {
    extrasMock.mockResolvedValue({ success: true, extras: [] });
    getMock.mockResolvedValue(cuenta([linea({})]));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar cargo' }));
    expect(await screen.findByText('El catálogo de extras está vacío: se arma en Configuración.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Agregar cargo manual' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('a discount: a reason, in pesos or as a percentage; never above the total nor below what was paid', async () => {
    getMock.mockResolvedValue(cuenta([linea({}), linea({ id: 2, tipo: 'extra', concepto: 'Leña', extra_id: 7, cobro: 'unico', cantidad: 2, precio_unitario: 8000, monto: 16000 })], 100000));
    descuentoMock.mockResolvedValue(answer(MSG_CUENTA.descuentoAplicado, 104400));
    const { onChanged } = renderAccount({ total_pagado: 100000, monto_total: 116000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar descuento' }));
    const form = screen.getByRole('form', { name: 'Agregar descuento' });
    fireEvent.click(within(form).getByRole('button', { name: 'Aplicar descuento' }));
    expect(await within(form).findByText('El campo motivo es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Indique el monto del descuento')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Motivo'), { target: { value: 'Cliente frecuente' } });
    fireEvent.change(within(form).getByLabelText('Monto ($)'), { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Aplicar descuento' }));
    expect(
      await within(form).findByText('Con ese descuento el total quedaría en $ 96.000, menos de lo ya pagado ($ 100.000). Registre primero un reembolso.'),
    ).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: 'Porcentaje de los cargos' }));
    fireEvent.change(await within(form).findByLabelText('Porcentaje (%)'), { target: { value: '10' } });
    expect(plain(within(form).getByRole('status').textContent)).toBe('Descuento de $ 11.600: la cuenta queda en $ 104.400');
    fireEvent.click(within(form).getByRole('button', { name: 'Aplicar descuento' }));
    await waitFor(() => expect(descuentoMock).toHaveBeenCalledWith({ reserva_id: 5, motivo: 'Cliente frecuente', porcentaje: 10 }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ monto_total: 104400 })));
  });

  it('removes a charge after asking; the lodging has no «Quitar»', async () => {
    getMock.mockResolvedValue(cuenta([linea({}), linea({ id: 2, tipo: 'manual', concepto: 'Rotura de vaso', monto: 2500 })]));
    deleteMock.mockResolvedValue(answer(MSG_CUENTA.cargoQuitado, 100000));
    const { onChanged } = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar «Rotura de vaso» de $\u00a02.500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar cargo' });
    expect(plain(within(dialog).getByRole('alert').textContent)).toBe('¿Quitar «Rotura de vaso» ($ 2.500) de la cuenta? El total baja $ 2.500.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith(2));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ monto_total: 100000 })));
    expect(notify.success).toHaveBeenCalledWith(MSG_CUENTA.cargoQuitado);
  });

  it('a cancelled stay: its lines as a record, nothing to add or remove', async () => {
    getMock.mockResolvedValue(cuenta([linea({}), linea({ id: 2, tipo: 'manual', concepto: 'Vaso', monto: 2500 })], 20000, 'cancelada'));
    renderAccount({ estado: 'cancelada' });
    expect(await screen.findByText(`${MSG_CUENTA.cuentaReservaCancelada}.`)).toBeInTheDocument();
    expect(await screen.findByText('Total antes de cancelar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar|Agregar/ })).not.toBeInTheDocument();
  });

  it('a failed read offers to try again', async () => {
    // A server failure is asked once more on its own (the admin's query policy): both attempts fail here.
    getMock
      .mockRejectedValueOnce(new ApiError('Sin conexión', 500))
      .mockRejectedValueOnce(new ApiError('Sin conexión', 500))
      .mockResolvedValueOnce(cuenta([linea({})]));
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 3000 }));
    expect(await screen.findByRole('list', { name: 'Cargos y descuentos' })).toBeInTheDocument();
  });
});
