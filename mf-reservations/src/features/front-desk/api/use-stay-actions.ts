/**
 * «Registrar ingreso», «Registrar salida» and «No se presentó» (issue 17): a toast with the server's words either way
 * (a check-out with a balance says what is owed, as a warning), then every reservation query again (the day, the
 * lists) and the availability (a no-show or an early departure frees nights).
 */
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '@camping/contracts/api/http';
import { registrarIngreso, registrarNoShow, registrarSalida } from '@camping/contracts/api/hoy';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { useRefetchAfterWrite } from '../../reservations/api/use-reserva-mutations';

export type StayAction = 'ingreso' | 'salida' | 'no-show';

const CALL = { ingreso: registrarIngreso, salida: registrarSalida, 'no-show': registrarNoShow } as const;
const FALLBACK: Record<StayAction, string> = {
  ingreso: MSG.errorRegistrarIngreso,
  salida: MSG.errorRegistrarSalida,
  'no-show': MSG.errorRegistrarNoShow,
};

export function useStayAction() {
  const refetch = useRefetchAfterWrite();
  return useMutation({
    mutationFn: ({ action, id }: { action: StayAction; id: number }) => CALL[action](id),
    onSuccess: (answer) => {
      if ('con_saldo' in answer && answer.con_saldo) notify.warning(answer.message);
      else notify.success(answer.message);
      void refetch();
    },
    onError: (error, { action }) => {
      const message = failureMessage(error, FALLBACK[action]);
      if (message) notify.error(message);
      void refetch();
    },
  });
}
