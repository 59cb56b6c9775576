/**
 * A room move (issue 13): which units a cabin or dormi stay may move to. Both the reservations' edit modal and the
 * calendar's detail panel offer the same list: the stay's own unit first, then every unit of a type with numbered
 * units that is free for the stay's dates (the stay's own nights left out) and holds its people.
 */
import { TIPO_CABANA, TIPO_DORMIS } from './domain';
import { nombreTipo, nombreUnidad } from './lodging-names';
import type { Hospedaje } from './schemas/hospedaje';

/** The types whose stays have a unit and so can move: cabins and dormis. */
export const TIPOS_CON_UNIDAD = [TIPO_CABANA, TIPO_DORMIS] as const;

export interface MoveOption {
  id: number;
  numero: number;
  tipo_hospedaje_id: number;
  /** 'Cabaña 7', 'Dormi 3'. */
  label: string;
  /** The stay's own unit. */
  actual: boolean;
  /** False only for the own unit when the new dates clash with another stay (true while not known). */
  libre: boolean;
}

export interface MoveOptionGroup {
  tipo_hospedaje_id: number;
  /** 'Cabañas', 'Dormis'. */
  label: string;
  options: MoveOption[];
}

/** The unit's one name (lodging-names.ts): «Cabaña 7», «Dormi 3». */
export function unitLabel(u: { tipo_hospedaje_id: number; numero: number }): string {
  return nombreUnidad(u.tipo_hospedaje_id, u.numero);
}

/**
 * The stay's own unit first (even when its new dates clash, so the choice never disappears), then the free units
 * that hold `personas`, by type and number. `free` is null while the free units are not known yet.
 */
export function moveOptions(
  free: readonly Hospedaje[] | null,
  stay: { hospedaje_id: number | null; numero_hospedaje: number | null; tipo_hospedaje_id: number },
  personas: number,
): MoveOption[] {
  if (stay.hospedaje_id === null || stay.numero_hospedaje === null) return [];
  const own: MoveOption = {
    id: stay.hospedaje_id,
    numero: stay.numero_hospedaje,
    tipo_hospedaje_id: stay.tipo_hospedaje_id,
    label: unitLabel({ tipo_hospedaje_id: stay.tipo_hospedaje_id, numero: stay.numero_hospedaje }),
    actual: true,
    libre: free === null || free.some((u) => u.id === stay.hospedaje_id),
  };
  const others = (free ?? [])
    .filter((u) => u.id !== stay.hospedaje_id && u.capacidad >= personas)
    .sort((a, b) => a.tipo_hospedaje_id - b.tipo_hospedaje_id || a.numero - b.numero)
    .map((u) => ({ id: u.id, numero: u.numero, tipo_hospedaje_id: u.tipo_hospedaje_id, label: unitLabel(u), actual: false, libre: true }));
  return [own, ...others];
}

/** The options as a select groups them: the own unit alone first, then one group per type. */
export function groupMoveOptions(options: readonly MoveOption[]): { actual: MoveOption | null; groups: MoveOptionGroup[] } {
  const groups = TIPOS_CON_UNIDAD.map((tipo) => ({
    tipo_hospedaje_id: tipo,
    label: nombreTipo(tipo),
    options: options.filter((o) => !o.actual && o.tipo_hospedaje_id === tipo),
  })).filter((g) => g.options.length > 0);
  return { actual: options.find((o) => o.actual) ?? null, groups };
}
