import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@camping/contracts/messages';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import { historialFixture } from '@camping/contracts/testing/historial-fixture';
import { App } from '../../../app/app';

jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const fila = historialFixture;

const requests: URL[] = [];

/** GET historial at the fetch boundary: `answer` decides each page from the query string. */
function serve(answer: (q: URLSearchParams) => { status: number; body: unknown }) {
  requests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    const { status, body } = url.pathname.endsWith('/endpoints/historial')
      ? answer(url.searchParams)
      : { status: 404, body: { success: false, message: 'Recurso no encontrado' } };
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

const page = (historial: HistorialFila[], q: URLSearchParams, hay_mas = false) => ({
  status: 200,
  body: { success: true, historial, page: Number(q.get('page')), page_size: Number(q.get('page_size')), hay_mas },
});

/** What the last request asked, without the cache-busting stamp. */
const lastQuery = () => {
  const q = Object.fromEntries(requests.at(-1)!.searchParams);
  delete q._t;
  return q;
};

function renderScreen() {
  const reportError = jest.fn();
  render(<App pathname="/admin/historial" hash="" navigate={jest.fn()} user={{ usuario: 'admin', rol: 'admin' }} reportError={reportError} />);
  return { reportError };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Historial', () => {
  it('lists the changes newest first in Spanish: moment, user, what and the change', async () => {
    serve((q) =>
      page(
        [
          fila({}),
          fila({ id: 2, at: '2026-11-20T13:05:00.000Z', entidad: 'pago', entidad_id: 5, accion: 'create', antes: null, despues: { monto: 30000, metodo_pago: 'efectivo' } }),
          fila({ id: 3, usuario: 'sistema', entidad: 'configuracion', entidad_id: 1, reserva_id: null, antes: { horas_prereserva: 24 }, despues: { horas_prereserva: 48 } }),
        ],
        q,
      ),
    );
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Historial de cambios' })).toBeInTheDocument();
    await screen.findByRole('table');
    const [first, second, third] = rows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' ')));
    expect(first).toEqual(['20/11/2026 14:32', 'maria', 'Reserva N.º 12', 'cambió la salida de 22/11/2026 a 23/11/2026']);
    expect(second[0]).toBe('20/11/2026 10:05');
    expect(second[3]).toMatch(/^registró un pago de \$ 30\.000 \(Efectivo\)$/);
    expect(third.slice(1)).toEqual(['sistema', 'Configuración', 'cambió las horas de pre-reserva de 24 a 48']);
    expect(lastQuery()).toEqual({ page: '1', page_size: '50' });
  });

  it('links the rows about a reservation to its detail; a plain click stays in the app, ctrl opens a tab', async () => {
    serve((q) =>
      page(
        [
          fila({}),
          fila({ id: 2, entidad: 'pago', entidad_id: 5, reserva_id: 12, accion: 'create', antes: null, despues: { monto: 30000, metodo_pago: 'efectivo' } }),
          fila({ id: 3, entidad: 'reserva', entidad_id: 13, reserva_id: 13, accion: 'delete', antes: { nombre: 'Ana' }, despues: null }),
          fila({ id: 4, entidad: 'configuracion', entidad_id: 1, reserva_id: null }),
        ],
        q,
      ),
    );
    const navigate = jest.fn();
    render(<App pathname="/admin/historial" hash="" navigate={navigate} user={{ usuario: 'admin', rol: 'admin' }} reportError={jest.fn()} />);
    await screen.findByRole('table');
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [reserva, pago, borrada, configuracion] = rows();
    const link = within(reserva).getByRole('link', { name: 'Reserva N.º 12' });
    expect(link).toHaveAttribute('href', '/admin/reservas/12');
    expect(pago).toHaveTextContent('Pago N.º 5 de la reserva N.º 12');
    expect(within(pago).getByRole('link', { name: 'reserva N.º 12' })).toHaveAttribute('href', '/admin/reservas/12');
    // A deleted reservation has no address to open; configuration is no reservation.
    expect(within(borrada).queryByRole('link')).toBeNull();
    expect(within(configuracion).queryByRole('link')).toBeNull();

    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/admin/reservas/12');
  });

  it('filters by user after a pause in typing, by date range and by entity, each from page 1', async () => {
    serve((q) => page([fila({ usuario: q.get('usuario') ?? 'maria' })], q, true));
    renderScreen();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    await user.type(screen.getByRole('textbox', { name: 'Usuario' }), 'jose');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '50', usuario: 'jose' }));
    // Typed letter by letter, not asked letter by letter: the filter waits for a pause.
    expect(requests.filter((u) => u.searchParams.has('usuario')).length).toBeLessThan(4);
    expect(await screen.findByText('Página 1')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Desde'), '01/11/2026');
    await user.type(screen.getByLabelText('Hasta'), '30/11/2026');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '50', usuario: 'jose', desde: '2026-11-01', hasta: '2026-11-30' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Qué' }), 'pago');
    await waitFor(() => expect(lastQuery()).toMatchObject({ entidad: 'pago', desde: '2026-11-01' }));

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', page_size: '50' }));
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Qué' })).toHaveValue('');
  });

  it('says when the range is upside down and does not ask the server', async () => {
    serve((q) => page([fila({})], q));
    renderScreen();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Desde'), '30/11/2026');
    await user.type(screen.getByLabelText('Hasta'), '01/11/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha desde no puede ser posterior a hasta');
    expect(requests.some((u) => u.searchParams.get('hasta') === '2026-11-01')).toBe(false);
  });

  it('shows the range error alone: no rows and no «Sin cambios registrados» under it (issue 37)', async () => {
    serve((q) => page([], q));
    renderScreen();
    expect(await screen.findByText(MSG.historialVacio)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Desde'), '30/11/2026');
    await user.type(screen.getByLabelText('Hasta'), '01/11/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha desde no puede ser posterior a hasta');
    expect(screen.queryByText(MSG.historialVacio)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names units, guests and reservations with the names the page brings (issue 37)', async () => {
    const nombres = {
      hospedajes: { '9': 'Dormi 0', '10': 'Dormi 1' },
      clientes: {},
      reservas: { '12': 'Pérez, Juan · Dormi 1 · 20/11/2026 al 22/11/2026' },
    };
    const moved = fila({ antes: { hospedaje_id: 9 }, despues: { hospedaje_id: 10 } });
    serve((q) => ({ status: 200, body: { ...page([moved], q).body, nombres } }));
    renderScreen();
    await screen.findByRole('table');
    const [row] = rows();
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(2)).toEqual(['Reserva N.º 12 · Pérez, Juan · Dormi 1 · 20/11/2026 al 22/11/2026', 'cambió la unidad de Dormi 0 a Dormi 1']);
    expect(within(row).getByRole('link', { name: 'Reserva N.º 12' })).toHaveAttribute('href', '/admin/reservas/12');
  });

  it('pages with Anterior and Siguiente while the server says there is more', async () => {
    serve((q) => {
      const n = Number(q.get('page'));
      return page([fila({ id: n, usuario: `usuario${n}` })], q, n < 2);
    });
    renderScreen();
    await screen.findByText('usuario1');
    const user = userEvent.setup();
    const anterior = screen.getByRole('button', { name: 'Anterior' });
    const siguiente = screen.getByRole('button', { name: 'Siguiente' });
    expect(anterior).toBeDisabled();
    expect(siguiente).toBeEnabled();
    await user.click(siguiente);
    expect(await screen.findByText('usuario2')).toBeInTheDocument();
    expect(screen.getByText('Página 2')).toBeInTheDocument();
    expect(siguiente).toBeDisabled();
    expect(anterior).toBeEnabled();
    await user.click(anterior);
    expect(await screen.findByText('usuario1')).toBeInTheDocument();
    expect(screen.getByText('Página 1')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    serve((q) => page([], q));
    renderScreen();
    expect(await screen.findByText(MSG.historialVacio)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reports a failed load in Spanish', async () => {
    serve(() => ({ status: 403, body: { success: false, message: 'No tiene permiso para realizar esta acción' } }));
    const { reportError } = renderScreen();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG.errorCargarHistorial));
  });
});
