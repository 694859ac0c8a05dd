import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/protection: the player's limits, reality check and any break in force. */
export function getProtection(signal?: AbortSignal) {
  return callApi('getProtection', { signal });
}

export const PROTECTION_QUERY_KEY = ['protection'] as const;

export const protectionQueryOptions = () =>
  queryOptions({ queryKey: PROTECTION_QUERY_KEY, queryFn: ({ signal }) => getProtection(signal) });

export function useProtection(enabled = true) {
  return useQuery({ ...protectionQueryOptions(), enabled });
}
