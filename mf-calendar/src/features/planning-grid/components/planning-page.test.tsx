/**
 * The Planilla with the window's real request (`listReservasEnRango` and its flat list check, through a stubbed
 * `fetch`): a good answer draws the bars with their spoken names, a malformed one shows the Spanish error (never a
 * blank grid) and a retry that gets a good answer draws it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import { mockPlanningLookups, renderPlanning } from '../../../testing/planning';

jest.mock('@camping/contracts/api/hospedajes', () => ({ getDisponibles: jest.fn(), listHospedajes: jest.fn() }));
jest.mock('@camping/contracts/api/canales-import', () => ({ getBloqueos: jest.fn(), getConflictosEnRango: jest.fn() }));
// «Limpieza» (issue 36): no arrival to flag.
jest.mock('@camping/contracts/api/limpieza', () => ({ getLimpieza: jest.fn(async () => ({ success: true, fecha: '', hoy: '', unidades: [] })) }));
jest.mock('@camping/ui/toast', () => ({ notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() } }));

const STAYS = [
  reserva({ id: 7, apellido: 'Pérez', nombre: 'Juan', hospedaje_id: 100, numero_hospedaje: 3, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-15', cantidad_personas: 2 }),
  reserva({ id: 8, apellido: 'Lucero', nombre: 'Ana', hospedaje_id: 202, numero_hospedaje: 2, tipo_hospedaje_id: 2, fecha_entrada: '2026-01-20', fecha_salida: '2026-01-22' }),
];

/** What the server answers to `reservas?desde&hasta`, as text, one answer per call (the last one repeats). */
function answerWindow(...bodies: string[]) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    const body = bodies[Math.min(calls.length - 1, bodies.length - 1)];
    return { ok: true, status: 200, text: async () => body } as Response;
  });
  return calls;
}

const originalFetch = global.fetch;
beforeEach(() => mockPlanningLookups());
afterEach(() => {
  global.fetch = originalFetch;
});

it('draws the window of one request with each stay named for screen readers', async () => {
  const calls = answerWindow(JSON.stringify(STAYS));
  renderPlanning();
  expect(
    await screen.findByRole('button', { name: /^Reserva #7: Pérez, Juan, Cabaña 3, del 12\/01\/2026 al 15\/01\/2026, 3 noches, 2 personas, Activa/ }),
  ).toHaveAttribute('data-label', 'Pérez · 2');
  expect(screen.getByRole('button', { name: /^Reserva #8: Lucero, Ana, Dormi 2, del 20\/01\/2026 al 22\/01\/2026, 2 noches/ })).toBeInTheDocument();
  expect(calls).toEqual(['/api/endpoints/reservas?desde=2026-01-10&hasta=2026-01-23']);
  // Each kind of block has its key (issue 36: fuera de servicio beside maintenance).
  expect(document.querySelector('.plan-legend')).toHaveTextContent('Bloqueo importado Mantenimiento Fuera de servicio Hoy');
  expect(document.querySelector('.plan-legend .plan-key.plan-block-fuera')).not.toBeNull();
});

it.each([
  ['a row with a field of the wrong type', JSON.stringify([STAYS[0], { ...STAYS[1], fecha_entrada: 20260120 }])],
  ['a row without a field', JSON.stringify([{ ...STAYS[0], apellido: undefined }])],
  ['an object instead of the list', JSON.stringify({ reservas: STAYS })],
])('shows the Spanish error for a malformed answer (%s), and a retry draws a good one', async (_, malformed) => {
  answerWindow(malformed, JSON.stringify(STAYS));
  const { reportError } = renderPlanning();
  expect(await screen.findByText(/Error al cargar reservas\./)).toBeInTheDocument();
  expect(reportError).toHaveBeenCalledWith('Error al cargar reservas');
  expect(document.querySelectorAll('.plan-bar')).toHaveLength(0);
  // The grid's rows stay on screen, empty, with the retry above them.
  expect(screen.getByRole('group', { name: 'Cabaña 3' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('button', { name: /^Reserva #7: Pérez, Juan/ })).toBeInTheDocument();
  await waitFor(() => expect(reportError).toHaveBeenLastCalledWith(null));
});
