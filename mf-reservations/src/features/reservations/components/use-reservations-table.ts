/**
 * The Reservas list as the screen shows it: one page from the server (GET reservas?page=) with the search (500 ms
 * debounce), the type filter, the payment filter and one sort column, drawn by the shared paged table of libs/ui. Table: 10 rows a
 * page; cards on narrow screens: 3 a page.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { nightsBetween } from '@camping/contracts/dates';
import { LIMITES } from '@camping/contracts/domain';
import { parseSort } from '@camping/contracts/schemas/pagina';
import { type Reserva } from '@camping/contracts/schemas/reserva';
import { RESERVA_SORT_CAMPOS, RESERVA_SORT_DEFAULT, type PrereservasFiltro, type SaldoFiltro } from '@camping/contracts/schemas/reserva-pagina';
import { usePagedTable, usePagedTableState } from '@camping/ui/hooks/use-paged-table';
import { reservasQueryKey, useReservasPagina, useReservasTotal } from '../api/use-reservas';
import { TYPE_FILTERS, type TypeFilterValue } from '../lib/type-filter';

export const DEFAULT_SORT: SortingState = [{ id: RESERVA_SORT_DEFAULT.campo, desc: RESERVA_SORT_DEFAULT.desc }];

/** Column ids (the server's sort fields) and headers; cells are drawn by the table component. */
export const RESERVA_COLUMNS: ColumnDef<Reserva>[] = [
  { id: 'cliente', header: 'Cliente', accessorFn: (r) => `${r.apellido} ${r.nombre}` },
  { id: 'hospedaje', header: 'Hospedaje', accessorFn: (r) => r.tipo_hospedaje_id, sortDescFirst: false },
  { id: 'fecha_entrada', header: 'Entrada', accessorKey: 'fecha_entrada', sortDescFirst: true },
  { id: 'fecha_salida', header: 'Salida', accessorKey: 'fecha_salida', sortDescFirst: true },
  { id: 'noches', header: 'Noches', accessorFn: (r) => nightsBetween(r.fecha_entrada, r.fecha_salida) },
  { id: 'cantidad_personas', header: 'Personas', accessorKey: 'cantidad_personas' },
  { id: 'monto_total', header: 'Monto', accessorKey: 'monto_total' },
  { id: 'estado', header: 'Estado', accessorFn: (r) => r.estado || 'pendiente' },
  { id: 'pago', header: 'Pago', accessorKey: 'estado_pago', enableSorting: false },
  { id: 'acciones', header: 'Acciones', enableSorting: false },
];

export function useReservationsList({
  term,
  tipo,
  saldo = null,
  prereservas = null,
  llegadas = false,
  narrow,
}: {
  term: string;
  tipo: TypeFilterValue;
  /** The payment filter (issue 16): «Con saldo pendiente», «Pagadas» or none. */
  saldo?: SaldoFiltro | null;
  /** The holds filter («Pre-reservas», «Vencen hoy»), or null for every reservation. */
  prereservas?: PrereservasFiltro | null;
  /** «Próximas llegadas» (issue 37): arriving from today on. */
  llegadas?: boolean;
  narrow: boolean;
}) {
  const state = usePagedTableState({
    defaultSort: DEFAULT_SORT,
    pageSize: narrow ? LIMITES.narrowCards : LIMITES.pageSize,
    resetKey: `${term}|${tipo}|${saldo ?? ''}|${prereservas ?? ''}|${llegadas ? 'llegadas' : ''}`,
  });
  const { page, pageSize, sortId, desc } = state.request;
  const tipoId = TYPE_FILTERS.find((f) => f.value === tipo)?.tipoId ?? null;
  const pagina = useReservasPagina({
    page,
    page_size: pageSize,
    sort: parseSort(`${desc ? '-' : ''}${sortId}`, RESERVA_SORT_CAMPOS) ?? RESERVA_SORT_DEFAULT,
    search: term,
    tipo_hospedaje_id: tipoId,
    saldo,
    prereservas,
    llegadas: llegadas ? 'proximas' : null,
  });
  const filtering = term !== '' || tipoId !== null || saldo !== null || prereservas !== null || llegadas;
  const all = useReservasTotal(filtering);
  const queryClient = useQueryClient();
  const table = usePagedTable({
    state,
    columns: RESERVA_COLUMNS,
    rows: pagina.data?.reservas,
    total: pagina.data?.total,
    getRowId: (r) => String(r.id),
  });
  return {
    table,
    pagina,
    filtering,
    /** Rows matching the search and filter. */
    matching: pagina.data?.total,
    /** Reservations in all (known once loaded; while filtering, from its own one-row request). */
    everything: filtering ? all.data : pagina.data?.total,
    /** 'Actualizar Lista' and after the wizard: the page and the count again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: reservasQueryKey }),
  };
}

export type ReservationsTableInstance = ReturnType<typeof useReservationsList>['table'];
