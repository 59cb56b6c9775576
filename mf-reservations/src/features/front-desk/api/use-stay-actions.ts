/**
 * «Registrar ingreso», «Registrar salida» and «No se presentó» (issue 17): a toast with the server's words either way
 * (a check-out with a balance says what is owed, as a warning), then every reservation query again (the day, the
 * lists) and the availability (a no-show or an early departure frees nights). An early check-out (issue 32) sends
 * what the clerk chose to charge (`salida`).
 */
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '@camping/contracts/api/http';
import { registrarIngreso, registrarNoShow, registrarSalida } from '@camping/contracts/api/hoy';
import { registrarIngresoConLlegada } from '@camping/contracts/api/huespedes';
import { MSG } from '@camping/contracts/messages';
import type { EstadiaSalidaInput } from '@camping/contracts/schemas/hoy';
import { notify } from '@camping/ui/toast';
import { useRefetchAfterWrite } from '../../reservations/api/use-reserva-mutations';
import { registerEarlyCheckout } from './register-early-checkout';

export type StayAction = 'ingreso' | 'salida' | 'no-show';

/** What an early check-out charges, and how an overpayment goes back. */
export type SalidaOpciones = Omit<EstadiaSalidaInput, 'id'>;

const CALL = { ingreso: registrarIngreso, salida: registrarSalida, 'no-show': registrarNoShow } as const;
const FALLBACK: Record<StayAction, string> = {
  ingreso: MSG.errorRegistrarIngreso,
  salida: MSG.errorRegistrarSalida,
  'no-show': MSG.errorRegistrarNoShow,
};

export function useStayAction() {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    // The check-in from the guests form (issue 36) sends the arrival time; the dialog shows its refusal in place.
    mutationFn: ({ action, id, salida, horaLlegada }: { action: StayAction; id: number; salida?: SalidaOpciones; horaLlegada?: string }) =>
      action === 'salida' && salida
        ? registerEarlyCheckout({ id, ...salida })
        : action === 'ingreso' && horaLlegada
          ? registrarIngresoConLlegada(id, horaLlegada)
          : CALL[action](id),
    onSuccess: (answer) => {
      if ('con_saldo' in answer && answer.con_saldo) notify.warning(answer.message);
      else notify.success(answer.message);
      void refetch();
    },
    onError: (error, { action, salida, horaLlegada }) => {
      // The early check-out's and the check-in's dialogs show their refusal in place, next to what the clerk chose.
      const message = salida || horaLlegada ? null : failureMessage(error, FALLBACK[action]);
      if (message) notify.error(message);
      void refetch();
    },
  });
}
