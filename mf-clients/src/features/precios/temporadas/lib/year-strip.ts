/**
 * The year strip's data (issue 35): each day of a year with the season whose range holds that night (seasons never
 * overlap, so there is at most one), month by month, and the seasons that appear in it for the legend.
 */
import { addDaysIso, daysInMonth } from '@camping/contracts/dates';
import type { Temporada } from '@camping/contracts/schemas/temporada';

export interface StripDay {
  fecha: string;
  dia: number;
  /** 0 domingo … 6 sábado. */
  semana: number;
  temporada: Pick<Temporada, 'id' | 'nombre' | 'color'> | null;
}

export interface StripMonth {
  mes: number;
  nombre: string;
  days: StripDay[];
}

export const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day → season map for the year, filled range by range (a year has 365 days; a season a few ranges). */
function seasonByDay(anio: number, temporadas: readonly Temporada[]): Map<string, Temporada> {
  const first = `${anio}-01-01`;
  const last = `${anio}-12-31`;
  const byDay = new Map<string, Temporada>();
  for (const t of temporadas) {
    for (const r of t.rangos) {
      if (r.hasta < first || r.desde > last) continue;
      let day = r.desde < first ? first : r.desde;
      const end = r.hasta > last ? last : r.hasta;
      while (day <= end) {
        byDay.set(day, t);
        day = addDaysIso(day, 1);
      }
    }
  }
  return byDay;
}

export function yearStrip(anio: number, temporadas: readonly Temporada[]): { months: StripMonth[]; legend: Temporada[] } {
  const byDay = seasonByDay(anio, temporadas);
  const months = MESES.map((nombre, index) => {
    const mes = index + 1;
    const days: StripDay[] = [];
    for (let dia = 1; dia <= daysInMonth(anio, mes); dia++) {
      const fecha = `${anio}-${pad(mes)}-${pad(dia)}`;
      const t = byDay.get(fecha);
      days.push({ fecha, dia, semana: new Date(Date.UTC(anio, index, dia)).getUTCDay(), temporada: t ? { id: t.id, nombre: t.nombre, color: t.color } : null });
    }
    return { mes, nombre, days };
  });
  const present = new Set([...byDay.values()].map((t) => t.id));
  return { months, legend: temporadas.filter((t) => present.has(t.id)) };
}

/** Dark or white day numbers, whichever reads better on the season's colour (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // White wins only when it contrasts more than near-black (#1A1A1A, luminance ≈ 0.0103) does.
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.0603 ? '#FFFFFF' : '#1A1A1A';
}
