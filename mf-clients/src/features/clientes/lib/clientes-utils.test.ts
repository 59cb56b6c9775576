import { ApiError } from '@camping/contracts/api/http';
import { cliente, reserva } from '../../../testing/fixtures';
import { clientStats, sortReservasByEntradaDesc } from './client-stats';
import { clientCellText, fullName } from './client-display';
import { reservaHospedajeLabel } from './reserva-label';
import { serverFieldError } from './server-field-error';

describe('client statistics', () => {
  const reservas = [
    reserva({ id: 1, estado: 'activa', monto_total: 100000 }),
    reserva({ id: 2, estado: 'finalizada', monto_total: 50000.5 }),
    reserva({ id: 3, estado: 'cancelada', monto_total: 70000 }),
    reserva({ id: 4, estado: 'finalizada', monto_total: 20000 }),
  ];
  it('counts every reservation, sums what was not cancelled, and counts active and finished', () => {
    expect(clientStats(reservas)).toEqual({ totalReservas: 4, totalGastado: 170000.5, activas: 1, finalizadas: 2 });
    expect(clientStats([])).toEqual({ totalReservas: 0, totalGastado: 0, activas: 0, finalizadas: 0 });
  });
  it('orders the history newest stay first', () => {
    const sorted = sortReservasByEntradaDesc([
      reserva({ id: 1, fecha_entrada: '2026-01-05' }),
      reserva({ id: 2, fecha_entrada: '2026-03-01' }),
      reserva({ id: 3, fecha_entrada: '2025-12-24' }),
    ]);
    expect(sorted.map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe('display', () => {
  it('formats the phone 2-4-4, the registration date DD/MM/YYYY in San Luis, and dashes for empty fields', () => {
    const c = cliente({ id: 1, telefono: '2664551234', created_at: '2026-03-01T02:30:00.000Z' });
    expect(clientCellText(c, 'telefono')).toBe('26 6455 1234');
    // 02:30 UTC is still 28 February in San Luis (UTC-3).
    expect(clientCellText(c, 'created_at')).toBe('28/02/2026');
    expect(clientCellText(c, 'modelo_vehiculo')).toBe('—');
    expect(clientCellText({ ...c, telefono: null }, 'telefono')).toBe('—');
    expect(fullName(c)).toBe('Juan Pérez');
  });
  it('labels the lodging of a reservation', () => {
    expect(reservaHospedajeLabel(reserva({ id: 1 }))).toBe('Cabaña 3');
    expect(reservaHospedajeLabel(reserva({ id: 1, tipo_hospedaje: 'dormis', tipo_hospedaje_id: 2, numero_hospedaje: 0 }))).toBe('Dormi 0');
    expect(reservaHospedajeLabel(reserva({ id: 1, tipo_hospedaje: 'camping', tipo_hospedaje_id: 3, numero_hospedaje: null }))).toBe('Camping');
    expect(reservaHospedajeLabel(reserva({ id: 1, tipo_hospedaje: 'grupos', tipo_hospedaje_id: 4, numero_hospedaje: null }))).toBe('Grupo');
  });
});

describe('server refusals on a field', () => {
  const fields = ['nombre', 'apellido', 'documento'] as const;
  it('puts a duplicate document (409) and a 400 naming a field on that field', () => {
    expect(serverFieldError(new ApiError('Ya existe un cliente con ese documento', 409), fields)).toEqual({
      field: 'documento',
      message: 'Ya existe un cliente con ese documento',
    });
    expect(serverFieldError(new ApiError('El campo nombre es obligatorio', 400), fields)?.field).toBe('nombre');
  });
  it('leaves anything else to the whole form', () => {
    expect(serverFieldError(new ApiError('Error interno', 500), fields)).toBeNull();
    expect(serverFieldError(new ApiError('El campo color no existe', 400), fields)).toBeNull();
    expect(serverFieldError(new Error('x'), fields)).toBeNull();
  });
});
