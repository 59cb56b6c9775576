/**
 * The client list as the screen shows it: the whole list, or the result of a search debounced 500 ms. The server
 * searches; when it fails, or answers ids the loaded list does not hold, the screen falls back to the local search
 * of spec section 8 (and reloads the list once, so a client another receptionist just added is found too).
 */
import { useEffect, useMemo, useRef } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { notify } from '@camping/ui/toast';
import { useClientes } from '../api/get-clientes';
import { useSearchClientes } from '../api/search-clientes';
import { filterClientesLocal } from '../utils/local-client-search';

export type SearchSource = 'lista' | 'servidor' | 'local';

export function useClientSearch(term: string) {
  const debounced = useDebouncedValue(term.trim(), LIMITES.searchDebounceMs);
  const list = useClientes();
  const search = useSearchClientes(debounced);
  const { refetch: refetchList } = list;

  const listData = list.isError ? undefined : list.data;
  const unknownIds = useMemo(() => {
    if (!search.data || !listData) return false;
    const known = new Set(listData.map((c) => c.id));
    return search.data.some((c) => !known.has(c.id));
  }, [search.data, listData]);

  const { clientes, source } = useMemo((): { clientes: Cliente[]; source: SearchSource } => {
    const all = listData ?? [];
    if (debounced === '') return { clientes: all, source: 'lista' };
    if (search.data && (!unknownIds || !listData)) return { clientes: search.data, source: 'servidor' };
    return { clientes: filterClientesLocal(all, debounced), source: 'local' };
  }, [debounced, listData, search.data, unknownIds]);

  // A server answer with ids the list lacks means the list is stale: reload it once for that answer.
  const reloadedFor = useRef<unknown>(null);
  useEffect(() => {
    if (unknownIds && search.data && reloadedFor.current !== search.data) {
      reloadedFor.current = search.data;
      void refetchList();
    }
  }, [unknownIds, search.data, refetchList]);

  const settled = debounced === '' || search.isSuccess || search.isError;
  const notifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (debounced === '') {
      notifiedFor.current = null;
      return;
    }
    if (settled && !list.isFetching && clientes.length === 0 && notifiedFor.current !== debounced) {
      notifiedFor.current = debounced;
      notify.info(MSG.sinClientesBusqueda);
    }
  }, [debounced, settled, list.isFetching, clientes.length]);

  return {
    clientes,
    source,
    debouncedTerm: debounced,
    list,
    searching: term.trim() !== debounced || (debounced !== '' && search.isFetching),
  };
}
