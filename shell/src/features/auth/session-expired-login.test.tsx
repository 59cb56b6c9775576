import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiRequest } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { writeDraft } from '@camping/ui/hooks/draft-storage';
import { AdminGuard } from './admin-guard';
import { AuthProvider, useAuth } from './auth-context';
import { SessionExpiredLogin } from './session-expired-login';

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const admin = { usuario: 'admin', rol: 'admin' };

/** An admin form: one field and a save that the server refuses with 401 while the session is gone. */
function Form() {
  const [nombre, setNombre] = useState('');
  const { logout } = useAuth();
  return (
    <>
      <label htmlFor="nombre">Nombre</label>
      <input id="nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <button type="button" onClick={() => void apiRequest('/reservas', { method: 'POST', body: { nombre } }).catch(() => undefined)}>
        Guardar
      </button>
      <button type="button" onClick={() => void logout()}>
        Salir
      </button>
    </>
  );
}

function renderAdminForm() {
  render(
    <MemoryRouter initialEntries={['/admin/form']}>
      <AuthProvider verifyAtStart>
        <Routes>
          <Route path="/" element={<p>Inicio público</p>} />
          <Route
            path="/admin/*"
            element={
              <AdminGuard>
                <Form />
                <SessionExpiredLogin />
              </AdminGuard>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('Session ended mid-work', () => {
  let sessionAlive = true;
  let saves = 0;
  beforeEach(() => {
    sessionAlive = true;
    saves = 0;
    localStorage.clear();
    sessionStorage.clear();
    jest.spyOn(global, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/auth/me')) return respond(200, { success: true, usuario: admin });
      if (url.endsWith('/auth/login')) {
        sessionAlive = true;
        return respond(200, { success: true, usuario: admin });
      }
      if (url.endsWith('/auth/logout')) return respond(200, { success: true, message: 'Sesión cerrada' });
      saves += 1;
      return sessionAlive ? respond(201, { success: true, id: 1 }) : respond(401, { error: true, message: MSG.noAutorizado });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens the login dialog over the form on a 401, keeps the input, and the press after login goes through', async () => {
    renderAdminForm();
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Lucía' } });
    sessionAlive = false;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(dialog).getByText(MSG.sesionVencida)).toBeInTheDocument();
    expect(screen.queryByText('Inicio público')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');

    fireEvent.change(within(dialog).getByLabelText('Usuario'), { target: { value: 'admin' } });
    fireEvent.change(within(dialog).getByLabelText('Contraseña'), { target: { value: 'buena' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saves).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the dialog leaves the form as it was; the next 401 opens it again', async () => {
    renderAdminForm();
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Lucía' } });
    sessionAlive = false;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('logout clears this tab’s drafts and leaves to /', async () => {
    renderAdminForm();
    await screen.findByLabelText('Nombre');
    writeDraft('reserva-rapida', { documento: '40111222' });
    sessionStorage.setItem('otra-cosa', 'queda');
    fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Inicio público')).toBeInTheDocument();
    expect(sessionStorage.getItem('camping:draft:reserva-rapida')).toBeNull();
    expect(sessionStorage.getItem('otra-cosa')).toBe('queda');
  });
});
