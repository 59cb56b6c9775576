import { useQuery } from '@tanstack/react-query';
import { getCanales } from '@camping/contracts/api/canales';

export const canalesKeys = { all: ['canales'] as const };

/** GET canales: every cabin and dormi with its iCal export URL. */
export function useCanales() {
  return useQuery({ queryKey: canalesKeys.all, queryFn: ({ signal }) => getCanales(signal) });
}
