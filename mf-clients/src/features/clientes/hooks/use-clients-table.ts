/**
 * The client list as the screen shows it: one page from the server (GET clientes?page=), searched 500 ms after typing
 * stops and sorted by one column (apellido ascending by default; empty values last), drawn by the shared paged table
 * of libs/ui. Table: 10 rows a page; cards on narrow screens: 3 a page.
 */
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { CLIENTE_SORT_CAMPOS, CLIENTE_SORT_DEFAULT, type Cliente } from '@camping/contracts/schemas/cliente';
import { parseSort } from '@camping/contracts/schemas/pagina';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { usePagedTable, usePagedTableState } from '@camping/ui/hooks/use-paged-table';
import { notify } from '@camping/ui/toast';
import { useClientesPagina, useClientesTotal } from '../api/get-clientes';

export type ClientColumnId =
  | 'apellido'
  | 'nombre'
  | 'documento'
  | 'telefono'
  | 'modelo_vehiculo'
  | 'patente'
  | 'created_at'
  | 'acciones';

const optional = (value: string | null) => (value && value.trim() ? value : undefined);

export const CLIENT_COLUMNS: ColumnDef<Cliente>[] = [
  { id: 'apellido', header: 'Apellido', accessorFn: (c) => c.apellido },
  { id: 'nombre', header: 'Nombre', accessorFn: (c) => c.nombre },
  { id: 'documento', header: 'DNI', accessorFn: (c) => c.documento },
  { id: 'telefono', header: 'Teléfono', accessorFn: (c) => optional(c.telefono) },
  { id: 'modelo_vehiculo', header: 'Vehículo', accessorFn: (c) => optional(c.modelo_vehiculo) },
  { id: 'patente', header: 'Patente', accessorFn: (c) => optional(c.patente) },
  { id: 'created_at', header: 'Fecha de registro', accessorFn: (c) => c.created_at },
  { id: 'acciones', header: 'Acciones', enableSorting: false },
];

export const DEFAULT_SORTING: SortingState = [{ id: CLIENTE_SORT_DEFAULT.campo, desc: CLIENTE_SORT_DEFAULT.desc }];

/** Every column sorts ascending first (TanStack would start with descending on a column whose first value is empty). */
const DEFAULT_COLUMN = { sortDescFirst: false };

export function useClientsList(term: string, narrow: boolean) {
  const debouncedTerm = useDebouncedValue(term.trim(), LIMITES.searchDebounceMs);
  const state = usePagedTableState({
    defaultSort: DEFAULT_SORTING,
    pageSize: narrow ? LIMITES.narrowCards : LIMITES.pageSize,
    resetKey: debouncedTerm,
  });
  const { page, pageSize, sortId, desc } = state.request;
  const list = useClientesPagina({
    page,
    page_size: pageSize,
    sort: parseSort(`${desc ? '-' : ''}${sortId}`, CLIENTE_SORT_CAMPOS) ?? CLIENTE_SORT_DEFAULT,
    search: debouncedTerm,
  });
  const all = useClientesTotal(debouncedTerm !== '');
  const table = usePagedTable({
    state,
    columns: CLIENT_COLUMNS,
    rows: list.data?.clientes,
    total: list.data?.total,
    getRowId: (c) => String(c.id),
    defaultColumn: DEFAULT_COLUMN,
  });

  // 'No se encontraron clientes con ese criterio de búsqueda', once per search text.
  const settled = list.isSuccess && !list.isPlaceholderData;
  const matching = list.data?.total;
  const notifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (debouncedTerm === '') {
      notifiedFor.current = null;
      return;
    }
    if (settled && matching === 0 && notifiedFor.current !== debouncedTerm) {
      notifiedFor.current = debouncedTerm;
      notify.info(MSG.sinClientesBusqueda);
    }
  }, [debouncedTerm, settled, matching]);

  return {
    table,
    list,
    debouncedTerm,
    /** Clients matching the search. */
    matching,
    /** Clients in all (while searching, from its own one-row request). */
    everything: debouncedTerm !== '' ? all.data : matching,
    searching: term.trim() !== debouncedTerm || (list.isPlaceholderData && list.isFetching),
  };
}

export type ClientsTableInstance = ReturnType<typeof useClientsList>['table'];
