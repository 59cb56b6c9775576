import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQuery } from './testing/render-with-query';
import { ApiError } from '@camping/contracts/api/http';
import { createPago, deletePago, listPagosReserva, updatePago } from '@camping/contracts/api/pagos';
import { todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import type { Pago } from '@camping/contracts/schemas/pago';
import { PaymentsPanel } from './payments-panel';
import { notify } from './toast';

jest.mock('@camping/contracts/api/pagos', () => ({
  listPagosReserva: jest.fn(),
  createPago: jest.fn(),
  updatePago: jest.fn(),
  deletePago: jest.fn(),
}));
jest.mock('./toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const listMock = jest.mocked(listPagosReserva);
const createMock = jest.mocked(createPago);
const updateMock = jest.mocked(updatePago);
const deleteMock = jest.mocked(deletePago);

const pago = (over: Partial<Pago>): Pago => ({
  id: 1,
  reserva_id: 5,
  monto: 30000,
  metodo_pago: 'transferencia',
  fecha_pago: '2026-11-20',
  observaciones: 'Seña',
  created_by: 1,
  registrado_por: 'admin',
  created_at: '2026-11-20T12:00:00.000Z',
  ...over,
});

/** The server as a list of payments: each write changes it, each read answers it. */
function serve(initial: Pago[]) {
  let pagos = [...initial];
  const total = () => pagos.reduce((s, p) => s + p.monto, 0);
  listMock.mockImplementation(async () => ({ success: true, pagos, total_pagado: total() }));
  createMock.mockImplementation(async (body) => {
    pagos = [...pagos, pago({ id: 99, monto: Number(body.monto), metodo_pago: String(body.metodo_pago), fecha_pago: String(body.fecha_pago), observaciones: (body.observaciones as string | null) ?? null })];
    return { success: true, id: 99, message: MSG.pagoCreado };
  });
  updateMock.mockImplementation(async (body) => {
    pagos = pagos.map((p) => (p.id === body.id ? { ...p, monto: Number(body.monto ?? p.monto) } : p));
    return { success: true, message: MSG.pagoActualizado };
  });
  deleteMock.mockImplementation(async (id) => {
    pagos = pagos.filter((p) => p.id !== id);
    return { success: true, message: MSG.pagoEliminado };
  });
}

const money = (text: string | null) => text?.replace(/\s/g, ' ');

describe('PaymentsPanel', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the payments by date with total, paid and balance in es-AR, and the status', async () => {
    serve([pago({ id: 1 }), pago({ id: 2, monto: 20000.5, metodo_pago: 'efectivo', fecha_pago: '2026-11-22', observaciones: null })]);
    renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 0 }} />);
    const list = await screen.findByRole('list', { name: 'Pagos registrados' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('20/11/2026');
    expect(items[0]).toHaveTextContent('Transferencia');
    expect(money(items[0].textContent)).toContain('$ 30.000');
    expect(items[0]).toHaveTextContent('Seña');
    expect(items[0]).toHaveTextContent('Registró: admin');
    expect(money(items[1].textContent)).toContain('$ 20.000,50');
    expect(money(screen.getByTestId('pay-pagado').textContent)).toBe('$ 50.000,50');
    expect(money(screen.getByTestId('pay-saldo').textContent)).toBe('$ 49.999,50');
    expect(screen.getByText('Pago parcial')).toBeInTheDocument();
  });

  it('records a payment: checked before sending, then the balance reaches zero and the status turns «Pagada»', async () => {
    serve([pago({ id: 1, monto: 30000 })]);
    const onChanged = jest.fn();
    renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 30000 }} onChanged={onChanged} />);
    const form = await screen.findByRole('form', { name: 'Registrar pago' });
    const monto = within(form).getByLabelText('Monto');

    fireEvent.change(monto, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('El monto debe ser mayor a 0');
    fireEvent.change(monto, { target: { value: '70000.01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(MSG.pagoExcedeTotal));
    expect(createMock).not.toHaveBeenCalled();

    fireEvent.click(within(form).getByRole('button', { name: 'Completar saldo' }));
    expect(monto).toHaveValue(70000);
    fireEvent.change(within(form).getByLabelText('Método de pago'), { target: { value: 'efectivo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith({ reserva_id: 5, monto: 70000, metodo_pago: 'efectivo', fecha_pago: todayIso(), observaciones: null }),
    );
    await waitFor(() => expect(screen.getByText('Pagada')).toBeInTheDocument());
    expect(money(screen.getByTestId('pay-saldo').textContent)).toBe('$ 0');
    expect(screen.getByText('Reserva pagada en su totalidad.')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(MSG.pagoCreado);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal in the form and keeps what was typed', async () => {
    serve([]);
    createMock.mockRejectedValueOnce(new ApiError(MSG.pagoExcedeTotal, 400));
    renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 0 }} />);
    const form = await screen.findByRole('form', { name: 'Registrar pago' });
    expect(await screen.findByText('Todavía no hay pagos registrados.')).toBeInTheDocument();
    expect(screen.getByText('Sin pagos')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG.pagoExcedeTotal);
    expect(within(form).getByLabelText('Monto')).toHaveValue(1000);
  });

  it('edits and deletes a payment', async () => {
    serve([pago({ id: 1, monto: 30000 })]);
    renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 30000 }} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Editar pago del 20\/11\/2026/ }));
    const form = screen.getByRole('form', { name: 'Editar pago' });
    expect(within(form).getByLabelText('Monto')).toHaveValue(30000);
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '40000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar pago' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledWith(expect.objectContaining({ id: 1, monto: 40000 })));
    await waitFor(() => expect(money(screen.getByTestId('pay-pagado').textContent)).toBe('$ 40.000'));

    fireEvent.click(screen.getByRole('button', { name: /^Eliminar pago del 20\/11\/2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar pago' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.getByText('Todavía no hay pagos registrados.')).toBeInTheDocument());
    expect(notify.success).toHaveBeenLastCalledWith(MSG.pagoEliminado);
  });

  it('a failed load says so in Spanish and retries', async () => {
    // A server failure is asked once more on its own (the admin's query policy): both attempts fail here.
    listMock.mockRejectedValueOnce(new ApiError(MSG.errorCargarPagos, 500));
    listMock.mockRejectedValueOnce(new ApiError(MSG.errorCargarPagos, 500));
    listMock.mockResolvedValueOnce({ success: true, pagos: [], total_pagado: 0 });
    renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100, total_pagado: 0 }} />);
    expect(await screen.findByText(/Error al cargar los pagos/, undefined, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay pagos registrados.')).toBeInTheDocument();
  });
  it('offers the receipt by WhatsApp once something is paid, with paid and balance, when it has the guest', async () => {
    serve([]);
    const guest = {
      nombre: 'Ana Gómez',
      telefono: '(0266) 15 444-1234',
      tipo_hospedaje_id: 1,
      numero_hospedaje: 3,
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
      cantidad_personas: 4,
      vence_el: null,
    };
    const { rerender } = renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 0, ...guest }} />);
    await screen.findByText('Todavía no hay pagos registrados.');
    expect(screen.queryByRole('link', { name: 'Enviar recibo por WhatsApp' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Registrar pago' });
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '30000' } });
    fireEvent.click(within(form).getByRole('button', { name: /Registrar pago/ }));
    const link = await screen.findByRole('link', { name: 'Enviar recibo por WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5492664441234');
    const text = url.searchParams.get('text')!.replace(/\s/g, ' ');
    expect(text).toContain('¡Hola, Ana! Recibimos su pago.');
    expect(text).toContain('Pagado: $ 30.000');
    expect(text).toContain('Saldo a pagar: $ 70.000');

    // A guest without phone: the reason, not a broken link.
    rerender(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 30000, ...guest, telefono: null }} />);
    expect(await screen.findByText(MSG.sinTelefonoWhatsapp)).toBeInTheDocument();
  });

  describe('a cancelled stay (issue 32)', () => {
    const cancelada = {
      id: 5,
      estado: 'cancelada',
      monto_total: 18000,
      total_pagado: 18000,
      total_reembolsado: 12000,
      cancelacion_motivo: 'clima',
      cancelacion_detalle: 'Ruta cortada',
      cancelada_at: '2026-11-21T17:30:00.000Z',
      cancelada_por: 'maria',
    };
    const reembolso = {
      id: 7,
      reserva_id: 5,
      monto: 12000,
      metodo_pago: 'efectivo',
      fecha: '2026-11-21',
      observaciones: 'Reembolso al cancelar la reserva',
      created_by: 2,
      registrado_por: 'maria',
      created_at: '2026-11-21T17:30:00.000Z',
    };

    it('shows why, when and by whom, what was received, refunded and kept, and the refunds; no balance, no «Registrar pago»', async () => {
      listMock.mockResolvedValue({
        success: true,
        pagos: [pago({ id: 1, monto: 30000 })],
        total_pagado: 18000,
        reembolsos: [reembolso],
        total_reembolsado: 12000,
      });
      renderWithQuery(<PaymentsPanel reserva={cancelada} />);
      const refunds = await screen.findByRole('list', { name: 'Reembolsos' });
      const [row] = within(refunds).getAllByRole('listitem');
      expect(row).toHaveTextContent('21/11/2026');
      expect(row).toHaveTextContent('Efectivo');
      expect(money(row.textContent)).toContain('$ 12.000');
      expect(row).toHaveTextContent('Registró: maria');

      const account = screen.getByTestId('pay-cancelada');
      expect(account).toHaveTextContent('Cancelada el 21/11/2026 14:30 por maria');
      expect(account).toHaveTextContent('Motivo: Clima o caminos — Ruta cortada');
      expect(money(screen.getByTestId('pay-recibido').textContent)).toBe('$ 30.000');
      expect(money(screen.getByTestId('pay-reembolsado').textContent)).toBe('$ 12.000');
      expect(money(screen.getByTestId('pay-conservado').textContent)).toBe('$ 18.000');

      expect(screen.queryByTestId('pay-saldo')).toBeNull();
      expect(screen.queryByText('Saldo')).toBeNull();
      expect(screen.queryByText('Pago parcial')).toBeNull();
      expect(screen.queryByText('Pagada')).toBeNull();
      expect(screen.queryByRole('form', { name: 'Registrar pago' })).toBeNull();
      expect(screen.queryByText('Reserva pagada en su totalidad.')).toBeNull();
      // Its payments are a record now: no edit, no delete.
      expect(screen.queryByRole('button', { name: /^Editar pago/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Eliminar pago/ })).toBeNull();
    });

    it('an old cancellation without payments or a reason still owes nothing', async () => {
      listMock.mockResolvedValue({ success: true, pagos: [], total_pagado: 0 });
      renderWithQuery(<PaymentsPanel reserva={{ id: 5, estado: 'cancelada', monto_total: 82000, total_pagado: 0 }} />);
      await screen.findByText('Todavía no hay pagos registrados.');
      expect(screen.getByTestId('pay-cancelada')).toHaveTextContent(/^Cancelada/);
      expect(screen.queryByText(/^Motivo:/)).toBeNull();
      expect(screen.queryByTestId('pay-saldo')).toBeNull();
      expect(screen.queryByRole('form', { name: 'Registrar pago' })).toBeNull();
    });

    it('reads the payments again when the stay it shows is cancelled', async () => {
      serve([pago({ id: 1, monto: 30000 })]);
      const { rerender } = renderWithQuery(<PaymentsPanel reserva={{ id: 5, estado: 'activa', monto_total: 100000, total_pagado: 30000 }} />);
      await screen.findByRole('form', { name: 'Registrar pago' });
      expect(listMock).toHaveBeenCalledTimes(1);
      rerender(<PaymentsPanel reserva={cancelada} />);
      await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('form', { name: 'Registrar pago' })).toBeNull();
    });
  });

  describe('receipts (issue 32)', () => {
    const conComprobante = (p: Pago, numero: number): Pago => ({
      ...p,
      numero_comprobante: numero,
      comprobante_url: `/comprobantes/pago-0f8fad5b-d9cb-469f-a165-708677289${numero}.pdf`,
    });
    const reembolso = {
      id: 7,
      reserva_id: 5,
      monto: 5000,
      metodo_pago: 'efectivo',
      fecha: '2026-11-23',
      observaciones: null,
      created_by: 1,
      registrado_por: 'admin',
      created_at: '2026-11-23T12:00:00.000Z',
      numero_comprobante: 131,
      comprobante_url: '/comprobantes/reembolso-1f8fad5b-d9cb-469f-a165-708677289531.pdf',
    };
    const guest = {
      nombre: 'Ana Gómez',
      telefono: '2664 44-1234',
      tipo_hospedaje_id: 1,
      numero_hospedaje: 3,
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
      cantidad_personas: 4,
      vence_el: null,
    };

    it('every payment and refund shows its number, its PDF and «Compartir»; the panel offers the statement', async () => {
      listMock.mockResolvedValue({
        success: true,
        pagos: [conComprobante(pago({ id: 1 }), 123), conComprobante(pago({ id: 2, monto: 20000 }), 130)],
        total_pagado: 45000,
        reembolsos: [reembolso],
        total_reembolsado: 5000,
      });
      renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 45000 }} />);
      const pagos = within(await screen.findByRole('list', { name: 'Pagos registrados' })).getAllByRole('listitem');
      expect(pagos[0]).toHaveTextContent('N.º 000123');
      expect(within(pagos[0]).getByRole('link', { name: 'Comprobante N.º 000123 (PDF)' })).toHaveAttribute(
        'href',
        '/api/endpoints/comprobantes?pago_id=1',
      );
      expect(within(pagos[1]).getByRole('button', { name: 'Compartir recibo N.º 000130' })).toBeInTheDocument();

      const [refund] = within(screen.getByRole('list', { name: 'Reembolsos' })).getAllByRole('listitem');
      expect(refund).toHaveTextContent('N.º 000131');
      expect(within(refund).getByRole('link', { name: 'Comprobante N.º 000131 (PDF)' })).toHaveAttribute(
        'href',
        '/api/endpoints/comprobantes?reembolso_id=7',
      );

      const statement = screen.getByRole('link', { name: 'Estado de cuenta (PDF)' });
      expect(statement).toHaveAttribute('href', '/api/endpoints/comprobantes?estado_cuenta=5');
      expect(statement).toHaveAttribute('target', '_blank');
    });

    it("the WhatsApp message after a payment links the last payment's receipt", async () => {
      listMock.mockResolvedValue({
        success: true,
        pagos: [conComprobante(pago({ id: 2, monto: 20000 }), 130), conComprobante(pago({ id: 1 }), 123)],
        total_pagado: 50000,
      });
      renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 50000, ...guest }} />);
      const link = await screen.findByRole('link', { name: 'Enviar recibo por WhatsApp' });
      const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
      expect(text).toContain('Recibimos su pago.');
      const ultimo = conComprobante(pago({ id: 2 }), 130).comprobante_url;
      expect(text.endsWith(`\n\nSu recibo N.º 000130: ${window.location.origin}${ultimo}`)).toBe(true);
    });

    it('an older server answers without receipt numbers or links: no receipt actions, no statement', async () => {
      listMock.mockResolvedValue({ success: true, pagos: [pago({ id: 1 })], total_pagado: 30000, reembolsos: [{ ...reembolso, numero_comprobante: undefined, comprobante_url: undefined }] });
      renderWithQuery(<PaymentsPanel reserva={{ id: 5, monto_total: 100000, total_pagado: 30000, ...guest }} />);
      await screen.findByRole('list', { name: 'Pagos registrados' });
      expect(screen.queryByText(/^N\.º/)).toBeNull();
      expect(screen.queryByRole('link', { name: /^Comprobante/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Compartir/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Estado de cuenta (PDF)' })).toBeNull();
      // The message after a payment is as it was.
      const text = new URL(screen.getByRole('link', { name: 'Enviar recibo por WhatsApp' }).getAttribute('href')!).searchParams.get('text')!;
      expect(text).not.toContain('Su recibo');
      expect(text.endsWith('¡Lo esperamos!')).toBe(true);
    });
  });
});
