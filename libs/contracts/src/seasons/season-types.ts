/**
 * What the seasons' pricing rule reads (issue 35, docs/clients-prices.md «Temporadas»): a price grid (the base
 * prices of the `precios` table, or a season's own), and a season as the rule sees it. The API's wire shapes
 * (schemas/temporada.ts) satisfy these types, so a saved season goes to the rule as it is.
 */
import type { MetodoPago } from '../domain';

/** Cabins and dormis: a price per night by type, people and payment method, in pesos. */
export interface GridUnitPrice {
  tipo_hospedaje_id: number;
  cantidad_personas: number;
  metodo_pago: MetodoPago;
  precio: number;
}

export type CampingKind = 'base' | 'adulto' | 'menor';
export const CAMPING_KINDS: readonly CampingKind[] = ['base', 'adulto', 'menor'];

/** Camping: the base, per adult and per minor prices of a night, by payment method, in pesos. */
export interface GridCampingPrice {
  descripcion: CampingKind;
  metodo_pago: MetodoPago;
  precio: number;
}

export interface PriceGrid {
  hospedaje: readonly GridUnitPrice[];
  camping: readonly GridCampingPrice[];
}

/** A range of nights, both ends included, `YYYY-MM-DD`. */
export interface NightRange {
  desde: string;
  hasta: string;
}

/** Weekdays as JavaScript numbers them: 0 domingo … 6 sábado. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SeasonRule {
  nombre: string;
  rangos: readonly NightRange[];
  /** A percentage over the base prices (-90..500), or null when the season has its own grid. */
  porcentaje: number | null;
  /** The season's own grid, or null when it is a percentage. */
  precios: PriceGrid | null;
  /** Extra percentage on Friday and Saturday nights, or null. */
  recargo_fin_de_semana: number | null;
  /** The fewest nights of a stay any of whose nights falls in the season, or null. */
  minimo_noches: number | null;
  /** Weekdays on which a stay cannot start when its first night falls in the season. */
  dias_sin_ingreso: readonly number[];
}
