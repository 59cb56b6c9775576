/**
 * The seasons' limits on a stay, whatever its price (issue 35): the largest minimum of nights among the seasons it
 * touches, and the no-arrival days of the season of its first night. The same refusal, in the same order, as
 * priceStay's; here without pricing, so that the API checks a new or changed booking of any unit type and price.
 */
import { addDaysIso, nightsBetween } from '../dates';
import { seasonAt, weekdayOf } from './price-stay';
import { TEMPORADA_MSG } from './season-messages';
import type { SeasonRule } from './season-types';

export function stayLimitRefusal(entrada: string, salida: string, seasons: readonly SeasonRule[]): string | null {
  const count = nightsBetween(entrada, salida);
  if (count <= 0) return null;
  let minimo: { noches: number; temporada: string } | null = null;
  for (let i = 0, fecha = entrada; i < count; i += 1, fecha = addDaysIso(fecha, 1)) {
    const season = seasons[seasonAt(seasons, fecha)];
    const n = season?.minimo_noches;
    if (season && n && (!minimo || n > minimo.noches)) minimo = { noches: n, temporada: season.nombre };
  }
  if (minimo && count < minimo.noches) return TEMPORADA_MSG.minimo(minimo.temporada, minimo.noches);
  const first = seasons[seasonAt(seasons, entrada)];
  const weekday = weekdayOf(entrada);
  return first?.dias_sin_ingreso.includes(weekday) ? TEMPORADA_MSG.sinIngreso(first.nombre, weekday) : null;
}
