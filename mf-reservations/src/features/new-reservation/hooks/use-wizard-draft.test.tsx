import { serveClientesPages } from '../../../testing/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockBookingForm, wizardToCabana3 } from '../../../testing/booking-form';
import { cliente } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { NewReservationWizard } from '../components/new-reservation-wizard';
import { readWizardDraft } from './use-wizard-draft';

function renderWizard(reportUnsavedChanges = jest.fn()) {
  const onClose = jest.fn();
  const view = renderWithQuery(<NewReservationWizard open onClose={onClose} reportUnsavedChanges={reportUnsavedChanges} />);
  return { ...view, onClose, reportUnsavedChanges };
}

beforeEach(() => {
  mockBookingForm();
  serveClientesPages(() => [cliente({ id: 7 })]);
});
afterEach(() => jest.useRealTimers());

describe('The wizard draft', () => {
  it('comes back after a remount (a reload) at the same step with every value', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderWizard();
    await wizardToCabana3(user);
    first.unmount();

    renderWizard();
    const dialog = screen.getByRole('dialog', { name: 'Nueva Reserva' });
    expect(within(dialog).getByText('Paso 2 de 4: Hospedaje')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cabaña/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Cabaña 3/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByTestId('rango-entrada')).toHaveTextContent('12/03/2030');
    expect(screen.getByTestId('rango-salida')).toHaveTextContent('15/03/2030');
  });

  it('reports unsaved input to the shell and asks the browser to warn before unload', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { reportUnsavedChanges } = renderWizard();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reportUnsavedChanges).toHaveBeenLastCalledWith(false);
    expect(unload()).toBe(false);
    await wizardToCabana3(user);
    expect(reportUnsavedChanges).toHaveBeenLastCalledWith(true);
    expect(unload()).toBe(true);
  });

  it('ends when the wizard is closed: the next one starts empty', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Nueva
          </button>
          <NewReservationWizard open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithQuery(<Page />);
    await wizardToCabana3(user);
    expect(readWizardDraft()?.values.hospedaje_id).toBe('13');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Datos sin guardar' })).getByRole('button', { name: 'Salir' }));
    expect(readWizardDraft()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nueva' }));
    expect(screen.getByText('Paso 1 de 4: Fechas')).toBeInTheDocument();
    expect(readWizardDraft()).toBeNull();
  });

  it('drops a stored draft of another shape instead of half restoring it', () => {
    sessionStorage.setItem('camping:draft:nueva-reserva', JSON.stringify({ step: 9, values: {} }));
    expect(readWizardDraft()).toBeNull();
    sessionStorage.setItem('camping:draft:nueva-reserva', '{not json');
    expect(readWizardDraft()).toBeNull();
  });
});
