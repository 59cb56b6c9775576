/**
 * Long weekends («fines de semana largos», issue 35): runs of three or more consecutive days off that join a holiday
 * with a weekend, from the national holidays of a year. Pure: the holidays come from date-holidays
 * (argentine-holidays.ts); the clerk confirms each suggestion before any season uses it.
 */
import { addDaysIso } from '@camping/contracts/dates';
import type { FinDeSemanaLargo } from '@camping/contracts/schemas/temporada';
import { weekdayOf } from '@camping/contracts/seasons/price-stay';

export interface DayOff {
  fecha: string;
  nombre: string;
}

const MIN_DAYS = 3;
/** A run that starts in late December or ends in early January belongs to the year where its holiday is. */
const MARGIN_DAYS = 7;

function isWeekend(iso: string): boolean {
  const d = weekdayOf(iso);
  return d === 0 || d === 6;
}

function suggestion(days: string[], holidays: DayOff[]): FinDeSemanaLargo {
  const names = [...new Set(holidays.map((h) => h.nombre))];
  const desde = days[0];
  const hasta = days[days.length - 1];
  return {
    nombre: `Fin de semana largo de ${names.join(' y ')}`,
    desde,
    hasta,
    dias: days.length,
    feriados: holidays,
    // Guests arrive the evening before the first day off and leave on the last one.
    noches: { desde: addDaysIso(desde, -1), hasta: addDaysIso(hasta, -1) },
  };
}

/** The year's long weekends, in date order. `holidays` may hold other years' too (runs that cross New Year). */
export function longWeekends(anio: number, holidays: readonly DayOff[]): FinDeSemanaLargo[] {
  const byDate = new Map<string, DayOff[]>();
  for (const h of holidays) byDate.set(h.fecha, [...(byDate.get(h.fecha) ?? []), h]);
  const first = addDaysIso(`${anio}-01-01`, -MARGIN_DAYS);
  const last = addDaysIso(`${anio}-12-31`, MARGIN_DAYS);
  const found: FinDeSemanaLargo[] = [];
  let run: string[] = [];
  let runHolidays: DayOff[] = [];
  const close = () => {
    const inYear = runHolidays.some((h) => h.fecha.startsWith(`${anio}-`));
    if (run.length >= MIN_DAYS && inYear) found.push(suggestion(run, runHolidays));
    run = [];
    runHolidays = [];
  };
  for (let day = first; day <= last; day = addDaysIso(day, 1)) {
    const off = byDate.get(day);
    if (off || isWeekend(day)) {
      run.push(day);
      if (off) runHolidays.push(...off);
    } else {
      close();
    }
  }
  close();
  return found;
}
