/**
 * The grid's rows: the cabins and dormis by number, grouped by type under a header, each with the stays of its unit;
 * then one row for camping (people per night against the 72 plots) and one for groups (groups and people per night).
 * Camping and group stays have no unit to move between, so they are counted per night, not drawn as bars.
 */
import { PARCELAS_CAMPING, TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS, type TipoHospedajeId } from '@camping/contracts/domain';
import { addDaysIso } from '@camping/contracts/dates';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { tipoDeReserva } from '../../calendar/lib/reservation-events';
import { barStyle } from './bar-style';
import { isExpiredHold } from '@camping/contracts/holds';
import { nombreTipo, nombreUnidad } from '@camping/contracts/lodging-names';

export interface UnitRow {
  hospedaje: Hospedaje;
  tipo: TipoHospedajeId;
  /** 'Cabaña 3', 'Dormi 12'. */
  label: string;
  /** Its stays, by entry. */
  stays: Reserva[];
}

export interface RowGroup {
  tipo: TipoHospedajeId;
  label: string;
  rows: UnitRow[];
}

export interface NightCount {
  reservas: number;
  personas: number;
}

export const UNIT_GROUPS: ReadonlyArray<{ tipo: TipoHospedajeId; label: string }> = [
  { tipo: TIPO_CABANA, label: nombreTipo(TIPO_CABANA) },
  { tipo: TIPO_DORMIS, label: nombreTipo(TIPO_DORMIS) },
];

/** 'Cabaña 3', 'Dormi 12': the unit's one name (@camping/contracts/lodging-names). */
export const unitLabel = nombreUnidad;

/** The stays drawn: cancelled ones only when asked (they free their unit, docs/calendar.md). */
export function visibleStays(reservas: readonly Reserva[], showCancelled: boolean): Reserva[] {
  return reservas.filter((r) => showCancelled || !(barStyle(r.estado).hiddenByDefault || isExpiredHold(r)));
}

export function unitGroups(hospedajes: readonly Hospedaje[], reservas: readonly Reserva[]): RowGroup[] {
  const byUnit = new Map<number, Reserva[]>();
  for (const r of reservas) {
    if (r.hospedaje_id === null) continue;
    const list = byUnit.get(r.hospedaje_id);
    if (list) list.push(r);
    else byUnit.set(r.hospedaje_id, [r]);
  }
  return UNIT_GROUPS.map(({ tipo, label }) => ({
    tipo,
    label,
    rows: hospedajes
      .filter((h) => h.tipo_hospedaje_id === tipo)
      .sort((a, b) => a.numero - b.numero)
      .map((h) => ({
        hospedaje: h,
        tipo,
        label: unitLabel(tipo, h.numero),
        // Cancelled first, so a live stay over the same nights is drawn above it. YYYY-MM-DD sorts as text (a plain
        // comparison: localeCompare's collation cost a few ms over 700 stays).
        stays: (byUnit.get(h.id) ?? []).sort(
          (a, b) => Number(b.estado === 'cancelada') - Number(a.estado === 'cancelada') || compareText(a.fecha_entrada, b.fecha_entrada),
        ),
      })),
  }));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Live stays of one type per night of the window: a stay counts on the nights from its entry to the day before its
 * exit. Difference array over the window, so 20,000 stays cost one pass.
 */
export function nightCounts(reservas: readonly Reserva[], tipo: TipoHospedajeId, days: readonly string[]): NightCount[] {
  const n = days.length;
  const counts = Array.from({ length: n + 1 }, () => ({ reservas: 0, personas: 0 }));
  if (n === 0) return [];
  const first = days[0];
  const afterLast = addDaysIso(days[n - 1], 1);
  const index = new Map(days.map((d, i) => [d, i]));
  for (const r of reservas) {
    if (r.estado === 'cancelada' || tipoDeReserva(r) !== tipo) continue;
    if (r.fecha_salida <= first || r.fecha_entrada >= afterLast) continue;
    const from = r.fecha_entrada < first ? 0 : (index.get(r.fecha_entrada) ?? 0);
    const to = r.fecha_salida >= afterLast ? n : (index.get(r.fecha_salida) ?? n);
    counts[from].reservas += 1;
    counts[from].personas += r.cantidad_personas;
    counts[to].reservas -= 1;
    counts[to].personas -= r.cantidad_personas;
  }
  const out: NightCount[] = [];
  let reservasRun = 0;
  let personasRun = 0;
  for (let i = 0; i < n; i++) {
    reservasRun += counts[i].reservas;
    personasRun += counts[i].personas;
    out.push({ reservas: reservasRun, personas: personasRun });
  }
  return out;
}

export const SUMMARY_ROWS = [
  { tipo: TIPO_CAMPING, label: 'Camping', capacity: PARCELAS_CAMPING },
  { tipo: TIPO_GRUPOS, label: 'Grupos', capacity: null },
] as const;
