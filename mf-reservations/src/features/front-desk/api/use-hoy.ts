/** «Hoy» of one day (GET hoy?fecha=). Under the reservations' key, so every write on a reservation refetches it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHoy } from '@camping/contracts/api/hoy';

export const hoyQueryKey = (fecha: string) => ['reservas', 'hoy', fecha] as const;

export function useHoy(fecha: string) {
  return useQuery({
    queryKey: hoyQueryKey(fecha),
    queryFn: ({ signal }) => getHoy(fecha, signal),
    placeholderData: keepPreviousData,
  });
}
