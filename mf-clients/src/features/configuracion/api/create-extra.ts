import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createExtra } from '@camping/contracts/api/extras';
import type { ExtraCreateInput } from '@camping/contracts/schemas/extra';
import { extrasKeys } from './extras-keys';

/** POST extras (administrators); the catalogue is read again after it (its order is the server's). */
export function useCreateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtraCreateInput) => createExtra(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extrasKeys.all }),
  });
}
