/**
 * The Reservas list, one page at a time (GET reservas?page=): the server filters, searches, sorts and counts, so
 * the screen never downloads the whole table. The previous page stays on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@camping/contracts/api/http';
import { listReservasPagina, type ReservasPaginaParams } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';
import { RESERVA_SORT_DEFAULT } from '@camping/contracts/schemas/reserva-pagina';

/** Every reservation query starts with this key: a write invalidates them all. */
export const reservasQueryKey = ['reservas'] as const;

export function useReservasPagina(params: ReservasPaginaParams) {
  return useQuery({
    queryKey: [...reservasQueryKey, 'pagina', params],
    queryFn: ({ signal }) => listReservasPagina(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many reservations exist in all (the M of «N de M» while a search or filter is on): one row is asked for. */
export function useReservasTotal(enabled: boolean) {
  return useQuery({
    queryKey: [...reservasQueryKey, 'total'],
    queryFn: ({ signal }) => listReservasPagina({ page: 1, page_size: 1, sort: RESERVA_SORT_DEFAULT }, signal),
    select: (pagina) => pagina.total,
    enabled,
  });
}

/** Spec section 8: a list that fails to load reads 'Error al cargar las reservas'; a non-array, the format error. */
export function loadErrorMessage(error: unknown): string {
  if (errorMessage(error, '') === MSG.errorFormatoDatos) return MSG.errorFormatoDatos;
  return MSG.errorCargarReservas;
}
