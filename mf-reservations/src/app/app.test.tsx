import { api, mockReferenceData, resetApiMocks } from '../testing/mock-api';
import { render, screen } from '@testing-library/react';
import { App } from './app';

beforeEach(() => {
  resetApiMocks();
  mockReferenceData();
  api.reservas.listReservasPagina.mockResolvedValue({ success: true, reservas: [], total: 0, page: 1, page_size: 10 });
});

function renderAt(pathname: string) {
  return render(<App pathname={pathname} hash="" navigate={jest.fn()} user={null} reportError={jest.fn()} />);
}

describe('mf-reservations App', () => {
  it('shows Reservas on /admin/reservas', async () => {
    const { container } = renderAt('/admin/reservas');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservas' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="mf-reservations"]')).not.toBeNull();
    expect(await screen.findByText('Todavía no hay reservas registradas.')).toBeInTheDocument();
  });

  it('shows Reserva Rápida on /admin/reserva-rapida', () => {
    renderAt('/admin/reserva-rapida');
    expect(screen.getByRole('heading', { level: 1, name: 'Reserva Rápida' })).toBeInTheDocument();
  });
});
