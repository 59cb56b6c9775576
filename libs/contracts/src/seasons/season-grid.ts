/**
 * The price of one night from a price grid, in whole cents (issue 35): the base prices of the `precios` table or a
 * season's own. Same lookup as the API's SQL_PRECIO_HOSPEDAJE: a unit pays the row of the fewest people that is at
 * least the stay's people; camping pays base + adults × adulto + minors × menor.
 */
import { METODOS_PAGO, type MetodoPago, TIPO_CAMPING } from '../domain';
import { toCents } from '../money';
import type { CampingKind, GridCampingPrice, GridUnitPrice, PriceGrid } from './season-types';

export interface NightGuests {
  tipo: number;
  metodo_pago: string;
  personas?: number;
  adultos?: number;
  menores?: number;
}

function unitCents(rows: readonly GridUnitPrice[], tipo: number, personas: number, metodo: string): number | null {
  let best: GridUnitPrice | null = null;
  for (const row of rows) {
    if (row.tipo_hospedaje_id !== tipo || row.metodo_pago !== metodo || row.cantidad_personas < personas) continue;
    if (!best || row.cantidad_personas < best.cantidad_personas) best = row;
  }
  return best ? toCents(best.precio) : null;
}

function campingCents(rows: readonly GridCampingPrice[], metodo: string, adultos: number, menores: number): number | null {
  const kinds: Partial<Record<CampingKind, number>> = {};
  for (const row of rows) if (row.metodo_pago === metodo) kinds[row.descripcion] = toCents(row.precio);
  const { base, adulto, menor } = kinds;
  if (base === undefined || adulto === undefined || menor === undefined) return null;
  return base + Math.max(0, adultos) * adulto + Math.max(0, menores) * menor;
}

/** A night's price in cents for these guests, or null when the grid has none for them. */
export function gridNightCents(grid: PriceGrid, guests: NightGuests): number | null {
  if (guests.tipo === TIPO_CAMPING) return campingCents(grid.camping, guests.metodo_pago, guests.adultos ?? 0, guests.menores ?? 0);
  return unitCents(grid.hospedaje, guests.tipo, Math.max(1, guests.personas ?? 1), guests.metodo_pago);
}

/** A row of the `precios` table as the API reads it (hospedajes?todos_precios). */
export interface PriceTableRow {
  tipo_tabla: 'camping' | 'hospedaje';
  tipo_hospedaje_id: number;
  descripcion: string | null;
  cantidad_personas: number | null;
  metodo_pago: string;
  precio: number;
}

const isMetodoPago = (v: string): v is MetodoPago => (METODOS_PAGO as readonly string[]).includes(v);
const isCampingKind = (v: string | null): v is CampingKind => v === 'base' || v === 'adulto' || v === 'menor';

/** The base prices as a grid; rows the rule cannot read (an unknown method or kind) are left out. */
export function priceGridFromRows(rows: readonly PriceTableRow[]): PriceGrid {
  const hospedaje: GridUnitPrice[] = [];
  const camping: GridCampingPrice[] = [];
  for (const r of rows) {
    const metodo = r.metodo_pago;
    if (!isMetodoPago(metodo)) continue;
    if (r.tipo_tabla === 'camping' && isCampingKind(r.descripcion)) {
      camping.push({ descripcion: r.descripcion, metodo_pago: metodo, precio: r.precio });
    } else if (r.tipo_tabla === 'hospedaje' && r.cantidad_personas !== null) {
      hospedaje.push({ tipo_hospedaje_id: r.tipo_hospedaje_id, cantidad_personas: r.cantidad_personas, metodo_pago: metodo, precio: r.precio });
    }
  }
  return { hospedaje, camping };
}

/** Cents raised (or lowered) by a percentage, rounded to the cent: 7.000.000 × +35,5 % = 9.485.000. */
export function percentOfCents(cents: number, porcentaje: number): number {
  return Math.round((cents * (10_000 + Math.round(porcentaje * 100))) / 10_000);
}
