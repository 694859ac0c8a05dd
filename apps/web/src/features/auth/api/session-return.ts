import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/session-return/preview: which account the session_uuid opens (masked), without using it. */
export function previewSessionReturn(sessionUuid: string) {
  return callApi('previewSessionReturn', { body: { sessionUuid } });
}

/**
 * POST /api/auth/session-return: exchanges the session_uuid of the reauth route for a new session.
 * `confirm` as for the hand-off: without it a browser signed in as another account is refused.
 */
export function exchangeSessionReturn(sessionUuid: string, confirm: boolean) {
  return callApi('redeemSessionReturn', { body: { sessionUuid, confirm } });
}
