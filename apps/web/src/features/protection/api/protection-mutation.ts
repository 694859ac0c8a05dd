import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerProtection } from '@casino/contracts';
import { PROTECTION_QUERY_KEY } from './get-protection.ts';

/** A protection write: its answer is the settings as they now stand, kept as the query's data. */
export function useProtectionMutation<Input>(write: (input: Input) => Promise<PlayerProtection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (protection) => queryClient.setQueryData(PROTECTION_QUERY_KEY, protection),
  });
}
