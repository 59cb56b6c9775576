/**
 * PUT reservas with a stay's new unit and/or dates. The answer replaces the stay in the window's list at once (no
 * flash back to the old place while the window reloads); then every reservation query and the free units refetch.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReserva } from '@camping/contracts/api/reservas';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reservasEnRangoKey } from '../../calendar/api/use-reservas-en-rango';
import type { IsoRange } from '../../calendar/lib/calendar-range';
import type { StayChange } from '../lib/stay-change';

export function useUpdateStay(window: IsoRange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StayChange) => updateReserva(change),
    onSuccess: (res) => {
      queryClient.setQueryData<Reserva[]>(reservasEnRangoKey(window), (list) =>
        list?.map((r) => (r.id === res.reserva.id ? res.reserva : r)),
      );
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reservas'] }),
        queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] }),
      ]);
    },
  });
}
