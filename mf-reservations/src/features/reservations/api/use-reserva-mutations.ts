/** Writes on reservations; each refetches the list (and what depends on it: availability) once it succeeds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReserva, createReservaRapida, deleteReserva, updateReserva } from '@camping/contracts/api/reservas';
import type { ReservaCreateInput, ReservaUpdateInput } from '@camping/contracts/schemas/reserva';
import type { ReservaRapidaInput } from '@camping/contracts/schemas/reserva-rapida';

function useRefetchAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['reservas'] }),
      queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
    ]);
}

export function useCreateReserva() {
  const refetch = useRefetchAfterWrite();
  return useMutation({ mutationFn: (body: ReservaCreateInput) => createReserva(body), onSuccess: () => void refetch() });
}

export function useUpdateReserva() {
  const refetch = useRefetchAfterWrite();
  return useMutation({ mutationFn: (body: ReservaUpdateInput) => updateReserva(body), onSuccess: () => void refetch() });
}

export function useDeleteReserva() {
  const refetch = useRefetchAfterWrite();
  return useMutation({ mutationFn: (id: number) => deleteReserva(id), onSuccess: () => void refetch() });
}

export function useCreateReservaRapida() {
  const queryClient = useQueryClient();
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: (body: ReservaRapidaInput) => createReservaRapida(body),
    onSuccess: () => {
      void refetch();
      void queryClient.invalidateQueries({ queryKey: ['clientes'] });
    },
  });
}
