/** Test data shaped like the API's answers. */
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';

let nextId = 100;

/** The one reservation fixture every remote shares. */
export { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';

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

/**
 * A unit of «Limpieza» (issue 36): limpia, free and not urgent unless `overrides` say otherwise; a unit fuera de
 * servicio keeps limpia as its cleaning state, any other its state.
 */
export function unidadLimpieza(overrides: Partial<UnidadLimpieza> & Pick<UnidadLimpieza, 'hospedaje_id' | 'numero'>): UnidadLimpieza {
  const estado = overrides.estado ?? 'limpia';
  return {
    tipo_hospedaje_id: 1,
    estado,
    estado_limpieza: estado === 'fuera_de_servicio' ? 'limpia' : estado,
    cambiado_en: '2030-03-12T13:00:00+00:00',
    cambiado_por: 'rosa',
    fuera_de_servicio: null,
    salida: null,
    llegada: null,
    ocupada: false,
    libre: true,
    urgente: false,
    ...overrides,
  };
}
