/**
 * Moving a stay (drag, resize or the «Mover» dialog) in two steps. `propose` asks first: the changed stay's
 * confirmation (issue 32) opens with the bar drawn where it would go, and nothing is saved; «Volver» puts it back.
 * `accept` sends the move (with the new amount when the clerk applied it, and the reason when the clerk overrode the
 * seasons' minimum stay, issue 35): the bar stays at its new place while the
 * server decides; a refusal (clash, capacity, past dates) puts it back and shows the server's message; a success
 * offers «Deshacer» once in its toast, which moves it back the same way, its amount too.
 */
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { enUsted } from '@camping/contracts/en-usted';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { MinimumStayBody } from '@camping/ui/minimum-stay-override';
import { notify, notifyWithAction } from '@camping/ui/toast';
import type { StayProposal } from '../../calendar/components/stay-change-dialog';
import type { IsoRange } from '../../calendar/lib/calendar-range';
import { useUpdateStay } from '../api/use-update-stay';
import { placeOf, stayChange, type StayPlace } from '../lib/stay-change';

type StayRef = Pick<Reserva, 'id' | 'hospedaje_id' | 'fecha_entrada' | 'fecha_salida' | 'monto_total'>;

export const MOVE_UNDONE = 'Cambio deshecho: la reserva volvió a su lugar';

export function useStayMove(window: IsoRange) {
  const mutation = useUpdateStay(window);
  const { mutate } = mutation;
  const [inFlight, setInFlight] = useState<ReadonlyMap<number, StayPlace>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [proposal, setProposal] = useState<StayProposal | null>(null);

  const apply = useCallback(
    (reserva: StayRef, to: StayPlace, montoTotal: number | undefined, minimo: MinimumStayBody, onSaved: (saved: Reserva, from: StayPlace) => void) => {
      const from = placeOf(reserva);
      const change = stayChange(reserva.id, from, to);
      if (!change) return;
      if (montoTotal !== undefined) change.monto_total = montoTotal;
      if (minimo.motivo_minimo !== undefined) change.motivo_minimo = minimo.motivo_minimo;
      setRefusal(null);
      setInFlight((map) => new Map(map).set(reserva.id, to));
      const settle = () =>
        setInFlight((map) => {
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
          const message = enUsted(errorMessage(failure, MSG.errorActualizarReserva));
          setRefusal(message);
          notify.error(message);
        },
      });
    },
    [mutate],
  );

  // «Deshacer» moves the stay back the same way, once (sonner closes the toast on click), with its old amount when
  // the move changed it, and the move's reason: the old place may be short of a season's minimum too (defined since
  // it was booked); where it is not, the API ignores the reason.
  const accept = useCallback(
    ({ reserva, to }: StayProposal, montoTotal: number | undefined, minimo: MinimumStayBody = {}) => {
      setProposal(null);
      apply(reserva, to, montoTotal, minimo, (saved, from) =>
        notifyWithAction(MSG.reservaActualizada, {
          label: 'Deshacer',
          onClick: () =>
            apply(saved, from, montoTotal === undefined ? undefined : reserva.monto_total, minimo, () => notify.success(MOVE_UNDONE)),
        }),
      );
    },
    [apply],
  );

  /** A drop or «Mover»: asks first; a move to where the stay already is asks nothing. */
  const propose = useCallback((proposed: StayProposal) => {
    if (stayChange(proposed.reserva.id, placeOf(proposed.reserva), proposed.to)) setProposal(proposed);
  }, []);

  // Stays drawn away from their saved place: those being saved, and the one proposed while the clerk decides.
  const pending = useMemo(
    () => (proposal ? new Map(inFlight).set(proposal.reserva.id, proposal.to) : inFlight),
    [inFlight, proposal],
  );
  /** A move refused before asking anything (a unit too small): said as the server's refusals are. */
  const refuse = useCallback((message: string) => {
    setRefusal(message);
    notify.error(message);
  }, []);
  return { propose, proposal, accept, back: () => setProposal(null), pending, refusal, refuse, clearRefusal: () => setRefusal(null), saving: mutation.isPending };
}
