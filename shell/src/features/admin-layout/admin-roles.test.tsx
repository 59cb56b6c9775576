/**
 * What each role sees of the admin area (docs/staff.md): the bar's entries, the admin-only routes, and the forced
 * password change before any screen. The session comes from the real AuthProvider, the API faked at fetch; the
 * remotes are stood in for (loading them is the browser tests' job).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { Rol } from '@camping/contracts/schemas/auth';
import { AuthProvider } from '../auth/auth-context';
import { GuardedRouter } from '../../lib/guarded-router';
import { AdminArea } from './admin-area';

jest.mock('../remotes/remote-view', () => ({
  RemoteView: ({ workspace, screen, params }: { workspace: string; screen?: string; params?: Record<string, string> }) => (
    <p data-testid="remote">{[workspace, screen, params && Object.keys(params).length > 0 ? JSON.stringify(params) : ''].join(' ').trim()}</p>
  ),
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
      <GuardedRouter history={UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
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
    expect(await barLinks()).toEqual(['Calendario', 'Hoy', 'Limpieza', 'Reserva Rápida', 'Reservas', 'Caja', 'Clientes', 'Precios', 'Canales', 'Configuración']);
  });

  it('shows an administrator every entry', async () => {
    signedInAs('admin');
    renderAt('/admin/calendario');
    await screen.findByTestId('remote');
    expect(await barLinks()).toEqual(
      expect.arrayContaining(['Calendario', 'Hoy', 'Reservas', 'Historial', 'Usuarios', 'Reportes', 'Módulos']),
    );
  });

  it.each(['usuarios', 'historial', 'reportes', 'modulos'])(
    'shows reception «No tiene permiso para ver esta pantalla.» on /admin/%s, inside the layout, and loads nothing of it',
    async (path) => {
      signedInAs('recepcion');
      renderAt(`/admin/${path}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso para ver esta pantalla.');
      expect(screen.getByRole('navigation', { name: 'Administración' })).toBeInTheDocument();
      expect(screen.queryByTestId('remote')).toBeNull();
      // Only the session check and the bar's conflict count went out: nothing of the refused screen.
      const asked = jest.mocked(global.fetch).mock.calls.map(([input]) => String(input));
      expect(asked.every((url) => url.includes('/auth/me') || url.includes('conflictos'))).toBe(true);
    },
  );

  it('takes the housekeeping role to «Limpieza», its only entry, and refuses it Reservas without asking for anything of it (issue 36)', async () => {
    signedInAs('limpieza');
    renderAt('/admin');
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-reservations limpieza'));
    expect(await barLinks()).toEqual(['Limpieza']);
    jest.mocked(global.fetch).mockClear();
    renderAt('/admin/reservas');
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso para ver esta pantalla.');
    // Not even the bar's conflict count: that call is refused to this role.
    expect(jest.mocked(global.fetch).mock.calls.map(([input]) => String(input)).every((url) => url.includes('/auth/me'))).toBe(true);
  });

  it('gives a deep link its screen and parameters (/admin/reservas/12)', async () => {
    signedInAs('recepcion');
    renderAt('/admin/reservas/12');
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-reservations reserva {"id":"12"}'));
  });

  it('sends an unknown admin path to the calendar', async () => {
    signedInAs('recepcion');
    renderAt('/admin/nada/mas');
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-calendar calendario'));
  });

  it('opens /admin/usuarios for an administrator', async () => {
    signedInAs('admin');
    renderAt('/admin/usuarios');
    await waitFor(() => expect(screen.getByTestId('remote')).toHaveTextContent('mf-clients usuarios'));
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
