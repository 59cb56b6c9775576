/**
 * TanStack Query over the season calls (issue 35). A season changes the price of its nights everywhere, so after a
 * write the list is read again; the base prices (preciosKeys) are untouched by it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTemporada, deleteTemporada, getSugerencias, getTemporadas, updateTemporada } from '@camping/contracts/api/temporadas';
import type { TemporadaDatos } from '@camping/contracts/schemas/temporada';

export const temporadasKeys = {
  all: ['temporadas'] as const,
  sugerencias: (anio: number) => ['temporadas', 'sugerencias', anio] as const,
};

export function useTemporadas() {
  return useQuery({ queryKey: temporadasKeys.all, queryFn: ({ signal }) => getTemporadas(signal) });
}

/** The holidays of a year do not change while the screen is open. */
export function useSugerencias(anio: number) {
  return useQuery({ queryKey: temporadasKeys.sugerencias(anio), queryFn: ({ signal }) => getSugerencias(anio, signal), staleTime: Infinity });
}

/** POST (new) or PUT (id) a season; the caller shows the refusal in the form. */
export function useSaveTemporada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, datos }: { id: number | null; datos: TemporadaDatos }) => (id === null ? createTemporada(datos) : updateTemporada(id, datos)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: temporadasKeys.all, exact: true }),
  });
}

export function useDeleteTemporada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTemporada(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: temporadasKeys.all, exact: true }),
  });
}
