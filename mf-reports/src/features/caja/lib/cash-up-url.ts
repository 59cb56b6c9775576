/**
 * Which till «Caja» shows, kept in the URL (`/admin/caja?fecha=YYYY-MM-DD&usuario=maria`) so a reload or a shared
 * link keeps it. `usuario` only when it is not the session's own (an administrator looking at a clerk's till).
 */
import { isIsoDate, todayIso } from '@camping/contracts/dates';

export const CAJA_PATH = '/admin/caja';

export interface CashUpPlace {
  fecha: string;
  /** The till's user; null: the session's own. */
  usuario: string | null;
}

/** The till of a query string: today and the session's own when it says nothing (or a wrong day). */
export function placeFromSearch(search: string, today: string = todayIso()): CashUpPlace {
  const params = new URLSearchParams(search);
  const fecha = params.get('fecha');
  const usuario = params.get('usuario')?.trim();
  return { fecha: fecha && isIsoDate(fecha) && fecha <= today ? fecha : today, usuario: usuario || null };
}

export function cashUpUrl({ fecha, usuario }: CashUpPlace): string {
  const params = new URLSearchParams({ fecha });
  if (usuario) params.set('usuario', usuario);
  return `${CAJA_PATH}?${params}`;
}
