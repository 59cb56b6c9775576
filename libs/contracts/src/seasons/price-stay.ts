/**
 * The one pricing rule of a stay (issue 35): night by night, each night at its season's price (its own grid, or a
 * percentage over the base), Friday and Saturday nights with the season's weekend surcharge, the base prices where
 * no season applies. Then the stay's minimum nights (the largest minimum among the seasons it touches) and the
 * season's days with no arrivals (the season of the first night). Amounts are added as whole cents and answered in
 * pesos, as the rest of the API (money.ts). A refusal does not hide the total: staff may override it with a reason.
 */
import { addDaysIso, diffDaysIso, nightsBetween } from '../dates';
import { TIPO_GRUPOS } from '../domain';
import { formatARSCents } from '../format';
import { fromCents } from '../money';
import { gridNightCents, type NightGuests, percentOfCents } from './season-grid';
import { BASE_LABEL, TEMPORADA_MSG } from './season-messages';
import type { PriceGrid, SeasonRule } from './season-types';

export interface StayPriceQuery extends NightGuests {
  /** Check-in and check-out, `YYYY-MM-DD`: the nights are [entrada, salida). */
  entrada: string;
  salida: string;
  base: PriceGrid;
  /** The seasons that may touch the stay (more do no harm); they do not overlap (season-overlap.ts). */
  seasons: readonly SeasonRule[];
}

export interface StayNight {
  fecha: string;
  temporada: string | null;
  /** Pesos; null when the price list has no price for this night. */
  precio: number | null;
}

export interface StayLine {
  noches: number;
  precio: number;
  etiqueta: string;
}

export interface StayMinimum {
  noches: number;
  temporada: string;
}

export interface StayPrice {
  /** Pesos; null when a night has no price (then `refusal` says which). */
  total: number | null;
  nights: StayNight[];
  breakdown: StayLine[];
  /** «3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)». */
  breakdownText: string;
  /** The largest minimum among the seasons the stay touches, met or not. */
  minimo: StayMinimum | null;
  refusal: string | null;
}

/** 1970-01-04 was a Sunday: weekday 0. */
const SUNDAY = '1970-01-04';
const FRIDAY = 5;
const SATURDAY = 6;

export function weekdayOf(iso: string): number {
  return ((diffDaysIso(SUNDAY, iso) % 7) + 7) % 7;
}

/** The index of the season whose range holds the night, or -1. */
export function seasonAt(seasons: readonly SeasonRule[], fecha: string): number {
  for (let i = 0; i < seasons.length; i += 1) {
    for (const r of seasons[i].rangos) if (r.desde <= fecha && fecha <= r.hasta) return i;
  }
  return -1;
}

function seasonCents(season: SeasonRule, baseCents: number | null, guests: NightGuests): number | null {
  if (season.precios) return gridNightCents(season.precios, guests);
  return baseCents === null ? null : percentOfCents(baseCents, season.porcentaje ?? 0);
}

export function breakdownText(lines: readonly StayLine[]): string {
  return lines.map((l) => `${TEMPORADA_MSG.noches(l.noches)} × ${formatARSCents(l.precio)} (${l.etiqueta})`).join(' + ');
}

function strongestMinimum(seasons: readonly SeasonRule[], touched: ReadonlySet<number>): StayMinimum | null {
  let minimo: StayMinimum | null = null;
  for (const i of touched) {
    const n = seasons[i].minimo_noches;
    if (n && (!minimo || n > minimo.noches)) minimo = { noches: n, temporada: seasons[i].nombre };
  }
  return minimo;
}

const refused = (refusal: string): StayPrice => ({ total: null, nights: [], breakdown: [], breakdownText: '', minimo: null, refusal });

export function priceStay(q: StayPriceQuery): StayPrice {
  if (q.tipo === TIPO_GRUPOS) return refused(TEMPORADA_MSG.grupos);
  const count = nightsBetween(q.entrada, q.salida);
  if (count === 0) return refused(TEMPORADA_MSG.sinNoches);

  const baseCents = gridNightCents(q.base, q);
  // A season's price of a night depends only on the season and whether the night is a weekend one: computed once.
  const perSeason = new Map<number, number | null>();
  const lines = new Map<string, { noches: number; cents: number; etiqueta: string }>();
  const nights: StayNight[] = [];
  const touched = new Set<number>();
  let totalCents = 0;
  let missing: string | null = null;
  const firstWeekday = weekdayOf(q.entrada);

  let fecha = q.entrada;
  for (let i = 0; i < count; i += 1, fecha = addDaysIso(fecha, 1)) {
    const index = seasonAt(q.seasons, fecha);
    const season = index >= 0 ? q.seasons[index] : null;
    const weekday = (firstWeekday + i) % 7;
    const weekend = season !== null && !!season.recargo_fin_de_semana && (weekday === FRIDAY || weekday === SATURDAY);
    let cents = baseCents;
    if (season) {
      touched.add(index);
      const key = index * 2 + (weekend ? 1 : 0);
      if (!perSeason.has(key)) {
        const plain = seasonCents(season, baseCents, q);
        perSeason.set(key, plain !== null && weekend ? percentOfCents(plain, season.recargo_fin_de_semana ?? 0) : plain);
      }
      cents = perSeason.get(key) ?? null;
    }
    const nombre = season ? season.nombre : BASE_LABEL;
    nights.push({ fecha, temporada: season ? season.nombre : null, precio: cents === null ? null : fromCents(cents) });
    if (cents === null) {
      missing ??= TEMPORADA_MSG.sinPrecio(season ? `La temporada ${nombre}` : 'La lista de precios base');
      continue;
    }
    totalCents += cents;
    const etiqueta = weekend ? TEMPORADA_MSG.finDeSemana(nombre) : nombre;
    const lineKey = `${etiqueta}\u0000${cents}`;
    const line = lines.get(lineKey);
    if (line) line.noches += 1;
    else lines.set(lineKey, { noches: 1, cents, etiqueta });
  }

  const breakdown = [...lines.values()].map((l) => ({ noches: l.noches, precio: fromCents(l.cents), etiqueta: l.etiqueta }));
  const minimo = strongestMinimum(q.seasons, touched);
  const first = seasonAt(q.seasons, q.entrada);
  const firstSeason = first >= 0 ? q.seasons[first] : null;
  let refusal: string | null = missing;
  if (!refusal && minimo && count < minimo.noches) refusal = TEMPORADA_MSG.minimo(minimo.temporada, minimo.noches);
  if (!refusal && firstSeason?.dias_sin_ingreso.includes(firstWeekday)) {
    refusal = TEMPORADA_MSG.sinIngreso(firstSeason.nombre, firstWeekday);
  }
  return {
    total: missing ? null : fromCents(totalCents),
    nights,
    breakdown,
    breakdownText: breakdownText(breakdown),
    minimo,
    refusal,
  };
}
