/** Test data shaped like the API's answers. */
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Reserva } from '@camping/contracts/schemas/reserva';

let nextId = 100;

export function reserva(overrides: Partial<Reserva> = {}): Reserva {
  const id = overrides.id ?? nextId++;
  return {
    id,
    cliente_id: 1,
    hospedaje_id: 11,
    fecha_entrada: '2030-03-12',
    fecha_salida: '2030-03-15',
    cantidad_personas: 4,
    monto_total: 210000,
    estado: 'activa',
    observaciones: null,
    metodo_pago: 'efectivo',
    descuento: 0,
    tipo_hospedaje: 'cabaña',
    tipo_hospedaje_id: 1,
    numero_hospedaje: 3,
    created_at: '2030-03-01T12:00:00.000Z',
    nombre: 'Juan',
    apellido: 'Pérez',
    documento: '30111222',
    telefono: '2664551234',
    ...overrides,
  };
}

export function cliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    id: overrides.id ?? nextId++,
    nombre: 'Ana',
    apellido: 'Gómez',
    documento: '28999888',
    telefono: '2664112233',
    modelo_vehiculo: null,
    patente: null,
    created_at: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function cabana(numero: number, overrides: Partial<Hospedaje> = {}): Hospedaje {
  return { id: 10 + numero, numero, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña', ...overrides };
}

export const TIPOS = [
  { id: 1, nombre: 'cabaña' },
  { id: 2, nombre: 'dormis' },
  { id: 3, nombre: 'camping' },
  { id: 4, nombre: 'grupos' },
];
