/**
 * The TanStack Table behind both layouts: columns, Spanish-aware sorting (apellido ascending by default, empty
 * values last) and pages of 10. The cards of narrow screens read the same sorted rows.
 */
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import type { Cliente } from '@camping/contracts/schemas/cliente';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Compares text the way a Spanish reader expects: case and accents do not change the order. */
export const spanishText: SortingFn<Cliente> = (a, b, columnId) =>
  collator.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));

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
  { id: 'apellido', header: 'Apellido', accessorFn: (c) => c.apellido, sortingFn: spanishText },
  { id: 'nombre', header: 'Nombre', accessorFn: (c) => c.nombre, sortingFn: spanishText },
  { id: 'documento', header: 'DNI', accessorFn: (c) => c.documento, sortingFn: spanishText },
  { id: 'telefono', header: 'Teléfono', accessorFn: (c) => optional(c.telefono), sortingFn: spanishText, sortUndefined: 'last' },
  {
    id: 'modelo_vehiculo',
    header: 'Vehículo',
    accessorFn: (c) => optional(c.modelo_vehiculo),
    sortingFn: spanishText,
    sortUndefined: 'last',
  },
  { id: 'patente', header: 'Patente', accessorFn: (c) => optional(c.patente), sortingFn: spanishText, sortUndefined: 'last' },
  { id: 'created_at', header: 'Fecha de registro', accessorFn: (c) => c.created_at, sortingFn: 'basic' },
  { id: 'acciones', header: 'Acciones', enableSorting: false },
];

export const DEFAULT_SORTING: SortingState = [{ id: 'apellido', desc: false }];

export function useClientsTable(clientes: Cliente[], searchTerm: string) {
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: LIMITES.pageSize });
  // A new search starts on page 1; a refetch after an edit keeps the page the receptionist is on.
  const [lastTerm, setLastTerm] = useState(searchTerm);
  if (lastTerm !== searchTerm) {
    setLastTerm(searchTerm);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  }
  // After a delete the last page may be gone: stay on the last page that exists.
  const pageCount = Math.max(1, Math.ceil(clientes.length / pagination.pageSize));
  if (pagination.pageIndex > pageCount - 1) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a stable, mutable instance by design.
  return useReactTable({
    data: clientes,
    columns: CLIENT_COLUMNS,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getRowId: (c) => String(c.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    enableSortingRemoval: false,
    // Every column sorts ascending first (TanStack would start with descending on a column whose first value is empty).
    defaultColumn: { sortDescFirst: false },
    autoResetPageIndex: false,
  });
}

export type ClientsTableInstance = ReturnType<typeof useClientsTable>;
