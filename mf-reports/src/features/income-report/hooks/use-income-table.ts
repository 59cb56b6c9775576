/**
 * The detail table's model (TanStack Table): six columns, sorted by entry date, newest first (the default sort of
 * reservations, spec section 9), 10 rows a page. The page keeps the instance so the CSV follows the same order.
 */
import { useState } from 'react';
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { LIMITES } from '@camping/contracts/domain';
import type { ReporteRow } from '@camping/contracts/schemas/reporte';
import { estadoLabel, metodoPagoLabel, tipoHospedajeLabel } from '../lib/report-labels';

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

const byText = (value: (row: ReporteRow) => string) => (a: { original: ReporteRow }, b: { original: ReporteRow }) =>
  collator.compare(value(a.original), value(b.original));

export const INCOME_COLUMNS: ColumnDef<ReporteRow>[] = [
  {
    id: 'fecha_entrada',
    header: 'Fecha',
    accessorFn: (row) => row.fecha_entrada,
    // ISO dates sort as text; ties keep a stable order by id.
    sortingFn: (a, b) => a.original.fecha_entrada.localeCompare(b.original.fecha_entrada) || a.original.id - b.original.id,
    sortDescFirst: true,
  },
  {
    id: 'nombre_cliente',
    header: 'Cliente',
    accessorFn: (row) => row.nombre_cliente,
    sortingFn: byText((row) => row.nombre_cliente),
  },
  {
    id: 'tipo_hospedaje',
    header: 'Tipo Hospedaje',
    accessorFn: (row) => tipoHospedajeLabel(row.tipo_hospedaje),
    sortingFn: byText((row) => tipoHospedajeLabel(row.tipo_hospedaje)),
  },
  {
    id: 'metodo_pago',
    header: 'Método Pago',
    accessorFn: (row) => metodoPagoLabel(row.metodo_pago),
    sortingFn: byText((row) => metodoPagoLabel(row.metodo_pago)),
  },
  {
    id: 'monto_total',
    header: 'Monto',
    accessorFn: (row) => row.monto_total,
    sortingFn: (a, b) => a.original.monto_total - b.original.monto_total,
    sortDescFirst: true,
  },
  {
    id: 'estado',
    header: 'Estado',
    accessorFn: (row) => estadoLabel(row.estado),
    sortingFn: byText((row) => estadoLabel(row.estado)),
  },
];

export const DEFAULT_SORTING: SortingState = [{ id: 'fecha_entrada', desc: true }];

export function useIncomeTable(rows: ReporteRow[]) {
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  // The project does not run the React Compiler; the table instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns: INCOME_COLUMNS,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: LIMITES.pageSize } },
    enableSortingRemoval: false,
    getRowId: (row) => String(row.id),
  });
}

export type IncomeTable = ReturnType<typeof useIncomeTable>;

/** The rows in the table's current order, every page: what the CSV exports. */
export function sortedRows(table: IncomeTable): ReporteRow[] {
  return table.getSortedRowModel().rows.map((row) => row.original);
}
