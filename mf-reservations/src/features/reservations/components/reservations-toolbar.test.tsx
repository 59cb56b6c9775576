/**
 * Issue 37, item 8: «Próximas llegadas» is one tap away (the server filters, soonest first; off, the spec's default
 * order again), and on a phone the filters fold behind «Filtros», which counts the active ones.
 */
import { api, resetApiMocks, serveReservasPages } from '../../../testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reserva } from '../../../testing/fixtures';
import { renderWithQuery, setViewportNarrow } from '../../../testing/render';
import { ReservationsPage } from './reservations-page';

const admin = { usuario: 'admin', rol: 'admin' as const };
/** Today is 10/03/2030: one stay already in (08/03), one booked today for 20/03, one far off (01/12) and one tomorrow. */
const ROWS: Reserva[] = [
  reserva({ id: 1, apellido: 'Adentro', nombre: 'Ya', fecha_entrada: '2030-03-08', fecha_salida: '2030-03-12' }),
  reserva({ id: 2, apellido: 'Hoy', nombre: 'Reservada', fecha_entrada: '2030-03-20', fecha_salida: '2030-03-22' }),
  reserva({ id: 3, apellido: 'Lejana', nombre: 'Muy', fecha_entrada: '2030-12-01', fecha_salida: '2030-12-05' }),
  reserva({ id: 4, apellido: 'Manana', nombre: 'Llega', fecha_entrada: '2030-03-11', fecha_salida: '2030-03-13' }),
];

function renderPage() {
  return renderWithQuery(<ReservationsPage hash="" user={admin} navigate={jest.fn()} detailId={null} reportError={jest.fn()} />);
}
/** The list's page requests (not the one-row count of «N de M»). */
const lastCall = () => api.reservas.listReservasPagina.mock.calls.map(([q]) => q).filter((q) => q.page_size !== 1).at(-1);
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent?.replace(/DNI.*/, ''));

beforeEach(() => {
  resetApiMocks();
  setViewportNarrow(false);
  serveReservasPages(() => ROWS);
  jest.useFakeTimers({ now: new Date('2030-03-10T15:00:00Z'), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('Reservas: «Próximas llegadas» and the filters (issue 37)', () => {
  it('keeps the default order, and «Próximas llegadas» asks the server for arrivals soonest first', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByText('Lejana, Muy');
    expect(names()).toEqual(['Lejana, Muy', 'Hoy, Reservada', 'Manana, Llega', 'Adentro, Ya']);

    const quick = screen.getByRole('button', { name: 'Próximas llegadas' });
    expect(quick).toHaveAttribute('aria-pressed', 'false');
    await user.click(quick);
    await waitFor(() => expect(lastCall()).toMatchObject({ llegadas: 'proximas', sort: { campo: 'fecha_entrada', desc: false }, page: 1 }));
    await waitFor(() => expect(names()).toEqual(['Manana, Llega', 'Hoy, Reservada', 'Lejana, Muy']));
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 de 4 reservas')).toBeInTheDocument();

    await user.click(quick);
    await waitFor(() => expect(lastCall()).toMatchObject({ llegadas: null, sort: { campo: 'fecha_entrada', desc: true } }));
    await waitFor(() => expect(names()[0]).toBe('Lejana, Muy'));
  });

  it('on a phone folds the filters behind «Filtros» with the count of active ones; the quick filter stays in view', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setViewportNarrow(true);
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filtrar por tipo de hospedaje' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filtrar por pago' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Próximas llegadas' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar reservas' })).toHaveAttribute('placeholder', 'Nombre, hospedaje u observación');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tipos = screen.getByRole('group', { name: 'Filtrar por tipo de hospedaje' });
    await user.click(within(tipos).getByRole('button', { name: 'Cabañas' }));
    await user.click(within(screen.getByRole('group', { name: 'Filtrar por pago' })).getByRole('button', { name: 'Con saldo pendiente' }));
    expect(screen.getByRole('button', { name: /^Filtros \(2\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Filtros \(2\)/ }));
    expect(screen.queryByRole('group', { name: 'Filtrar por tipo de hospedaje' })).toBeNull();
    await waitFor(() => expect(lastCall()).toMatchObject({ tipo_hospedaje_id: 1, saldo: 'pendiente' }));
  });
});
