import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminGuard } from './admin-guard';
import { AuthProvider } from './auth-context';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider verifyAtStart>
        <Routes>
          <Route path="/" element={<p>Inicio público</p>} />
          <Route
            path="/admin/*"
            element={
              <AdminGuard>
                <p>Área de administración</p>
              </AdminGuard>
            }
          />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('AdminGuard', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Cargando...' while the session is checked, then sends anonymous visitors to /", async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/admin/clientes');
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    // The auth calls are loaded on demand: the session check starts once they are there.
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ success: false, message: 'No autorizado' }), { status: 401 }));
    await waitFor(() => expect(screen.getByText('Inicio público')).toBeInTheDocument());
  });

  it('lets a signed-in user through', async () => {
    jest
      .spyOn(global, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, usuario: { usuario: 'ana', rol: 'recepcion' } }), { status: 200 }),
      );
    renderAt('/admin/reservas');
    expect(await screen.findByText('Área de administración')).toBeInTheDocument();
  });
});
