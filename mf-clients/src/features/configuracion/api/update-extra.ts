import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateExtra } from '@camping/contracts/api/extras';
import type { ExtraUpdateInput } from '@camping/contracts/schemas/extra';
import { extrasKeys } from './extras-keys';

/** PUT extras (administrators): a change of name, price or charge, or retiring an extra / offering it again. */
export function useUpdateExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtraUpdateInput) => updateExtra(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extrasKeys.all }),
  });
}
