import { act, renderHook } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagedTable, usePagedTableState } from './use-paged-table';

interface Row {
  id: number;
  nombre: string;
}

const COLUMNS: ColumnDef<Row>[] = [
  { id: 'nombre', header: 'Nombre', accessorFn: (r) => r.nombre },
  { id: 'acciones', header: 'Acciones', enableSorting: false },
];

/** The two hooks as a screen wires them, with a page the test hands in as the server's answer. */
function useTable(props: { resetKey: string; pageSize: number; rows?: Row[]; total?: number }) {
  const state = usePagedTableState({ defaultSort: [{ id: 'nombre', desc: false }], pageSize: props.pageSize, resetKey: props.resetKey });
  const table = usePagedTable({ state, columns: COLUMNS, rows: props.rows, total: props.total, getRowId: (r) => String(r.id) });
  return { state, table };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, nombre: `N${i + 1}` }));

describe('usePagedTable', () => {
  it('draws the page it is given as the server sorted it, with the page count from the total', () => {
    const { result } = renderHook(() => useTable({ resetKey: '', pageSize: 10, rows: rows(3).reverse(), total: 23 }));
    expect(result.current.table.getRowModel().rows.map((r) => r.original.id)).toEqual([3, 2, 1]);
    expect(result.current.table.getPageCount()).toBe(3);
    expect(result.current.state.request).toEqual({ page: 1, pageSize: 10, sortId: 'nombre', desc: false });
  });

  it('asks for the next page, and for page 1 again when the sort changes', () => {
    const { result } = renderHook(() => useTable({ resetKey: '', pageSize: 10, rows: rows(10), total: 23 }));
    act(() => result.current.table.nextPage());
    expect(result.current.state.request.page).toBe(2);
    act(() => result.current.table.getColumn('nombre')!.toggleSorting(true));
    expect(result.current.state.request).toEqual({ page: 1, pageSize: 10, sortId: 'nombre', desc: true });
  });

  it('starts again on page 1 when the search, a filter or the page size changes', () => {
    const { result, rerender } = renderHook((props: { resetKey: string; pageSize: number }) => useTable({ ...props, rows: rows(10), total: 50 }), {
      initialProps: { resetKey: '', pageSize: 10 },
    });
    act(() => result.current.state.setPageIndex(3));
    expect(result.current.state.request.page).toBe(4);
    rerender({ resetKey: 'perez', pageSize: 10 });
    expect(result.current.state.request.page).toBe(1);
    act(() => result.current.state.setPageIndex(2));
    rerender({ resetKey: 'perez', pageSize: 3 });
    expect(result.current.state.request.page).toBe(1);
  });

  it('steps back to the last page that exists when the total shrinks (a delete)', () => {
    const { result, rerender } = renderHook((props: { total: number }) => useTable({ resetKey: '', pageSize: 10, rows: [], total: props.total }), {
      initialProps: { total: 21 },
    });
    act(() => result.current.state.setPageIndex(2));
    rerender({ total: 20 });
    expect(result.current.state.request.page).toBe(2);
  });

  it('knows no page count while the first page loads, and one page for an empty list', () => {
    const { result, rerender } = renderHook((props: { total?: number }) => useTable({ resetKey: '', pageSize: 10, total: props.total }), {
      initialProps: {} as { total?: number },
    });
    expect(result.current.table.getPageCount()).toBe(-1);
    expect(result.current.table.getRowModel().rows).toEqual([]);
    rerender({ total: 0 });
    expect(result.current.table.getPageCount()).toBe(1);
  });
});
