import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeRemoto, getRemotos, revertRemoto } from '@camping/contracts/api/remotos';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';

export const remotosKeys = { all: ['remotos'] as const };

/** GET /api/remotes: every remote's URL and build, and the shell's. */
export function useRemotos() {
  return useQuery({ queryKey: remotosKeys.all, queryFn: ({ signal }) => getRemotos(signal) });
}

/** PUT or POST revert; the list refetches so every row on screen is current. A refusal stays under the field. */
export function useRemotoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name: string; url?: string }) =>
      change.url === undefined ? revertRemoto(change.name) : changeRemoto(change.name, { url: change.url }),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: remotosKeys.all });
    },
    onError: (error, change) => {
      // A refused URL is shown beside its field (remoto-card); a failed revert gets the toast.
      if (change.url !== undefined) return;
      const message = failureMessage(error, MSG.errorActualizarRemoto);
      if (message) notify.error(message);
    },
  });
}
