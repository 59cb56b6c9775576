/** The day «Hoy» shows, kept in the URL (`/admin/hoy?fecha=YYYY-MM-DD`) so a reload or a shared link keeps it. */
import { addDaysIso, isIsoDate, todayIso } from '@camping/contracts/dates';

export const HOY_PATH = '/admin/hoy';

/** The day of a query string; today (in the complex's zone) when it has none or a wrong one. */
export function fechaFromSearch(search: string, today: string = todayIso()): string {
  const fecha = new URLSearchParams(search).get('fecha');
  return fecha && isIsoDate(fecha) ? fecha : today;
}

export function hoyUrl(fecha: string): string {
  return `${HOY_PATH}?fecha=${fecha}`;
}

export function shiftDay(fecha: string, days: number): string {
  return addDaysIso(fecha, days);
}
