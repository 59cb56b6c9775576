import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHistorial, type HistorialFiltros } from '@camping/contracts/api/historial';

export const historialKeys = {
  all: ['historial'] as const,
  page: (filtros: HistorialFiltros) => [...historialKeys.all, filtros] as const,
};

/** GET historial: one page of the whole history (administrators), the previous page kept while the next loads. */
export function useHistorial(filtros: HistorialFiltros, enabled: boolean) {
  return useQuery({
    queryKey: historialKeys.page(filtros),
    queryFn: ({ signal }) => getHistorial(filtros, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
