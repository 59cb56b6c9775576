/** Occupancy per lodging type over a period, from `GET reservas?ocupacion&fecha_inicio&fecha_fin`. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOcupacion } from '@camping/contracts/api/reservas';
import type { IsoRange } from '../lib/calendar-range';

export function useOcupacion(range: IsoRange) {
  return useQuery({
    queryKey: ['reservas', 'ocupacion', range.desde, range.hasta],
    queryFn: ({ signal }) => getOcupacion({ fecha_inicio: range.desde, fecha_fin: range.hasta }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
