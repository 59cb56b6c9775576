import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { wipeAndReload } from '../../lib/cache-version';
import { AuthProvider } from '../auth/auth-context';
import { AdminLayout } from './admin-layout';
import { CLEAR_CACHE_MESSAGE } from './clear-cache-action';

jest.mock('../../lib/cache-version', () => ({ wipeAndReload: jest.fn(() => new Promise(() => undefined)) }));

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/admin/reservas']}>
      <AuthProvider verifyAtStart={false}>
        <AdminLayout error={null} onDismissError={() => undefined}>
          <p>Contenido</p>
        </AdminLayout>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('AdminLayout: «Limpiar caché» in the admin menu', () => {
  beforeEach(() => jest.mocked(wipeAndReload).mockClear());

  it('has no floating button over the content: the entry is in the admin menu', () => {
    renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Administración' });
    expect(within(menu).getByRole('button', { name: 'Limpiar caché' })).toBeInTheDocument();
    expect(document.querySelector('.cache-broom')).toBeNull();
  });

  it('asks first: cancelling wipes nothing', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Limpiar caché' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limpiar caché y recargar' });
    expect(dialog).toHaveTextContent(CLEAR_CACHE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(wipeAndReload).not.toHaveBeenCalled();
  });

  it('wipes and reloads once confirmed, once for a double click', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Limpiar caché' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Limpiar y recargar' });
    await user.dblClick(confirm);
    expect(wipeAndReload).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
  });
});
