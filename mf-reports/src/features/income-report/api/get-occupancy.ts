/** GET reservas?ocupacion&fecha_inicio&fecha_fin: nights sold over nights available, per lodging type. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOcupacion } from '@camping/contracts/api/reservas';
import type { OcupacionQuery } from '@camping/contracts/schemas/ocupacion';
import { REPORTS_QUERY_KEY } from './get-income-report';

/** `range` is null while the filters have no complete, valid range: occupancy needs both ends. */
export function useOccupancy(range: OcupacionQuery | null) {
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, 'ocupacion', range],
    queryFn: ({ signal }) => getOcupacion(range as OcupacionQuery, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
