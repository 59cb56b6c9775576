import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth-context';
import { LoginModal } from './login-modal';

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderModal() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AuthProvider verifyAtStart={false}>
        <Routes>
          <Route path="/" element={<LoginModal open onClose={() => undefined} />} />
          <Route path="/admin" element={<p>Panel</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('LoginModal', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec message on a wrong password and keeps what was typed', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(() =>
      respond(401, { success: false, message: 'Usuario o contraseña incorrectos' }),
    );
    renderModal();
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'mala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.getByLabelText('Usuario')).toHaveValue('admin');
  });

  it('goes to /admin after a correct login and stores the hint flag', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(() =>
      respond(200, { success: true, usuario: { usuario: 'admin', rol: 'admin' } }),
    );
    renderModal();
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'buena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.getByText('Panel')).toBeInTheDocument());
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('requires both fields before calling the server', async () => {
    const fetchSpy = jest.spyOn(global, 'fetch');
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete usuario y contraseña');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
