import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerProtection } from '@casino/contracts';
import { PLAY_SESSION_QUERY_KEY } from './get-play-session.ts';
import { PROTECTION_QUERY_KEY } from './get-protection.ts';

/** A protection write: its answer is the settings as they now stand, kept as the query's data. */
export function useProtectionMutation<Input>(write: (input: Input) => Promise<PlayerProtection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (protection) => {
      queryClient.setQueryData(PROTECTION_QUERY_KEY, protection);
      // The session's end under the session limit may have moved.
      await queryClient.invalidateQueries({ queryKey: PLAY_SESSION_QUERY_KEY });
    },
  });
}
