import { render, screen } from '@testing-library/react';
import { getOcupacion, listReservasEnRango } from '@camping/contracts/api/reservas';
import { App } from './app';

jest.mock('@camping/contracts/api/reservas', () => ({
  listReservasEnRango: jest.fn(),
  getOcupacion: jest.fn(),
}));

describe('mf-calendar App', () => {
  it('serves the reservation calendar inside its own query client', async () => {
    (listReservasEnRango as jest.Mock).mockResolvedValue([]);
    (getOcupacion as jest.Mock).mockReturnValue(new Promise(() => undefined));
    const { container } = render(
      <App pathname="/admin/calendario" hash="" navigate={jest.fn()} user={null} reportError={jest.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Calendario de reservas' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="mf-calendar"]')).not.toBeNull();
    expect(await screen.findByText('No hay reservas de Cabañas en este período.')).toBeInTheDocument();
  });
});
