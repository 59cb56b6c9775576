import { screen, within } from '@testing-library/react';
import * as reservasApi from '@camping/contracts/api/reservas';
import { ApiError } from '@camping/contracts/api/http';
import { cliente, reserva } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { ClientDetailModal } from './client-detail-modal';

jest.mock('@camping/contracts/api/reservas');
const api = jest.mocked(reservasApi);

function stat(key: string) {
  return document.querySelector(`[data-stat="${key}"] dd`)?.textContent;
}

describe('client detail modal', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows personal information with the spec fallbacks for an empty vehicle and plate', async () => {
    api.listReservasCliente.mockResolvedValue([]);
    renderWithQuery(
      <ClientDetailModal
        cliente={cliente({ id: 5, nombre: 'Ana', apellido: 'Lucero', documento: '35999888', telefono: '2664551234', created_at: '2025-12-31T12:00:00.000Z' })}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ana Lucero' });
    const info = within(dialog).getByRole('region', { name: 'Información personal' });
    const pairs = within(info).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Nombre completo', 'Ana Lucero'],
      ['DNI', '35999888'],
      ['Teléfono', '26 6455 1234'],
      ['Vehículo', 'No especificado'],
      ['Patente', 'No especificada'],
      ['Fecha de registro', '31/12/2025'],
    ]);
    expect(await within(dialog).findByText('Este cliente no tiene reservaciones registradas.')).toBeInTheDocument();
    expect(stat('total')).toBe('0');
    expect(stat('gastado')).toMatch(/^\$\s0$/);
  });

  it('computes the statistics and lists the whole history, newest stay first, with every field', async () => {
    api.listReservasCliente.mockResolvedValue([
      reserva({ id: 11, fecha_entrada: '2026-01-05', fecha_salida: '2026-01-08', estado: 'finalizada', monto_total: 138000, cantidad_personas: 2 }),
      reserva({
        id: 12,
        fecha_entrada: '2026-03-01',
        fecha_salida: '2026-03-03',
        estado: 'activa',
        monto_total: 30000,
        tipo_hospedaje: 'camping',
        tipo_hospedaje_id: 3,
        numero_hospedaje: null,
        hospedaje_id: null,
        observaciones: 'Llega tarde',
        created_at: '2026-02-20T14:00:00.000Z',
      }),
      reserva({ id: 13, fecha_entrada: '2025-12-20', fecha_salida: '2025-12-22', estado: 'cancelada', monto_total: 50000 }),
      reserva({ id: 14, fecha_entrada: '2026-02-01', fecha_salida: '2026-02-02', estado: 'activa', monto_total: 1000000, tipo_hospedaje: 'grupos', tipo_hospedaje_id: 4, numero_hospedaje: null, hospedaje_id: null, cantidad_personas: 30 }),
    ]);
    renderWithQuery(<ClientDetailModal cliente={cliente({ id: 1 })} onClose={jest.fn()} />);
    const history = await screen.findByRole('list', { name: 'Reservas del cliente' });
    expect(stat('total')).toBe('4');
    expect(stat('gastado')).toMatch(/^\$\s1\.168\.000$/);
    expect(stat('activas')).toBe('2');
    expect(stat('finalizadas')).toBe('1');

    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('data-reserva-id'))).toEqual(['12', '14', '11', '13']);
    const camping = entries[0];
    expect(within(camping).getByText('Camping')).toBeInTheDocument();
    expect(within(camping).getByText('Activa')).toHaveClass('badge-activa');
    const fields = Object.fromEntries(within(camping).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(fields).toMatchObject({
      Entrada: '01/03/2026',
      Salida: '03/03/2026',
      Noches: '2',
      Personas: '4',
      'Fecha de reserva': '20/02/2026',
    });
    expect(fields.Monto).toMatch(/^\$\s30\.000$/);
    expect(within(camping).getByText('Llega tarde')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Grupo')).toBeInTheDocument();
    expect(within(entries[2]).getByText('Cabaña 3')).toBeInTheDocument();
    expect(within(entries[3]).getByText('Cancelada')).toBeInTheDocument();
  });

  it('says when the reservations cannot be loaded', async () => {
    api.listReservasCliente.mockRejectedValue(new ApiError('HTTP error! status: 500', 500));
    renderWithQuery(<ClientDetailModal cliente={cliente({ id: 1 })} onClose={jest.fn()} />);
    expect(await screen.findByText('Error al cargar las reservas del cliente')).toBeInTheDocument();
  });
});
