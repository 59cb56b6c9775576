/**
 * The TanStack Table wiring of every admin list that the server pages and sorts (Clientes, Reservas): the page and
 * sort state, back to page 1 when the search, a filter or the page size changes, and a table that only draws the
 * page it is given (manual sorting and pagination: the browser never holds the whole list).
 *
 * Two hooks, because the page's request needs the state and the table needs the page:
 *   const state = usePagedTableState({ defaultSort, pageSize, resetKey });
 *   const page = useSomePage(state.request);
 *   const table = usePagedTable({ state, columns, rows: page.data?.rows, total: page.data?.total, getRowId });
 */
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';

export interface PagedTableStateOptions {
  defaultSort: SortingState;
  pageSize: number;
  /** Whatever, when it changes, starts the list again on page 1 (the search text, the filters). */
  resetKey: string;
}

export interface PagedTableState {
  sorting: SortingState;
  setSorting: (sorting: SortingState) => void;
  pagination: PaginationState;
  setPageIndex: (pageIndex: number) => void;
  /** What the page's request needs: 1-based page, page size, the one sort column. */
  request: { page: number; pageSize: number; sortId: string; desc: boolean };
}

export function usePagedTableState({ defaultSort, pageSize, resetKey }: PagedTableStateOptions): PagedTableState {
  const [sorting, setSortingState] = useState<SortingState>(defaultSort);
  const [pageIndex, setPageIndex] = useState(0);
  // A new search, filter or page size starts on page 1 (adjusted while rendering: no request for a stale page).
  const [lastReset, setLastReset] = useState(`${resetKey}|${pageSize}`);
  if (lastReset !== `${resetKey}|${pageSize}`) {
    setLastReset(`${resetKey}|${pageSize}`);
    setPageIndex(0);
  }
  const sort = sorting[0] ?? defaultSort[0];
  return {
    sorting,
    setSorting: (next) => {
      setSortingState(next);
      setPageIndex(0);
    },
    pagination: { pageIndex, pageSize },
    setPageIndex,
    request: { page: pageIndex + 1, pageSize, sortId: sort.id, desc: sort.desc },
  };
}

export interface PagedTableOptions<Row> {
  state: PagedTableState;
  columns: ColumnDef<Row>[];
  /** The rows of the current page, as the server sorted them. */
  rows: Row[] | undefined;
  /** How many rows match in all; undefined while the first page loads. */
  total: number | undefined;
  getRowId: (row: Row) => string;
  defaultColumn?: Partial<ColumnDef<Row>>;
}

const EMPTY: never[] = [];

export function usePagedTable<Row>({ state, columns, rows, total, getRowId, defaultColumn }: PagedTableOptions<Row>) {
  const { pagination, setPageIndex } = state;
  const pageCount = total === undefined ? -1 : Math.max(1, Math.ceil(total / pagination.pageSize));
  // After a delete (or another receptionist's) the last page may be gone: stay on the last page that exists.
  if (pageCount > 0 && pagination.pageIndex > pageCount - 1) setPageIndex(pageCount - 1);

  // TanStack Table returns a stable, mutable instance by design; these apps do not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable<Row>({
    data: rows ?? (EMPTY as Row[]),
    columns,
    ...(defaultColumn ? { defaultColumn } : {}),
    state: { sorting: state.sorting, pagination },
    onSortingChange: (updater) => state.setSorting(typeof updater === 'function' ? updater(state.sorting) : updater),
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      setPageIndex(next.pageIndex);
    },
    manualSorting: true,
    manualPagination: true,
    pageCount,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
  });
}
