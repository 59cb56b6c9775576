/** The reservation list (GET reservas), newest entry first as the server sorts it. */
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@camping/contracts/api/http';
import { listReservas } from '@camping/contracts/api/reservas';
import { MSG } from '@camping/contracts/messages';

export const reservasQueryKey = ['reservas'] as const;

export function useReservas() {
  return useQuery({ queryKey: reservasQueryKey, queryFn: ({ signal }) => listReservas(signal) });
}

/** Spec section 8: a list that fails to load reads 'Error al cargar las reservas'; a non-array, the format error. */
export function loadErrorMessage(error: unknown): string {
  if (errorMessage(error, '') === MSG.errorFormatoDatos) return MSG.errorFormatoDatos;
  return MSG.errorCargarReservas;
}
