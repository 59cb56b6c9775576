/**
 * Units of a type free for every night of [entrada, salida) (GET hospedajes?tipo_hospedaje_id&fecha_entrada&
 * fecha_salida). Camping and groups have no units, so nothing is asked for them.
 */
import { useQuery } from '@tanstack/react-query';
import { getDisponibles } from '@camping/contracts/api/hospedajes';
import { isIsoDate } from '@camping/contracts/dates';
import { tipoSinUnidad } from '@camping/contracts/domain';

export function availableUnitsQueryKey(tipoId: number | null, entrada: string, salida: string) {
  return ['hospedajes', 'disponibles', tipoId, entrada, salida] as const;
}

export function canAskAvailability(tipoId: number | null, entrada: string, salida: string): tipoId is number {
  return tipoId !== null && !tipoSinUnidad(tipoId) && isIsoDate(entrada) && isIsoDate(salida) && entrada < salida;
}

export function useAvailableUnits(tipoId: number | null, entrada: string, salida: string) {
  return useQuery({
    queryKey: availableUnitsQueryKey(tipoId, entrada, salida),
    queryFn: ({ signal }) =>
      getDisponibles({ tipo_hospedaje_id: tipoId as number, fecha_entrada: entrada, fecha_salida: salida }, signal).then(
        (r) => [...r.hospedajes].sort((a, b) => a.numero - b.numero),
      ),
    enabled: canAskAvailability(tipoId, entrada, salida),
    // Availability changes while the receptionist types: always ask again when the form comes back to it.
    staleTime: 0,
  });
}
