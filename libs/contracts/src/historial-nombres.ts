/**
 * What the history's ids are called (issue 37, item 1): a row stores `hospedaje_id: 9`, a receptionist reads
 * «Dormi 0». The API answers each page with the names of the units, clients and reservations its rows mention
 * (`nombres`), built here so the wording is the one the screens use; an id whose row is gone keeps «N.º 9».
 */
import { z } from 'zod';
import { formatClientName, formatDateAR } from './format';
import { nombreHospedaje } from './lodging-names';

export const historialNombresSchema = z.object({
  hospedajes: z.record(z.string(), z.string()),
  clientes: z.record(z.string(), z.string()),
  reservas: z.record(z.string(), z.string()),
});
export type HistorialNombres = z.infer<typeof historialNombresSchema>;

export const SIN_NOMBRES: HistorialNombres = { hospedajes: {}, clientes: {}, reservas: {} };

/** Which name list each reference field reads. */
const LISTA_DE: Record<string, keyof HistorialNombres> = {
  hospedaje_id: 'hospedajes',
  cliente_id: 'clientes',
  reserva_id: 'reservas',
};

/** A referenced row's name: «Dormi 0», «Pérez, Juan», «reserva N.º 12 (Pérez, Juan · Dormi 0)»; else «N.º 9». */
export function nombreReferencia(campo: string, valor: unknown, nombres: HistorialNombres = SIN_NOMBRES): string {
  const lista = LISTA_DE[campo];
  const nombre = lista ? nombres[lista][String(valor)] : undefined;
  if (campo === 'reserva_id') return nombre ? `N.º ${String(valor)} (${nombre})` : `N.º ${String(valor)}`;
  return nombre ?? `N.º ${String(valor)}`;
}

/** The ids a page's rows mention, by list: what the API looks up. */
export function idsReferidos(filas: ReadonlyArray<{ entidad: string; entidad_id: number; reserva_id: number | null; antes: Record<string, unknown> | null; despues: Record<string, unknown> | null }>): Record<keyof HistorialNombres, number[]> {
  const ids = { hospedajes: new Set<number>(), clientes: new Set<number>(), reservas: new Set<number>() };
  const agregar = (lista: keyof HistorialNombres, valor: unknown) => {
    const n = Number(valor);
    if (valor !== null && valor !== undefined && valor !== '' && Number.isInteger(n) && n > 0) ids[lista].add(n);
  };
  for (const f of filas) {
    if (f.reserva_id !== null) agregar('reservas', f.reserva_id);
    if (f.entidad === 'reserva') agregar('reservas', f.entidad_id);
    if (f.entidad === 'cliente') agregar('clientes', f.entidad_id);
    for (const datos of [f.antes, f.despues]) {
      for (const [campo, lista] of Object.entries(LISTA_DE)) agregar(lista, datos?.[campo]);
    }
  }
  return { hospedajes: [...ids.hospedajes], clientes: [...ids.clientes], reservas: [...ids.reservas] };
}

export interface ReservaParaNombre {
  nombre: string | null;
  apellido: string | null;
  tipo_hospedaje_id: number;
  numero_hospedaje: number | null;
  cantidad_personas: number;
  fecha_entrada: string;
  fecha_salida: string;
}

/** A reservation beyond its number: «Pérez, Juan · Dormi 0 · 20/11/2026 al 22/11/2026». */
export function nombreReserva(r: ReservaParaNombre): string {
  const cliente = formatClientName(r) || 'sin cliente';
  return `${cliente} · ${nombreHospedaje(r)} · ${formatDateAR(r.fecha_entrada)} al ${formatDateAR(r.fecha_salida)}`;
}
