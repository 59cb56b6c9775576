/**
 * Realistic demo clients and reservations around today (DEMO_DATA=1): Argentine names, San Luis phones, cabins and
 * dormis booked without overlaps, camping families and a few groups. Deterministic for a given day.
 */
import { addDaysIso, nightsBetween } from '@camping/contracts/dates';
import { campingTotal, groupTotal, unitTotal } from '@camping/contracts/pricing';
import { GRUPO_SUFIJO } from '@camping/contracts/domain';

const NOMBRES = ['María', 'Juan', 'Lucía', 'Martín', 'Sofía', 'Diego', 'Valentina', 'Facundo', 'Camila', 'Nicolás', 'Julieta', 'Matías', 'Florencia', 'Agustín', 'Paula', 'Santiago', 'Carolina', 'Gonzalo', 'Romina', 'Federico'];
const APELLIDOS = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'Gómez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Molina', 'Castro'];
const VEHICULOS = ['Toyota Hilux', 'Volkswagen Gol', 'Fiat Cronos', 'Renault Kangoo', 'Ford Ranger', 'Chevrolet Onix', 'Peugeot 208', null, null];
const OBSERVACIONES = ['Llegan tarde, después de las 20', 'Traen mascota pequeña', 'Piden cuna', 'Aniversario', null, null, null, null];
const GRUPOS = ['Colegio San Martín', 'Club Atlético Juventud', 'Scouts Merlo', 'Parroquia Santa Rosa'];

/** A small seeded generator (mulberry32): the same day gives the same demo. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoCliente {
  nombre: string;
  apellido: string;
  documento: string;
  telefono: string;
  modelo_vehiculo: string | null;
  patente: string | null;
}

export interface DemoReserva {
  clienteIndex: number;
  hospedajeId: number | null;
  tipoHospedajeId: number;
  fechaEntrada: string;
  fechaSalida: string;
  cantidadPersonas: number;
  montoTotal: number;
  descuento: number;
  estado: 'activa' | 'finalizada' | 'cancelada';
  metodoPago: 'efectivo' | 'transferencia' | 'tarjeta';
  observaciones: string | null;
}

export interface DemoUnits {
  id: number;
  tipoHospedajeId: number;
  capacidad: number;
}

export interface DemoPrices {
  /** [tipo][personas] -> per-day price (efectivo). */
  porPersonas: Record<number, Record<number, number>>;
  camping: { base: number; adulto: number; menor: number };
}

/** The catalogue of extras of the demo (issue 32): the four the issue names, at plausible prices of the region. */
export const DEMO_EXTRAS: ReadonlyArray<{ nombre: string; precio: number; cobro: 'por_noche' | 'unico' }> = [
  { nombre: 'Leña (bolsa)', precio: 8000, cobro: 'unico' },
  { nombre: 'Salida tardía', precio: 15000, cobro: 'unico' },
  { nombre: 'Persona adicional', precio: 12000, cobro: 'por_noche' },
  { nombre: 'Ropa de cama', precio: 6000, cobro: 'unico' },
];

export function generateDemo(today: string, units: DemoUnits[], prices: DemoPrices, clientCount = 48) {
  const next = random(Number(today.replace(/-/g, '')));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  const clientes: DemoCliente[] = [];
  const usados = new Set<string>();
  while (clientes.length < clientCount) {
    const documento = String(int(20_000_000, 45_999_999));
    if (usados.has(documento)) continue;
    usados.add(documento);
    const vehiculo = pick(VEHICULOS);
    clientes.push({
      nombre: pick(NOMBRES),
      apellido: pick(APELLIDOS),
      documento,
      telefono: `266${int(4_000_000, 4_999_999)}`,
      modelo_vehiculo: vehiculo,
      patente: vehiculo ? `${String.fromCharCode(65 + int(0, 25))}${String.fromCharCode(65 + int(0, 25))}${int(100, 999)}${String.fromCharCode(65 + int(0, 25))}${String.fromCharCode(65 + int(0, 25))}` : null,
    });
  }

  const metodo = () => pick(['efectivo', 'efectivo', 'transferencia', 'tarjeta'] as const);
  const estadoPara = (entrada: string, salida: string): DemoReserva['estado'] => {
    if (next() < 0.06) return 'cancelada';
    if (salida <= today) return 'finalizada';
    return 'activa';
  };
  const reservas: DemoReserva[] = [];

  // Cabins and dormis: walk each unit's timeline from 60 days ago to 90 days ahead, leaving gaps.
  for (const unit of units) {
    let cursor = addDaysIso(today, -60 + int(0, 6));
    const end = addDaysIso(today, 90);
    while (cursor < end) {
      const noches = int(2, 7);
      const entrada = cursor;
      const salida = addDaysIso(entrada, noches);
      const personas = Math.min(unit.capacidad, int(2, unit.capacidad));
      const tabla = prices.porPersonas[unit.tipoHospedajeId] ?? {};
      const precio = tabla[personas] ?? tabla[Math.max(...Object.keys(tabla).map(Number))] ?? 0;
      const descuento = next() < 0.15 ? 5000 : 0;
      reservas.push({
        clienteIndex: int(0, clientes.length - 1),
        hospedajeId: unit.id,
        tipoHospedajeId: unit.tipoHospedajeId,
        fechaEntrada: entrada,
        fechaSalida: salida,
        cantidadPersonas: personas,
        montoTotal: unitTotal({ precioPorDia: precio, dias: nightsBetween(entrada, salida), descuento }),
        descuento,
        estado: estadoPara(entrada, salida),
        metodoPago: metodo(),
        observaciones: pick(OBSERVACIONES),
      });
      cursor = addDaysIso(salida, int(0, 5));
    }
  }

  // Camping: families over the season; no unit, so no clash.
  for (let i = 0; i < 70; i++) {
    const entrada = addDaysIso(today, int(-60, 90));
    const salida = addDaysIso(entrada, int(1, 6));
    const adultos = int(1, 4);
    const menores = int(0, 3);
    reservas.push({
      clienteIndex: int(0, clientes.length - 1),
      hospedajeId: null,
      tipoHospedajeId: 3,
      fechaEntrada: entrada,
      fechaSalida: salida,
      cantidadPersonas: adultos + menores,
      montoTotal: campingTotal({ prices: prices.camping, adultos, menores, dias: nightsBetween(entrada, salida) }),
      descuento: 0,
      estado: estadoPara(entrada, salida),
      metodoPago: metodo(),
      observaciones: menores ? `${adultos} adultos y ${menores} menores` : `${adultos} adultos`,
    });
  }

  // Groups: a handful, with a manual amount.
  for (const grupo of GRUPOS) {
    const entrada = addDaysIso(today, int(-45, 80));
    const salida = addDaysIso(entrada, int(2, 4));
    const personas = pick([15, 20, 25, 30, 40]);
    const monto = personas * 9000 * nightsBetween(entrada, salida);
    reservas.push({
      clienteIndex: int(0, clientes.length - 1),
      hospedajeId: null,
      tipoHospedajeId: 4,
      fechaEntrada: entrada,
      fechaSalida: salida,
      cantidadPersonas: personas,
      montoTotal: groupTotal({ montoManual: monto, descuento: 0 }),
      descuento: 0,
      estado: estadoPara(entrada, salida),
      metodoPago: pick(['transferencia', 'efectivo'] as const),
      observaciones: `${grupo}${GRUPO_SUFIJO}`,
    });
  }
  return { clientes, reservas };
}
