import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cerrarCaja, reabrirCaja } from '@camping/contracts/api/caja';
import type { CajaCerrarData, CajaReabrirData } from '@camping/contracts/schemas/caja';
import { notify } from '@camping/ui/toast';
import { cajaKeys } from './caja-keys';

/**
 * A close or a reopening: its message as a toast, and every till and list of closures read again. A refusal is the
 * form's to show (the dialog stays open with what was typed), so it raises no toast here.
 */
function useCajaMutation<I>(call: (input: I) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: cajaKeys.all });
    },
  });
}

/** POST caja/cerrar: the session's own till. */
export const useCerrarCaja = () => useCajaMutation((data: CajaCerrarData) => cerrarCaja(data));
/** POST caja/reabrir (administrators). */
export const useReabrirCaja = () => useCajaMutation((data: CajaReabrirData) => reabrirCaja(data));
