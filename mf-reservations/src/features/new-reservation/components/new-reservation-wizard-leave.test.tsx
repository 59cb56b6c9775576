/**
 * Issue 37, item 5: the wizard's ×, backdrop, Escape and «Cancelar» ask «Datos sin guardar» when it holds input,
 * as leaving the screen does; an empty wizard closes at once, and «Seguir editando» keeps every value and the draft.
 */
import { api, serveClientesPages } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBookingForm } from '../../../testing/booking-form';
import { clickDay } from '../../../testing/day-picker';
import { cabana, cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { readWizardDraft } from '../hooks/use-wizard-draft';
import { NewReservationWizard } from './new-reservation-wizard';

const question = () => screen.queryByRole('dialog', { name: 'Datos sin guardar' });

function renderWizard() {
  const onClose = jest.fn();
  const reportUnsavedChanges = jest.fn();
  renderWithQuery(<NewReservationWizard open onClose={onClose} reportUnsavedChanges={reportUnsavedChanges} />);
  return { onClose, reportUnsavedChanges };
}

async function chooseDates() {
  clickDay('2030-03-12');
  clickDay('2030-03-15');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
}

beforeEach(() => {
  mockBookingForm();
  // Only cabin 1 free here.
  api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [cabana(1)], message: '' });
  serveClientesPages(() => [cliente({ id: 7 })]);
});
afterEach(() => jest.useRealTimers());

describe('Leaving the wizard', () => {
  it('closes an empty wizard at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on × with input; «Seguir editando» keeps the values and the draft', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose, reportUnsavedChanges } = renderWizard();
    await chooseDates();
    expect(reportUnsavedChanges).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos sin guardar' });
    expect(dialog).toHaveTextContent('Hay datos cargados sin guardar. ¿Salir de esta pantalla de todos modos?');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(question()).toBeNull();
    expect(screen.getByTestId('rango-entrada')).toHaveTextContent('12/03/2030');
    expect(readWizardDraft()?.values.fecha_entrada).toBe('2030-03-12');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on Escape and on «Cancelar»; «Salir» ends the draft and closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose } = renderWizard();
    await chooseDates();
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Datos sin guardar' })).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByRole('dialog', { name: 'Nueva Reserva' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Datos sin guardar' })).getByRole('button', { name: 'Salir' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(readWizardDraft()).toBeNull();
  });
});
