import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_CUENTA, cajaYaCerradaMessage } from '@camping/contracts/messages-cuenta';
import { cajaResponseSchema, cierresCajaResponseSchema } from '@camping/contracts/schemas/caja';
import type { Rol } from '@camping/contracts/schemas/auth';
import { notify } from '@camping/ui/toast';
import { App } from '../../../app/app';
import { caja, cierre, cierres } from '../../../testing/caja-fixtures';

jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

type Answer = { status: number; body: unknown };
interface Request {
  url: URL;
  method: string;
  body: unknown;
}
const requests: Request[] = [];

/** The API at the fetch boundary: `answer` decides each call from its path, method, query and body. */
function serve(answer: (r: Request) => Answer | undefined) {
  requests.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const { status, body } = answer(request) ?? { status: 404, body: { success: false, message: 'Recurso no encontrado' } };
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const path = (r: Request) => r.url.pathname.replace(/^\/api/, '');
const gets = (p: string) => requests.filter((r) => r.method === 'GET' && path(r) === p).map((r) => Object.fromEntries([...r.url.searchParams].filter(([k]) => k !== '_t')));

function renderAs(rol: Rol, usuario = rol === 'admin' ? 'admin' : 'maria') {
  const navigate = jest.fn();
  const reportError = jest.fn();
  render(<App pathname="/admin/caja" hash="" navigate={navigate} user={{ usuario, rol }} reportError={reportError} />);
  return { navigate, reportError };
}

const text = (el: HTMLElement) => el.textContent?.replace(/\s+/g, ' ').trim();

beforeEach(() => {
  window.history.replaceState({}, '', '/admin/caja?fecha=2026-11-20');
  jest.clearAllMocks();
});

describe('«Caja»', () => {
  it('shows reception its own till: expected cash, each method, the totals and the movements in es-AR', async () => {
    serve((r) => (path(r) === '/endpoints/caja' ? ok(caja()) : path(r) === '/endpoints/caja/cierres' ? ok(cierres()) : undefined));
    renderAs('recepcion');
    expect(screen.getByRole('heading', { level: 1, name: 'Caja' })).toBeInTheDocument();
    expect(await screen.findByTestId('caja-esperado')).toHaveTextContent('$ 25.000');
    const efectivo = document.querySelector<HTMLElement>('[data-metodo="efectivo"]')!;
    expect(text(efectivo)).toBe('Efectivo1 cobro · 1 reembolsoCobrado$ 30.000Reembolsado−$ 5.000Neto$ 25.000');
    expect(text(screen.getByTestId('caja-totales'))).toBe('Total del día: cobrado $ 50.000 · reembolsado −$ 5.000 · neto $ 45.000');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map(text));
    expect(rows).toEqual([
      ['10:05', 'Cobro', 'N.º 12', 'Gómez, Ana', 'Cabaña 3', 'Efectivo', '$ 30.000', ''],
      ['11:10', 'Cobro', 'N.º 12', 'Gómez, Ana', 'Cabaña 3', 'Transferencia', '$ 20.000', ''],
      ['12:00', 'Reembolso', 'N.º 12', 'Gómez, Ana', 'Cabaña 3', 'Efectivo', '−$ 5.000', 'Devolución de seña'],
    ]);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Caja abierta');
    expect(screen.getByRole('button', { name: 'Cerrar caja' })).toBeInTheDocument();
    // Reception picks no user: it asks for its own till, and the day's closures.
    expect(screen.queryByLabelText('Usuario')).not.toBeInTheDocument();
    expect(gets('/endpoints/caja')).toEqual([{ fecha: '2026-11-20' }]);
    expect(gets('/endpoints/caja/cierres')).toEqual([{ fecha: '2026-11-20' }]);
    expect(screen.getByText('Todavía no se cerró su caja este día.')).toBeInTheDocument();
  });

  it('closes the till: the difference as it is typed, a note for it, a review, then the closure', async () => {
    let closed = false;
    serve((r) => {
      if (path(r) === '/endpoints/caja/cerrar') {
        closed = true;
        return { status: 201, body: { success: true, message: MSG_CUENTA.cajaCerrada, cierre: cierre({ efectivo_contado: 24500, diferencia: -500, observaciones: 'Vuelto' }) } };
      }
      if (path(r) === '/endpoints/caja') return ok(caja(closed ? { cierre: cierre({ efectivo_contado: 24500, diferencia: -500, observaciones: 'Vuelto' }) } : {}));
      if (path(r) === '/endpoints/caja/cierres') return ok(cierres());
      return undefined;
    });
    renderAs('recepcion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar caja' });
    expect(dialog).toHaveTextContent('Efectivo esperado: $ 25.000');
    const amount = within(dialog).getByLabelText('Efectivo contado ($)');
    expect(within(dialog).getByTestId('caja-diferencia')).toHaveTextContent('Diferencia: —');
    await user.type(amount, '24500');
    expect(within(dialog).getByTestId('caja-diferencia')).toHaveTextContent('Diferencia: Faltante de $ 500');

    // A difference needs a note: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Revisar y cerrar' }));
    expect(await within(dialog).findByText('La caja no cierra (faltante de $ 500): explique la diferencia en observaciones')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Observaciones'), 'Vuelto');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar y cerrar' }));
    expect(text(await within(dialog).findByRole('alert'))).toBe('¿Cerrar la caja? Después, solo un administrador puede reabrirla.');
    expect(text(dialog.querySelector('.caja-review')!)).toBe('Efectivo esperado$ 25.000Efectivo contado$ 24.500DiferenciaFaltante de $ 500ObservacionesVuelto');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cierre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ fecha: '2026-11-20', efectivo_contado: 24500, observaciones: 'Vuelto' });
    expect(notify.success).toHaveBeenCalledWith(MSG_CUENTA.cajaCerrada);
    // Read again: closed, by whom and when, what was counted; no more «Cerrar caja».
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
    expect(text(screen.getByText('Caja cerrada').closest('p')!)).toBe('Caja cerrada por maria el 20/11/2026 18:02. Contado $ 24.500 · Faltante de $ 500 · «Vuelto»');
    expect(screen.queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();
  });

  it('shows the server\'s refusal in the dialog and keeps what was typed', async () => {
    const message = cajaYaCerradaMessage('maria', '20/11/2026', '20/11/2026 18:02');
    serve((r) => {
      if (path(r) === '/endpoints/caja/cerrar') return { status: 409, body: { success: false, message, error: true } };
      if (path(r) === '/endpoints/caja') return ok(caja());
      return path(r) === '/endpoints/caja/cierres' ? ok(cierres()) : undefined;
    });
    renderAs('recepcion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar caja' });
    await user.type(within(dialog).getByLabelText('Efectivo contado ($)'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar y cerrar' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmar cierre' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Efectivo contado ($)')).toHaveValue(25000);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('refuses a negative count in Spanish before sending', async () => {
    serve((r) => (path(r) === '/endpoints/caja' ? ok(caja()) : path(r) === '/endpoints/caja/cierres' ? ok(cierres()) : undefined));
    renderAs('recepcion');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cerrar caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar caja' });
    await user.click(within(dialog).getByRole('button', { name: 'Revisar y cerrar' }));
    expect(await within(dialog).findByText(MSG_CUENTA.cajaEfectivoObligatorio)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Efectivo contado ($)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar y cerrar' }));
    expect(await within(dialog).findByText(MSG_CUENTA.cajaEfectivoNegativo)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('lets an administrator pick a clerk\'s till, see the day\'s closures and open tills, and reopen one with a reason', async () => {
    const cerrada = cierre({ usuario: 'jose', id: 8, efectivo_esperado: 10000.1, efectivo_contado: 9600, diferencia: -400.1, observaciones: 'Vuelto mal dado' });
    let reopened = false;
    serve((r) => {
      if (path(r) === '/endpoints/caja/reabrir') {
        reopened = true;
        return ok({ success: true, message: MSG_CUENTA.cajaReabierta, cierre: { ...cerrada, reabierto_at: '2026-11-20T22:00:00.000Z', reabierto_por: 'admin', reabierto_motivo: 'Recontar' } });
      }
      if (path(r) === '/endpoints/caja') {
        const usuario = r.url.searchParams.get('usuario') ?? 'admin';
        return ok(caja({ usuario, movimientos: [], cierre: usuario === 'jose' && !reopened ? cerrada : null }));
      }
      if (path(r) === '/endpoints/caja/cierres') {
        return ok(cierres({ cierres: [reopened ? { ...cerrada, reabierto_at: '2026-11-20T22:00:00.000Z', reabierto_por: 'admin', reabierto_motivo: 'Recontar' } : cerrada], sin_cerrar: [{ fecha: '2026-11-20', usuario: 'maria', movimientos: 3, efectivo_esperado: 25000 }] }));
      }
      return undefined;
    });
    const { navigate } = renderAs('admin');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Usuario');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['admin', 'jose', 'maria']));
    expect(screen.getByRole('button', { name: 'Cerrar caja' })).toBeInTheDocument();
    // Its own till has nothing recorded: the expected $ 0, no method cards.
    expect(screen.getByText('No hay cobros ni reembolsos registrados en esta caja.')).toBeInTheDocument();
    expect(document.querySelector('[data-metodo]')).toBeNull();

    const closures = within(screen.getByRole('region', { name: 'Cierres del día 20/11/2026' }));
    const [row] = closures.getAllByRole('row').slice(1);
    expect(within(row).getAllByRole('cell').map(text)).toEqual([
      'jose',
      '$ 10.000,10',
      '$ 9.600',
      'Faltante de $ 400,10',
      'Vuelto mal dado',
      '20/11/2026 18:02',
      'Vigente',
      'Ver cajaReabrir',
    ]);
    expect(text(closures.getByRole('listitem'))).toBe('maria: 3 movimientos, efectivo esperado $ 25.000Ver caja');

    await user.selectOptions(select, 'jose');
    await waitFor(() => expect(gets('/endpoints/caja').at(-1)).toEqual({ fecha: '2026-11-20', usuario: 'jose' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/admin/caja?fecha=2026-11-20&usuario=jose', { replace: true }));
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
    // Only its own user closes a till.
    expect(screen.queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir caja' });
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir caja' }));
    expect(await within(dialog).findByText(MSG_CUENTA.cajaMotivoObligatorio)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo de la reapertura'), 'Recontar');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir caja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => path(r) === '/endpoints/caja/reabrir')?.body).toEqual({ id: 8, motivo: 'Recontar' });
    expect(notify.success).toHaveBeenCalledWith(MSG_CUENTA.cajaReabierta);
    await waitFor(() => expect(text(within(row).getAllByRole('cell')[6])).toBe('Reabierta por admin el 20/11/2026 19:00: «Recontar»'));
    expect(within(row).queryByRole('button', { name: 'Reabrir' })).not.toBeInTheDocument();
  });

  it('warns when money moved after the close, and lists the reopened closures', async () => {
    const anterior = cierre({ id: 4, efectivo_contado: 20000, diferencia: -5000, observaciones: 'x', reabierto_at: '2026-11-20T21:30:00.000Z', reabierto_por: 'admin', reabierto_motivo: 'Faltaba un pago' });
    serve((r) =>
      path(r) === '/endpoints/caja'
        ? ok(caja({ efectivo_esperado: 26000, cierre: cierre(), reabiertos: [anterior] }))
        : path(r) === '/endpoints/caja/cierres'
          ? ok(cierres())
          : undefined,
    );
    renderAs('recepcion');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo movimientos después del cierre: al cerrar se esperaban $ 25.000 en efectivo y ahora $ 26.000.',
    );
    expect(text(screen.getByRole('list', { name: 'Cierres reabiertos' }))).toBe(
      'Cerrada el 20/11/2026 18:02 (contado $ 20.000) y reabierta por admin el 20/11/2026 18:30: «Faltaba un pago»',
    );
  });

  it('reports a failed load in the banner', async () => {
    serve((r) => (path(r) === '/endpoints/caja/cierres' ? ok(cierres()) : { status: 500, body: { success: false, message: 'x' } }));
    const { reportError } = renderAs('recepcion');
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(MSG_CUENTA.errorCargarCaja));
  });

  it('answers with what the contracts describe', () => {
    expect(cajaResponseSchema.parse(caja())).toEqual(caja());
    expect(cierresCajaResponseSchema.parse(cierres({ cierres: [cierre()] }))).toEqual(cierres({ cierres: [cierre()] }));
  });
});
