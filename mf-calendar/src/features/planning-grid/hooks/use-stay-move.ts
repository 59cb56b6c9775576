/**
 * Moving a stay (drag, resize or the «Mover» dialog): the bar is drawn at its new place while the server decides;
 * a refusal (clash, capacity, past dates) puts it back and shows the server's message; a success offers
 * «Deshacer» once in its toast, which moves it back the same way.
 */
import { useCallback, useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { notify, notifyWithAction } from '@camping/ui/toast';
import type { IsoRange } from '../../calendar/lib/calendar-range';
import { useUpdateStay } from '../api/use-update-stay';
import { placeOf, stayChange, type StayPlace } from '../lib/stay-change';

type StayRef = Pick<Reserva, 'id' | 'hospedaje_id' | 'fecha_entrada' | 'fecha_salida'>;

export const MOVE_UNDONE = 'Cambio deshecho: la reserva volvió a su lugar';

export function useStayMove(window: IsoRange) {
  const mutation = useUpdateStay(window);
  const { mutate } = mutation;
  const [pending, setPending] = useState<ReadonlyMap<number, StayPlace>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);

  const apply = useCallback(
    (reserva: StayRef, to: StayPlace, onSaved: (saved: Reserva, from: StayPlace) => void) => {
      const from = placeOf(reserva);
      const change = stayChange(reserva.id, from, to);
      if (!change) return;
      setRefusal(null);
      setPending((map) => new Map(map).set(reserva.id, to));
      const settle = () =>
        setPending((map) => {
          const next = new Map(map);
          next.delete(reserva.id);
          return next;
        });
      mutate(change, {
        onSuccess: (res) => {
          settle();
          onSaved(res.reserva, from);
        },
        onError: (failure) => {
          settle();
          const message = errorMessage(failure, MSG.errorActualizarReserva);
          setRefusal(message);
          notify.error(message);
        },
      });
    },
    [mutate],
  );

  // «Deshacer» moves the stay back the same way, once (sonner closes the toast on click).
  const move = useCallback(
    (reserva: Reserva, to: StayPlace) =>
      apply(reserva, to, (saved, from) =>
        notifyWithAction(MSG.reservaActualizada, {
          label: 'Deshacer',
          onClick: () => apply(saved, from, () => notify.success(MOVE_UNDONE)),
        }),
      ),
    [apply],
  );
  return { move, pending, refusal, clearRefusal: () => setRefusal(null), saving: mutation.isPending };
}
