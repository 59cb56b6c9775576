import { render, screen } from '@testing-library/react';
import * as clientesApi from '@camping/contracts/api/clientes';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import * as configuracionApi from '@camping/contracts/api/configuracion';
import { App, isConfiguracionPath, isPreciosPath } from './app';

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
    expect(isConfiguracionPath('/admin/configuracion/')).toBe(true);
    expect(isConfiguracionPath('/admin/configuraciones')).toBe(false);
  });

  it('picks the screen from the path', () => {
    expect(isPreciosPath('/admin/precios')).toBe(true);
    expect(isPreciosPath('/admin/precios/')).toBe(true);
    expect(isPreciosPath('/admin/preciosx')).toBe(false);
    expect(isPreciosPath('/admin/clientes')).toBe(false);
  });
});
