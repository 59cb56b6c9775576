/** People counts offered for a type (GET hospedajes?cantidades_personas), with the spec's fallbacks (section 9). */
import { useQuery } from '@tanstack/react-query';
import { getCantidadesPersonas } from '@camping/contracts/api/hospedajes';
import { CANTIDADES_PERSONAS_FALLBACK, type TipoHospedajeId } from '@camping/contracts/domain';

function fallbackFor(tipoId: number): number[] {
  return CANTIDADES_PERSONAS_FALLBACK[tipoId as TipoHospedajeId] ?? [];
}

export function useCantidades(tipoId: number | null, capacidad?: number | null): number[] {
  const query = useQuery({
    queryKey: ['hospedajes', 'cantidades', tipoId],
    queryFn: ({ signal }) => getCantidadesPersonas(tipoId as number, signal).then((r) => r.cantidades),
    enabled: tipoId !== null,
    staleTime: 10 * 60_000,
  });
  if (tipoId === null) return [];
  const list = query.data && query.data.length > 0 ? query.data : query.isPending && !query.isError ? [] : fallbackFor(tipoId);
  return capacidad ? list.filter((n) => n <= capacidad) : list;
}
