import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { failureMessage } from '@camping/contracts/api/http';
import { notify } from '@camping/ui/toast';

/**
 * A Canales write: its answer's message as a toast (or `onAnswer`'s own), the queries it changes refetched, and a
 * refusal's Spanish message (or `fallback`) as an error toast; an expired session is the shell's to handle.
 */
export function useNotifyingMutation<Arg, Answer extends { message: string }>(
  mutationFn: (arg: Arg) => Promise<Answer>,
  opts: { invalidate: readonly QueryKey[]; fallback: string; onAnswer?: (answer: Answer) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      if (opts.onAnswer) opts.onAnswer(answer);
      else notify.success(answer.message);
      await Promise.all(opts.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      const message = failureMessage(error, opts.fallback);
      if (message) notify.error(message);
    },
  });
}
