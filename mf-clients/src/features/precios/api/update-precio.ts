import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePrecio } from '@camping/contracts/api/hospedajes';
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { PrecioUpdateInput } from '@camping/contracts/schemas/hospedaje';
import { notify } from '@camping/ui/toast';
import { preciosKeys } from './get-precios';

/** PUT hospedajes {id, precio} (admin only on the server); the prices refetch after it. */
export function useUpdatePrecio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrecioUpdateInput) => updatePrecio(body),
    onSuccess: async () => {
      notify.success(MSG.precioActualizado);
      await queryClient.invalidateQueries({ queryKey: preciosKeys.all });
    },
    onError: (error) => notify.error(errorMessage(error, MSG.errorActualizarPrecio)),
  });
}
