/** Lodging types (GET hospedajes?tipos), shared by the wizard and Reserva Rápida. */
import { useQuery } from '@tanstack/react-query';
import { getTipos } from '@camping/contracts/api/hospedajes';

export const tiposQueryKey = ['hospedajes', 'tipos'] as const;

export function useTipos() {
  return useQuery({
    queryKey: tiposQueryKey,
    queryFn: ({ signal }) => getTipos(signal).then((r) => r.tipos),
    staleTime: 10 * 60_000,
  });
}
