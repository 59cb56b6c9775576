import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHistorial } from '@camping/contracts/api/historial';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import { historialFixture } from '@camping/contracts/testing/historial-fixture';
import { ReservationHistory } from './reservation-history';

jest.mock('@camping/contracts/api/historial', () => ({ getHistorial: jest.fn() }));
const historialMock = jest.mocked(getHistorial);

const fila = historialFixture;

const answer = (historial: HistorialFila[], hay_mas = false) => ({ success: true as const, historial, page: 1, page_size: 20, hay_mas });

const lines = () =>
  within(screen.getByRole('list', { name: 'Cambios de la reserva' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s/g, ' '));

const open = () => userEvent.click(screen.getByText('Historial de cambios'));

describe('ReservationHistory', () => {
  beforeEach(() => jest.clearAllMocks());

  it('asks nothing until opened', () => {
    render(<ReservationHistory reserva={{ id: 12 }} />);
    expect(screen.getByText('Historial de cambios')).toBeInTheDocument();
    expect(historialMock).not.toHaveBeenCalled();
  });

  it('reads the reservation’s own story when opened, one Spanish line a change', async () => {
    historialMock.mockResolvedValue(
      answer([
        fila({}),
        fila({ id: 2, at: '2026-11-19T12:00:00.000Z', usuario: 'admin', entidad: 'pago', entidad_id: 5, accion: 'create', antes: null, despues: { monto: 30000, metodo_pago: 'transferencia' } }),
        fila({ id: 3, at: '2026-11-18T11:15:00.000Z', usuario: 'sistema', accion: 'update', antes: { estado: 'pendiente' }, despues: { estado: 'activa' } }),
      ]),
    );
    render(<ReservationHistory reserva={{ id: 12 }} />);
    await open();
    await screen.findByRole('list', { name: 'Cambios de la reserva' });
    expect(historialMock).toHaveBeenCalledWith({ page: 1, page_size: 20, entidad: 'reserva', entidad_id: 12 }, expect.any(AbortSignal));
    const [first, second, third] = lines();
    expect(first).toBe('20/11/2026 14:32 · maria · cambió la salida de 22/11/2026 a 23/11/2026');
    expect(second).toBe('19/11/2026 09:00 · admin · registró un pago de $ 30.000 (Transferencia)');
    expect(third).toMatch(/^18\/11\/2026 08:15 · sistema · cambió el estado de .+ a Activa$/);
  });

  it('shows «Ver más» while there is more and then asks for a longer page', async () => {
    historialMock.mockResolvedValueOnce(answer([fila({})], true)).mockResolvedValueOnce(answer([fila({}), fila({ id: 2, usuario: 'jose' })], false));
    render(<ReservationHistory reserva={{ id: 12 }} />);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(historialMock).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, page_size: 40 }), expect.any(AbortSignal));
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });

  it('reads again when the reservation on screen changes (after an edit or a payment)', async () => {
    historialMock.mockResolvedValue(answer([fila({})]));
    const { rerender } = render(<ReservationHistory reserva={{ id: 12 }} />);
    await open();
    await screen.findByRole('list', { name: 'Cambios de la reserva' });
    historialMock.mockResolvedValue(answer([fila({ id: 9, usuario: 'jose', antes: { cantidad_personas: 2 }, despues: { cantidad_personas: 3 } }), fila({})]));
    rerender(<ReservationHistory reserva={{ id: 12 }} />);
    await waitFor(() => expect(lines()[0]).toBe('20/11/2026 14:32 · jose · cambió las personas de 2 a 3'));
    expect(historialMock).toHaveBeenCalledTimes(2);
  });

  it('says when there is nothing yet', async () => {
    historialMock.mockResolvedValue(answer([]));
    render(<ReservationHistory reserva={{ id: 12 }} />);
    await open();
    expect(await screen.findByText(MSG.historialVacio)).toBeInTheDocument();
  });

  it('says in Spanish when it cannot load', async () => {
    historialMock.mockRejectedValue(new ApiError('No tiene permiso para realizar esta acción', 403));
    render(<ReservationHistory reserva={{ id: 12 }} />);
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso para realizar esta acción');
  });
});
