/**
 * A reservation exactly as `GET reservas` answers it, for the component tests of every remote (one fixture instead
 * of a copy in each). Units only for cabins and dormis; each call without an id gets a new one.
 */
import type { Reserva } from '../schemas/reserva';

const TIPO_NOMBRE: Record<number, string> = { 1: 'cabaña', 2: 'dormis', 3: 'camping', 4: 'grupos' };

let nextId = 100;

export function reservaFixture(overrides: Partial<Reserva> = {}): Reserva {
  const tipo = overrides.tipo_hospedaje_id ?? 1;
  const conUnidad = tipo <= 2;
  return {
    id: overrides.id ?? nextId++,
    cliente_id: 1,
    hospedaje_id: conUnidad ? 11 : null,
    fecha_entrada: '2030-03-12',
    fecha_salida: '2030-03-15',
    cantidad_personas: 4,
    monto_total: 210000,
    estado: 'activa',
    observaciones: null,
    metodo_pago: 'efectivo',
    descuento: 0,
    tipo_hospedaje: TIPO_NOMBRE[tipo] ?? 'cabaña',
    tipo_hospedaje_id: tipo,
    numero_hospedaje: conUnidad ? 3 : null,
    created_at: '2030-03-01T12:00:00.000Z',
    nombre: 'Juan',
    apellido: 'Pérez',
    documento: '30111222',
    telefono: '2664551234',
    total_pagado: 0,
    saldo: (overrides.monto_total ?? 210000) - (overrides.total_pagado ?? 0),
    estado_pago: 'pendiente',
    ...overrides,
  };
}
