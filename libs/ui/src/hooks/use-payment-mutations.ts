/**
 * The payments panel's writes (issue 16) as TanStack Query mutations on the admin area's one client: once the server
 * has the payment, every stay, list and report that shows money is marked stale, in this remote and in the others
 * (stay-query-keys.ts). Each submission carries its own Idempotency-Key (apiRequest); a mutation is never retried.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPago, deletePago, updatePago } from '@camping/contracts/api/pagos';
import type { PagoCreateData, PagoUpdateData } from '@camping/contracts/schemas/pago';
import { MONEY_WRITE_KEYS } from './stay-query-keys';

/** Marks what money changes as stale; not awaited: the clerk sees the answer at once, the figures follow. */
export function useMoneyWritten() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of MONEY_WRITE_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

/** «Registrar pago» (no id) or «Guardar pago» (the payment's id). */
export function useSavePago() {
  const written = useMoneyWritten();
  return useMutation({
    mutationFn: (pago: PagoCreateData | PagoUpdateData) => ('id' in pago ? updatePago(pago) : createPago(pago)),
    onSuccess: written,
  });
}

/** «Eliminar» a payment, once confirmed. */
export function useDeletePago() {
  const written = useMoneyWritten();
  return useMutation({ mutationFn: (id: number) => deletePago(id), onSuccess: written });
}
