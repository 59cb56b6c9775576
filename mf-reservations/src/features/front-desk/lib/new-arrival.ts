/**
 * «Nueva llegada» at «Hoy» (issue 36, item 4): a walk-in. The units free tonight come first (the limpia ones before
 * those still being cleaned), then the taken ones, shown but not offered; choosing one opens Reserva Rápida for
 * tonight through its URL (`?tipo=1&hospedaje=5&entrada=…&salida=…`, as the Planilla opens it).
 */
import { addDaysIso } from '@camping/contracts/dates';
import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';

export const QUICK_RESERVATION_PATH = '/admin/reserva-rapida';

/** Reserva Rápida for one night from `hoy`, with the unit when there is one (camping and groups have none). */
export function walkInPath(tipo: number, hospedajeId: number | null, hoy: string): string {
  const query = new URLSearchParams({ tipo: String(tipo) });
  if (hospedajeId !== null) query.set('hospedaje', String(hospedajeId));
  query.set('entrada', hoy);
  query.set('salida', addDaysIso(hoy, 1));
  return `${QUICK_RESERVATION_PATH}?${query.toString()}`;
}

const READY: Record<UnidadLimpieza['estado'], number> = { limpia: 0, en_limpieza: 1, sucia: 2, fuera_de_servicio: 3 };

/** Free tonight first, the readiest of them first; then the rest; cabins before dormis, by number. */
export function walkInUnits(unidades: readonly UnidadLimpieza[]): { libres: UnidadLimpieza[]; ocupadas: UnidadLimpieza[] } {
  const byType = (a: UnidadLimpieza, b: UnidadLimpieza) => a.tipo_hospedaje_id - b.tipo_hospedaje_id || a.numero - b.numero;
  const libres = unidades.filter((u) => u.libre).sort((a, b) => READY[a.estado] - READY[b.estado] || byType(a, b));
  const ocupadas = unidades.filter((u) => !u.libre).sort(byType);
  return { libres, ocupadas };
}
