/**
 * The «Limpieza» list of a day (issue 36), shared by the Limpieza screen, «Hoy» and the Planilla (which flag today's
 * arrivals whose unit is not limpia). Filed under 'reservas' so a check-out anywhere (the unit turns sucia) reads it
 * again, as every write on a stay does.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getLimpieza } from '@camping/contracts/api/limpieza';
import type { EstadoUnidad } from '@camping/contracts/schemas/limpieza';

export const limpiezaQueryKey = (fecha: string) => ['reservas', 'limpieza', fecha] as const;

export function useLimpieza(fecha: string, enabled = true) {
  return useQuery({
    queryKey: limpiezaQueryKey(fecha),
    queryFn: ({ signal }) => getLimpieza(fecha, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Units someone arrives at on `fecha` that are not limpia (by unit id): what «Hoy» and the Planilla flag. */
export function useUnitsNotReady(fecha: string, enabled = true): ReadonlyMap<number, EstadoUnidad> {
  const { data } = useLimpieza(fecha, enabled);
  const map = new Map<number, EstadoUnidad>();
  for (const u of data?.unidades ?? []) if (u.urgente) map.set(u.hospedaje_id, u.estado);
  return map;
}
