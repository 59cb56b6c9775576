import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConfiguracion } from '@camping/contracts/api/configuracion';
import type { ConfiguracionUpdateInput } from '@camping/contracts/schemas/configuracion';
import { configuracionKeys } from './get-configuracion';

/** PUT configuracion (admin only on the server); the answer is the stored settings, put straight into the cache. */
export function useUpdateConfiguracion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfiguracionUpdateInput) => updateConfiguracion(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(configuracionKeys.all, { success: true, configuracion: answer.configuracion });
    },
  });
}
