/** Reservations for component tests, shaped exactly as `GET reservas` answers (libs/contracts schemas). */
import type { Reserva } from '@camping/contracts/schemas/reserva';

const TIPO_NOMBRE: Record<number, string> = { 1: 'cabaña', 2: 'dormis', 3: 'camping', 4: 'grupos' };

export function reserva(overrides: Partial<Reserva> = {}): Reserva {
  const tipo = overrides.tipo_hospedaje_id ?? 1;
  return {
    id: 1,
    cliente_id: 10,
    hospedaje_id: tipo <= 2 ? 100 : null,
    fecha_entrada: '2026-01-10',
    fecha_salida: '2026-01-13',
    cantidad_personas: 4,
    monto_total: 210000,
    estado: 'activa',
    observaciones: null,
    metodo_pago: 'efectivo',
    descuento: 0,
    tipo_hospedaje: TIPO_NOMBRE[tipo] ?? 'cabaña',
    tipo_hospedaje_id: tipo,
    numero_hospedaje: tipo <= 2 ? 3 : null,
    created_at: '2025-12-20T14:00:00.000Z',
    nombre: 'Juan',
    apellido: 'Pérez',
    documento: '30111222',
    telefono: '2664551234',
    ...overrides,
  };
}
