import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regenerarEnlace } from '@camping/contracts/api/canales';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { canalesKeys } from './get-canales';

/** POST canales/regenerar (admin only on the server); the list refetches so every URL on screen is current. */
export function useRegenerarEnlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hospedajeId: number) => regenerarEnlace({ hospedaje_id: hospedajeId }),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: canalesKeys.all });
    },
    onError: (error) => {
      const message = failureMessage(error, MSG.errorRegenerarEnlace);
      if (message) notify.error(message);
    },
  });
}
