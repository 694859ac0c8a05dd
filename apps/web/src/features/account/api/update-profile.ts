import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** PUT /api/me/profile with a ProfileUpdate; answers the stored Profile. */
export function updateProfile(update: ProfileUpdate) {
  return callApi('updateProfile', { body: update });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(['me', 'profile'], profile);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
