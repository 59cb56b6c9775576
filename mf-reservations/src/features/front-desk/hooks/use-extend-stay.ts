/**
 * «Extender estadía» (issue 32): the new departure the clerk picks, the one rule for a changed stay's answer for it
 * (contracts stay-change.ts; the list's price of a night read only when the rule asks for one, as the Planilla does),
 * and the save through the edit modal's own mutation. A refusal from the server stays in the dialog with the date
 * chosen; success closes it with the edit modal's toast, and the mutation refetches «Hoy». The seasons' refusal of the
 * longer stay (issue 35) comes with its price (cabins, dormis) or apart (camping, groups: GET temporadas/limites).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { nightPriceOf, nightPriceQuery } from '@camping/contracts/api/night-price-query';
import { stayLimitOf, stayLimitsQuery } from '@camping/contracts/api/stay-limits-query';
import { tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reviewStayChange, type StayChangeReview } from '@camping/contracts/stay-change';
import type { MinimumStayBody } from '@camping/ui/minimum-stay-override';
import { notify } from '@camping/ui/toast';
import { useUpdateReserva } from '../../reservations/api/use-reserva-mutations';
import { extensionBody, extensionDateError, firstExtension } from '../lib/extend-stay';

export interface ExtendStay {
  salida: string;
  setSalida: (salida: string) => void;
  /** Why the date chosen cannot be sent (nothing is offered to send then). */
  dateError: string | null;
  /** The rule's answer for the stay ending on `salida`; null while the date is refused. */
  review: StayChangeReview | null;
  /** The server's refusal, in Spanish. */
  serverError: string | null;
  saving: boolean;
  /** «Aplicar monto nuevo» (`montoTotal`) or «Mantener monto» (undefined), with the override's reason if any. */
  save: (montoTotal: number | undefined, minimo?: MinimumStayBody) => void;
}

export function useExtendStay(reserva: Reserva, onDone: () => void): ExtendStay {
  const [salida, setSalidaState] = useState(() => firstExtension(reserva));
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateReserva();
  const dateError = extensionDateError(reserva, salida);
  const changed = useMemo(() => ({ ...reserva, fecha_salida: salida }), [reserva, salida]);
  // The rule says first whether it needs the list's price at all: camping and groups keep or prorate their amount.
  const draft = useMemo(() => reviewStayChange(reserva, changed, { status: 'pending' }), [reserva, changed]);
  const needsPrice = dateError === null && draft.amount.kind === 'pending';
  const price = nightPriceOf(
    useQuery(nightPriceQuery(
        {
          tipoId: reserva.tipo_hospedaje_id,
          personas: reserva.cantidad_personas,
          metodoPago: reserva.metodo_pago,
          entrada: reserva.fecha_entrada,
          salida,
        },
        needsPrice,
      ),
    ),
  );
  const needsLimit = dateError === null && tipoSinUnidad(reserva.tipo_hospedaje_id);
  const seasonLimit = stayLimitOf(useQuery(stayLimitsQuery(reserva.fecha_entrada, salida, needsLimit)));
  const review =
    dateError !== null ? null : needsPrice || needsLimit ? reviewStayChange(reserva, changed, needsPrice ? price : { status: 'pending' }, { seasonLimit }) : draft;

  const save = (montoTotal: number | undefined, minimo: MinimumStayBody = {}) => {
    if (dateError !== null || update.isPending) return;
    setServerError(null);
    update.mutate(extensionBody(reserva, salida, montoTotal, minimo), {
      onSuccess: () => {
        notify.success(MSG.reservaActualizada);
        onDone();
      },
      onError: (error) => {
        // An ended session shows nothing here: the login dialog opens over this one, and the date chosen stays.
        const message = failureMessage(error, MSG.errorActualizarReserva);
        if (message !== null) setServerError(message);
      },
    });
  };

  return {
    salida,
    setSalida: (next) => {
      setSalidaState(next);
      // A refusal was about the date it was given for.
      setServerError(null);
    },
    dateError,
    review,
    serverError,
    saving: update.isPending,
    save,
  };
}
