/** Every cabin and dormi (number, type, capacity): the grid's rows and the calendar's block labels. They change rarely, so they are kept a while. */
import { useQuery } from '@tanstack/react-query';
import { listHospedajes } from '@camping/contracts/api/hospedajes';

export function useHospedajes() {
  return useQuery({
    queryKey: ['hospedajes', 'todos'],
    queryFn: ({ signal }) => listHospedajes(signal),
    select: (data) => data.hospedajes,
    staleTime: 5 * 60_000,
  });
}
