import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/me/profile: the §3 profile fields of the signed-in player. */
export function getProfile(signal?: AbortSignal) {
  return callApi('getProfile', { signal });
}

/** Under ['me'] so that everything about the player is refreshed together. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'profile'], queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
