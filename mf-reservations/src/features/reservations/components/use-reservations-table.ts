/** The TanStack Table of the Reservas list: sortable columns (default entry date, newest first), 10 rows a page. */
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { nightsBetween } from '@camping/contracts/dates';
import { LIMITES } from '@camping/contracts/domain';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { normalizeText } from '../lib/local-search';

export const DEFAULT_SORT: SortingState = [{ id: 'fecha_entrada', desc: true }];

/** Column ids and headers; cells are drawn by the table component. */
export const RESERVA_COLUMNS: ColumnDef<Reserva>[] = [
  { id: 'cliente', header: 'Cliente', accessorFn: (r) => normalizeText(`${r.apellido} ${r.nombre}`) },
  {
    id: 'hospedaje',
    header: 'Hospedaje',
    accessorFn: (r) => r.tipo_hospedaje_id * 10_000 + (r.numero_hospedaje ?? 0),
    sortDescFirst: false,
  },
  { id: 'fecha_entrada', header: 'Entrada', accessorKey: 'fecha_entrada', sortDescFirst: true },
  { id: 'fecha_salida', header: 'Salida', accessorKey: 'fecha_salida', sortDescFirst: true },
  { id: 'noches', header: 'Noches', accessorFn: (r) => nightsBetween(r.fecha_entrada, r.fecha_salida) },
  { id: 'cantidad_personas', header: 'Personas', accessorKey: 'cantidad_personas' },
  { id: 'monto_total', header: 'Monto', accessorKey: 'monto_total' },
  { id: 'estado', header: 'Estado', accessorFn: (r) => r.estado || 'pendiente' },
  { id: 'acciones', header: 'Acciones', enableSorting: false },
];

export function useReservationsTable(rows: Reserva[]) {
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: LIMITES.pageSize });
  // TanStack Table returns a stable instance with changing state; this app does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns: RESERVA_COLUMNS,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (r) => String(r.id),
    autoResetPageIndex: false,
    enableSortingRemoval: false,
  });
}

export type ReservationsTableInstance = ReturnType<typeof useReservationsTable>;
