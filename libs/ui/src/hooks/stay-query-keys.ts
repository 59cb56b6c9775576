/**
 * The admin area's query keys that this library reads or writes. Every remote files what belongs to a stay under
 * 'reservas' (lists, «Hoy», the calendar's range, one stay), so invalidating ['reservas'] reads all of it again.
 */
import type { QueryKey } from '@tanstack/react-query';

export const stayKeys = {
  all: ['reservas'] as const,
  pagos: (reservaId: number) => ['reservas', 'pagos', reservaId] as const,
  cuenta: (reservaId: number) => ['reservas', 'cuenta', reservaId] as const,
};

/** The extras' catalogue: the same key as the Configuración screen's (mf-clients extras-keys.ts), one cache. */
export const extrasKey = ['extras'] as const;

/**
 * What money received or given back changes: the stay and every list that shows its balance, the income and cash
 * reports (mf-reports: 'reportes', 'caja') and a client's history with what was spent (mf-clients: 'clientes').
 */
export const MONEY_WRITE_KEYS: readonly QueryKey[] = [stayKeys.all, ['reportes'], ['caja'], ['clientes']];
