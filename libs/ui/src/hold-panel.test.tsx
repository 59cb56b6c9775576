import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from './testing/render-with-query';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import { ApiError } from '@camping/contracts/api/http';
import { confirmarPrereserva } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { HoldPanel } from './hold-panel';
import { notify } from './toast';

jest.mock('@camping/contracts/api/configuracion', () => ({ getConfiguracion: jest.fn() }));
jest.mock('@camping/contracts/api/reservas', () => ({ confirmarPrereserva: jest.fn() }));
jest.mock('./toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const hold = reservaFixture({ id: 8, estado: 'pendiente', vence_el: '2099-03-12T21:30:00.000Z', telefono: '2664441234' });

describe('HoldPanel (shared by the calendar and Reservas)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(getConfiguracion).mockResolvedValue({ success: true, configuracion: { sena_porcentaje: 30, horas_prereserva: 24 } } as never);
  });

  it('shows until when the unit is kept, the WhatsApp message and «Confirmar», with the screen’s class', async () => {
    const { container } = renderWithQuery(<HoldPanel reserva={hold} className="cal-detail-section" />);
    const section = screen.getByRole('region', { name: 'Pre-reserva sin seña' });
    expect(section).toHaveClass('hold-panel', 'cal-detail-section');
    expect(section).toHaveTextContent('Pre-reserva · vence 12/03/2099');
    expect(section).toHaveTextContent('Si no se confirma antes, se cancela sola y la unidad queda libre.');
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(container.querySelector('.hold-panel-actions button')).toHaveTextContent('Confirmar');
  });

  it('«Confirmar» hands the confirmed stay back and says so; a refusal says why', async () => {
    const onConfirmed = jest.fn();
    jest.mocked(confirmarPrereserva).mockResolvedValueOnce({ success: true, message: MSG.prereservaConfirmada, reserva: { ...hold, estado: 'activa' } } as never);
    renderWithQuery(<HoldPanel reserva={hold} onConfirmed={onConfirmed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(expect.objectContaining({ id: 8, estado: 'activa' })));
    expect(confirmarPrereserva).toHaveBeenCalledWith(8);
    expect(notify.success).toHaveBeenCalledWith(MSG.prereservaConfirmada);

    jest.mocked(confirmarPrereserva).mockRejectedValueOnce(new ApiError('La pre-reserva venció', 409));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('La pre-reserva venció'));
  });

  it('draws nothing once the stay is no longer a live hold', () => {
    const { container } = renderWithQuery(<HoldPanel reserva={{ ...hold, estado: 'activa', vence_el: null }} />);
    expect(container).toBeEmptyDOMElement();
    expect(getConfiguracion).not.toHaveBeenCalled();
  });
});
