/** The holds filter of the Reservas list: everything, live holds, or those expiring today («Vencen hoy»). */
import type { PrereservasFiltro } from '@camping/contracts/schemas/reserva-pagina';

export const HOLD_FILTERS: ReadonlyArray<{ value: PrereservasFiltro | null; label: string }> = [
  { value: null, label: 'Todas' },
  { value: 'vigentes', label: 'Pre-reservas' },
  { value: 'vencen_hoy', label: 'Vencen hoy' },
];

/** `/admin/reservas#vencen-hoy` opens the list on «Vencen hoy» (a link from anywhere in the admin area). */
export function holdFilterFromHash(hash: string | undefined): PrereservasFiltro | null {
  const value = (hash ?? '').replace(/^#/, '');
  if (value === 'vencen-hoy') return 'vencen_hoy';
  if (value === 'pre-reservas') return 'vigentes';
  return null;
}
