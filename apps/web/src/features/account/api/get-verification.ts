import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/me/verification: status, pending-review flag and the uploaded files. */
export function getVerification(signal?: AbortSignal) {
  return callApi('getVerification', { signal });
}

export const VERIFICATION_QUERY_KEY = ['me', 'verification'] as const;

export const verificationQueryOptions = () =>
  queryOptions({ queryKey: VERIFICATION_QUERY_KEY, queryFn: ({ signal }) => getVerification(signal) });

export function useVerification() {
  return useQuery(verificationQueryOptions());
}

/** GET /api/me/verification/files/:fileId: the file, served as an attachment. */
export function verificationFileUrl(fileId: string): string {
  return `/api/me/verification/files/${encodeURIComponent(fileId)}`;
}
