/** Test data shaped exactly as the API answers (the shared zod schemas parse it). */
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';

export function cliente(overrides: Partial<Cliente> & { id: number }): Cliente {
  return {
    nombre: 'Juan',
    apellido: 'Pérez',
    documento: `30${String(overrides.id).padStart(6, '0')}`,
    telefono: '2664551234',
    modelo_vehiculo: null,
    patente: null,
    created_at: '2026-01-15T13:00:00.000Z',
    ...overrides,
  };
}

const APELLIDOS = ['Zárate', 'Álvarez', 'Gómez', 'benítez', 'Ortiz', 'Díaz', 'Núñez', 'Castro', 'Romero', 'Luna', 'Sosa', 'Ibáñez'];

/** `count` clients with varied surnames (accents and case on purpose). */
export function manyClientes(count: number): Cliente[] {
  return Array.from({ length: count }, (_, i) =>
    cliente({
      id: i + 1,
      apellido: `${APELLIDOS[i % APELLIDOS.length]}${i >= APELLIDOS.length ? ` ${Math.floor(i / APELLIDOS.length) + 1}` : ''}`,
      nombre: `Nombre${i + 1}`,
      documento: String(20_000_000 + i * 7),
    }),
  );
}

/** The one reservation fixture every remote shares. */
export { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';

export function precio(overrides: Partial<PrecioRow> & { id: number }): PrecioRow {
  return {
    tipo_tabla: 'hospedaje',
    tipo_hospedaje_id: 1,
    tipo_hospedaje_nombre: 'cabaña',
    descripcion: null,
    cantidad_personas: 2,
    metodo_pago: 'efectivo',
    precio: 46000,
    ...overrides,
  };
}

/** The seeded price table of ARCHITECTURE.md, for all three payment methods. */
export function seededPrecios(): PrecioRow[] {
  const rows: PrecioRow[] = [];
  let id = 1;
  for (const metodo_pago of ['efectivo', 'transferencia', 'tarjeta']) {
    for (const [descripcion, value] of [['base', 5000], ['adulto', 3000], ['menor', 1500]] as const) {
      rows.push(precio({ id: id++, tipo_tabla: 'camping', tipo_hospedaje_id: 3, tipo_hospedaje_nombre: 'camping', descripcion, cantidad_personas: null, metodo_pago, precio: value }));
    }
    for (const [cantidad_personas, value] of [[2, 46000], [3, 58000], [4, 70000], [5, 70000]] as const) {
      rows.push(precio({ id: id++, tipo_hospedaje_id: 1, tipo_hospedaje_nombre: 'cabaña', cantidad_personas, metodo_pago, precio: value }));
    }
    for (const [cantidad_personas, value] of [[2, 24000], [3, 34000], [4, 44000]] as const) {
      rows.push(precio({ id: id++, tipo_hospedaje_id: 2, tipo_hospedaje_nombre: 'dormis', cantidad_personas, metodo_pago, precio: value }));
    }
  }
  return rows;
}
