import type { HandoffPreview, SessionResponse } from '@casino/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session.ts';
import type { HandedSession, SignInOffer } from '../../../lib/modal-props.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { exchangeHandoff, previewHandoff } from '../api/handoff.ts';
import { exchangeSessionReturn, previewSessionReturn } from '../api/session-return.ts';

export function previewHandedSession(handed: HandedSession): Promise<HandoffPreview> {
  return handed.kind === 'handoff' ? previewHandoff(handed.token) : previewSessionReturn(handed.sessionUuid);
}

export function exchangeHandedSession(handed: HandedSession, confirm: boolean): Promise<SessionResponse> {
  return handed.kind === 'handoff'
    ? exchangeHandoff(handed.token, confirm)
    : exchangeSessionReturn(handed.sessionUuid, confirm);
}

/**
 * Offers a link's session without ever switching silently: the server first says which account it opens
 * (using nothing). A browser already signed in as that account just gets a fresh session; otherwise the
 * CONFIRM_SIGN_IN modal asks, and only its button exchanges the token. Problems show as an error toast.
 */
export async function offerHandedSession(handed: HandedSession): Promise<void> {
  try {
    const preview = await previewHandedSession(handed);
    if (preview.sameAccount) {
      signIn((await exchangeHandedSession(handed, false)).user);
      return;
    }
    const offer: SignInOffer = { handed, maskedEmail: preview.maskedEmail };
    openModal('CONFIRM_SIGN_IN', offer);
  } catch (error) {
    showApiError(error);
  }
}

export function showApiError(error: unknown): void {
  showToast({
    kind: 'error',
    text: `apiErrors.${error instanceof ApiError ? error.code : 'internal'}`,
    translate: true,
  });
}
