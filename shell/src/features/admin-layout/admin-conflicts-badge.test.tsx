import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as importApi from '@camping/contracts/api/canales-import';
import { AdminLayout } from './admin-layout';

jest.mock('@camping/contracts/api/canales-import');
const mockUser: { usuario: string; rol: string; debe_cambiar_contrasena?: boolean } = { usuario: 'admin', rol: 'admin' };
jest.mock('../auth/auth-context', () => ({
  useAuth: () => ({ user: mockUser, logout: jest.fn() }),
}));
afterEach(() => {
  mockUser.debe_cambiar_contrasena = undefined;
  jest.clearAllMocks();
});
const api = jest.mocked(importApi);

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/admin/reservas']}>
      <AdminLayout error={null} onDismissError={() => undefined}>
        <p>Contenido</p>
      </AdminLayout>
    </MemoryRouter>,
  );
}

describe('AdminLayout: pending channel conflicts on «Canales»', () => {
  it('shows the count on the Canales entry', async () => {
    api.getConflictosPendientes.mockResolvedValue({ success: true, pendientes: 3 });
    renderLayout();
    const link = screen.getByRole('link', { name: /Canales/ });
    await waitFor(() => expect(link).toHaveTextContent('3 conflictos pendientes'));
    expect(within(link).getByTitle('3 conflictos de calendario pendientes')).toBeInTheDocument();
  });

  it('shows no badge without pending conflicts', async () => {
    api.getConflictosPendientes.mockResolvedValue({ success: true, pendientes: 0 });
    renderLayout();
    await waitFor(() => expect(api.getConflictosPendientes).toHaveBeenCalled());
    expect(document.querySelector('.admin-badge')).toBeNull();
  });

  it('asks nothing under a forced password change: the API would refuse it (issue 37)', async () => {
    mockUser.debe_cambiar_contrasena = true;
    api.getConflictosPendientes.mockResolvedValue({ success: true, pendientes: 3 });
    renderLayout();
    await screen.findByText('Contenido');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.getConflictosPendientes).not.toHaveBeenCalled();
  });
});
