import { render, screen } from '@testing-library/react';
import * as clientesApi from '@camping/contracts/api/clientes';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import * as configuracionApi from '@camping/contracts/api/configuracion';
import { App } from './app';

jest.mock('@camping/contracts/api/clientes');
jest.mock('@camping/contracts/api/hospedajes');
jest.mock('@camping/contracts/api/configuracion');

const props = { hash: '', navigate: jest.fn(), reportError: jest.fn(), user: { usuario: 'admin', rol: 'admin' as const } };

describe('mf-clients App', () => {
  beforeEach(() => {
    jest.mocked(clientesApi).listClientesPagina.mockResolvedValue({ success: true, clientes: [], total: 0, page: 1, page_size: 10 });
    jest.mocked(hospedajesApi).getTodosPrecios.mockResolvedValue({ success: true, precios: [] });
  });

  it('shows Clientes on /admin/clientes', async () => {
    render(<App pathname="/admin/clientes" {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay clientes registrados.')).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf-clients"]')).toHaveAttribute('data-path', '/admin/clientes');
  });

  it('shows Precios on /admin/precios', async () => {
    render(<App pathname="/admin/precios" {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeInTheDocument();
    expect(await screen.findByText('No hay precios configurados')).toBeInTheDocument();
  });

  it('shows Configuración on /admin/configuracion', async () => {
    jest.mocked(configuracionApi).getConfiguracion.mockResolvedValue({
      success: true,
      configuracion: { sena_porcentaje: 30, horas_prereserva: 24, alias_bancario: null, cbu: null, titular_cuenta: null, whatsapp_negocio: null, minutos_sincronizacion: 15, actualizado_el: '2030-01-01T00:00:00Z', actualizado_por: null },
    });
    render(<App pathname="/admin/configuracion" {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Seña (%)')).toHaveValue('30');
  });

  it("shows the screen the shell names, whatever the path (the route table's row decides)", async () => {
    render(<App pathname="/admin/clientes" screen="precios" {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeInTheDocument();
    expect(await screen.findByText('No hay precios configurados')).toBeInTheDocument();
  });

  it('reads the screen from the path under an older shell, a final slash and case aside', async () => {
    render(<App pathname="/Admin/Precios/" {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeInTheDocument();
    expect(await screen.findByText('No hay precios configurados')).toBeInTheDocument();
  });
});
