/**
 * Where a season form starts: empty, from a saved season, or from a long-weekend suggestion; the own grid is always
 * every price line of the base list, prefilled from the base prices (or the season's own, when it has them).
 */
import { CAMPING_KINDS } from '@camping/contracts/seasons/season-types';
import { METODOS_PAGO, type MetodoPago } from '@camping/contracts/domain';
import { diffDaysIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import type { FinDeSemanaLargo, Temporada } from '@camping/contracts/schemas/temporada';
import type { SeasonFormValues, SeasonPriceValues } from './season-form-schema';

/** Colours a new season takes, in turn, skipping those in use: distinct on the strip and readable with dark text. */
export const SEASON_PALETTE = ['#E4572E', '#F3A712', '#29A19C', '#6A4C93', '#3B82F6', '#D9480F', '#2F9E44', '#C2255C'];

export function nextColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toUpperCase()));
  return SEASON_PALETTE.find((c) => !taken.has(c)) ?? SEASON_PALETTE[used.length % SEASON_PALETTE.length];
}

const isMetodo = (v: string): v is MetodoPago => (METODOS_PAGO as readonly string[]).includes(v);
const text = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n * 100) / 100));

/** Every line of the base list, each with the season's price when it has one, else the base price. */
export function gridValues(base: readonly PrecioRow[], own: Temporada['precios'] = null): SeasonPriceValues {
  const hospedaje: SeasonPriceValues['hospedaje'] = [];
  const camping: SeasonPriceValues['camping'] = [];
  for (const r of base) {
    if (!isMetodo(r.metodo_pago)) continue;
    if (r.tipo_tabla === 'camping') {
      const kind = CAMPING_KINDS.find((k) => k === r.descripcion?.trim().toLowerCase());
      if (!kind) continue;
      const mine = own?.camping.find((p) => p.descripcion === kind && p.metodo_pago === r.metodo_pago);
      camping.push({ descripcion: kind, metodo_pago: r.metodo_pago, precio: text(own ? mine?.precio : r.precio) });
    } else if (r.cantidad_personas !== null) {
      const mine = own?.hospedaje.find(
        (p) => p.tipo_hospedaje_id === r.tipo_hospedaje_id && p.cantidad_personas === r.cantidad_personas && p.metodo_pago === r.metodo_pago,
      );
      hospedaje.push({
        tipo_hospedaje_id: r.tipo_hospedaje_id,
        cantidad_personas: r.cantidad_personas,
        metodo_pago: r.metodo_pago,
        precio: text(own ? mine?.precio : r.precio),
      });
    }
  }
  return { hospedaje, camping };
}

export function emptyValues(base: readonly PrecioRow[], usedColors: readonly string[]): SeasonFormValues {
  return {
    nombre: '',
    color: nextColor(usedColors),
    rangos: [{ desde: '', hasta: '' }],
    modo: 'porcentaje',
    porcentaje: '',
    precios: gridValues(base),
    recargo_fin_de_semana: '',
    minimo_noches: '',
    dias_sin_ingreso: [],
  };
}

export function valuesFromSeason(t: Temporada, base: readonly PrecioRow[]): SeasonFormValues {
  return {
    nombre: t.nombre,
    color: t.color,
    rangos: t.rangos.map((r) => ({ ...r })),
    modo: t.modo,
    porcentaje: t.porcentaje === null ? '' : text(t.porcentaje),
    precios: gridValues(base, t.precios),
    recargo_fin_de_semana: t.recargo_fin_de_semana === null ? '' : text(t.recargo_fin_de_semana),
    minimo_noches: t.minimo_noches === null ? '' : String(t.minimo_noches),
    dias_sin_ingreso: [...t.dias_sin_ingreso],
  };
}

/** «Fin de semana largo 24/03», its nights, and a minimum of those nights; the clerk still sets the price. */
export function valuesFromSuggestion(s: FinDeSemanaLargo, base: readonly PrecioRow[], usedColors: readonly string[]): SeasonFormValues {
  const noches = diffDaysIso(s.noches.desde, s.noches.hasta) + 1;
  return {
    ...emptyValues(base, usedColors),
    nombre: `Fin de semana largo ${formatDateAR(s.desde).slice(0, 5)}`,
    rangos: [{ desde: s.noches.desde, hasta: s.noches.hasta }],
    minimo_noches: String(noches),
  };
}
