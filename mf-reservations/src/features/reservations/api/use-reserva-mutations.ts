/** Writes on reservations; each refetches the list (and what depends on it: availability) once it succeeds. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from '@camping/contracts/api/http';
import { cancelarReserva, createReserva, createReservaRapida, deleteReserva, updateReserva } from '@camping/contracts/api/reservas';
import type { ReservaCancelarData } from '@camping/contracts/schemas/cancelacion';
import type { ReservaCreateInput, ReservaUpdateInput } from '@camping/contracts/schemas/reserva';
import type { ReservaRapidaInput } from '@camping/contracts/schemas/reserva-rapida';

/** Every reservation query and the availability again: what any write on a reservation makes stale. */
export function useRefetchAfterWrite() {
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
  const queryClient = useQueryClient();
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: (body: ReservaUpdateInput) => updateReserva(body),
    onSuccess: () => void refetch(),
    // A clash means someone booked meanwhile: what the form offers as free is out of date.
    onError: (error) => {
      if (apiErrorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: ['hospedajes'] });
    },
  });
}

export function useDeleteReserva() {
  const refetch = useRefetchAfterWrite();
  return useMutation({ mutationFn: (id: number) => deleteReserva(id), onSuccess: () => void refetch() });
}

/**
 * «Cancelar reserva» (issue 32). A refusal for the stay's state (409: cancelled, finished or checked in meanwhile)
 * means the lists are out of date too.
 */
export function useCancelReserva() {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: (body: ReservaCancelarData) => cancelarReserva(body),
    onSuccess: () => void refetch(),
    onError: (error) => {
      if (apiErrorStatus(error) === 409) void refetch();
    },
  });
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
