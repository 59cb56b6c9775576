/**
 * Search of the Reservas list (spec section 8): the server's search (GET reservas?search=); when it fails, or answers
 * ids that the loaded list does not hold, the local search over the loaded list. While the server answers, the local
 * result shows at once.
 */
import { useQuery } from '@tanstack/react-query';
import { searchReservas } from '@camping/contracts/api/reservas';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { localSearchReservas } from '../lib/local-search';

export interface ReservaSearchResult {
  rows: Reserva[];
  /** The server has not answered yet for this text. */
  pending: boolean;
  source: 'todas' | 'servidor' | 'local';
}

export function useReservaSearch(term: string, all: readonly Reserva[]): ReservaSearchResult {
  const text = term.trim();
  const query = useQuery({
    queryKey: ['reservas', 'search', text],
    queryFn: ({ signal }) => searchReservas(text, signal),
    enabled: text !== '',
    staleTime: 0,
  });
  if (text === '') return { rows: [...all], pending: false, source: 'todas' };
  if (query.data) {
    const known = new Set(all.map((r) => r.id));
    if (query.data.every((r) => known.has(r.id))) return { rows: query.data, pending: false, source: 'servidor' };
    return { rows: localSearchReservas(all, text), pending: false, source: 'local' };
  }
  return { rows: localSearchReservas(all, text), pending: !query.isError, source: 'local' };
}
