/**
 * What each role sees of the admin area (docs/staff.md): the bar's entries, the admin-only routes, and the forced
 * password change before any screen. The session comes from the real AuthProvider, the API faked at fetch; the
 * remotes are stood in for (loading them is the browser tests' job).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, createMemoryHistory } from '../../lib/router';
import type { Rol } from '@camping/contracts/schemas/auth';
import { AuthProvider } from '../auth/auth-context';
import { GuardedRouter } from '../../lib/guarded-router';
import { AdminArea } from './admin-area';

jest.mock('../remotes/remote-view', () => ({
  RemoteView: ({ workspace }: { workspace: string }) => <p data-testid="remote">{workspace}</p>,
}));

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function signedInAs(rol: Rol, debe_cambiar_contrasena = false) {
  jest.spyOn(global, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/auth/me')) return respond(200, { success: true, usuario: { usuario: 'maria', rol, debe_cambiar_contrasena } });
    if (url.includes('/auth/logout')) return respond(200, { success: true, message: 'Sesión cerrada' });
    if (url.includes('conflictos')) return respond(200, { success: true, pendientes: 0 });
    return respond(404, { success: false, message: 'No encontrado' });
  });
}

/** The shell's router (the unsaved-changes guard needs it) over a memory history. */
function renderAt(path: string) {
  render(
    <AuthProvider verifyAtStart>
      <GuardedRouter history={createMemoryHistory({ initialEntries: [path] })}>
        <Routes>
          <Route path="/" element={<p>Inicio público</p>} />
          <Route path="/admin/*" element={<AdminArea />} />
        </Routes>
      </GuardedRouter>
    </AuthProvider>,
  );
}

/** The bar's entries (its list; «Volver al Sitio» and the session actions are beside it). */
const barLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Administración' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('link'))
    .map((a) => a.getAttribute('title') ?? a.textContent);
};

describe('the admin area by role', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows reception the front-desk entries only: no Historial, Usuarios, Reportes or Módulos', async () => {
    signedInAs('recepcion');
    renderAt('/admin/calendario');
    await screen.findByTestId('remote');
    expect(await barLinks()).toEqual(['Calendario', 'Hoy', 'Reserva Rápida', 'Reservas', 'Clientes', 'Precios', 'Configuración', 'Canales', 'Caja']);
  });

  it('shows an administrator every entry', async () => {
    signedInAs('admin');
    renderAt('/admin/calendario');
    await screen.findByTestId('remote');
    expect(await barLinks()).toEqual(
      expect.arrayContaining(['Calendario', 'Hoy', 'Reservas', 'Historial', 'Usuarios', 'Reportes', 'Módulos']),
    );
  });

  it.each(['usuarios', 'historial', 'reportes'])('sends reception from /admin/%s to the calendar', async (path) => {
    signedInAs('recepcion');
    renderAt(`/admin/${path}`);
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-calendar'));
  });

  it('opens /admin/usuarios for an administrator', async () => {
    signedInAs('admin');
    renderAt('/admin/usuarios');
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-clients'));
  });

  it('with a temporary password loads no screen: only the forced change, which cannot be closed but offers «Cerrar Sesión»', async () => {
    signedInAs('recepcion', true);
    renderAt('/admin/reservas');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    expect(screen.queryByTestId('remote')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar Sesión' }));
    expect(await screen.findByText('Inicio público')).toBeInTheDocument();
  });
});
