import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as importApi from '@camping/contracts/api/canales-import';
import { AdminLayout } from './admin-layout';

jest.mock('@camping/contracts/api/canales-import');
jest.mock('../auth/auth-context', () => ({
  useAuth: () => ({ user: { usuario: 'admin', rol: 'admin' }, logout: jest.fn() }),
}));
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
});
