/**
 * DELETE bloqueos?id=: removes a manual «Mantenimiento» block (the API refuses imported ones: they leave with their
 * event). The windows of blocks refetch, and availability with them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { borrarBloqueo } from '@camping/contracts/api/canales-import';

export function useBorrarBloqueo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => borrarBloqueo(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bloqueos'] }),
        queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
      ]),
  });
}
