/**
 * What the booking forms' tests (the wizard, Reserva Rápida) start from: the reference data, a wide screen, the
 * clock at 10/03/2030 12:00 in San Luis (fake timers: the test restores real ones), cabins 1 and 3 free.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MSG } from '@camping/contracts/messages';
import { clickDay } from './day-picker';
import { cabana } from './fixtures';
import { api, mockReferenceData, resetApiMocks } from './mock-api';
import { setViewportNarrow } from './render';

export function mockBookingForm(): void {
  resetApiMocks();
  setViewportNarrow(false);
  mockReferenceData();
  jest.useFakeTimers({ now: new Date('2030-03-10T15:00:00Z'), advanceTimers: true });
  api.hospedajes.getDisponibles.mockResolvedValue({ success: true, hospedajes: [cabana(1), cabana(3)], message: '' });
}

/** Reserva Rápida also looks the client up by document (nobody found) and checks the chosen unit (free). */
export function mockQuickReservation(): void {
  mockBookingForm();
  api.clientes.searchClientes.mockResolvedValue([]);
  api.hospedajes.getDisponibilidadUnidad.mockResolvedValue({ success: true, disponible: true, message: MSG.hospedajeDisponible });
}

/** The wizard's dates 12 → 15/03/2030, then Cabaña 3 chosen in step 2 (still there). */
export async function wizardToCabana3(user: UserEvent): Promise<void> {
  const next = () => screen.getByRole('button', { name: 'Siguiente' });
  clickDay('2030-03-12');
  clickDay('2030-03-15');
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: /Cabaña/ }));
  await user.click(await screen.findByRole('radio', { name: /Cabaña 3/ }));
}
