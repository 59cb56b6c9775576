import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updatePrecio } from '@camping/contracts/api/hospedajes';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { notify, notifyWithAction } from '@camping/ui/toast';
import { preciosKeys } from './get-precios';

/** A price change: the row, its new price and the one it replaces (for the toast's Deshacer). */
export interface PrecioChange {
  id: number;
  precio: number;
  anterior: number;
}

/** Deshacer: puts the old price back with the same PUT, once (the toast closes on click). */
async function restorePrecio(queryClient: QueryClient, change: PrecioChange): Promise<void> {
  try {
    await updatePrecio({ id: change.id, precio: change.anterior });
    notify.success(MSG.precioRestaurado);
  } catch (error) {
    const message = failureMessage(error, MSG.errorActualizarPrecio);
    if (message) notify.error(message);
  } finally {
    await queryClient.invalidateQueries({ queryKey: preciosKeys.all });
  }
}

/** PUT hospedajes {id, precio} (admin only on the server); the prices refetch after it, and the toast can undo it. */
export function useUpdatePrecio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, precio }: PrecioChange) => updatePrecio({ id, precio }),
    onSuccess: async (_answer, change) => {
      notifyWithAction(MSG.precioActualizado, { label: MSG.deshacer, onClick: () => void restorePrecio(queryClient, change) });
      await queryClient.invalidateQueries({ queryKey: preciosKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorActualizarPrecio);
      if (message) notify.error(message);
    },
  });
}
