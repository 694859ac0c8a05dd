import { callApi } from '../../../lib/api-client.ts';

/** POST /api/auth/handoff/preview: which account the `account` token opens (masked), without using it. */
export function previewHandoff(token: string) {
  return callApi('previewHandoff', { body: { token } });
}

/**
 * POST /api/auth/handoff: exchanges the one-time token of the `account` parameter for a new session.
 * `confirm` says the player chose to continue as that account; without it a browser signed in as another
 * account is refused (409 confirmation_required).
 */
export function exchangeHandoff(token: string, confirm: boolean) {
  return callApi('redeemHandoff', { body: { token, confirm } });
}
