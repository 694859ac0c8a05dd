import type { HandoffPreview, SessionResponse } from '@casino/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/session.ts';
import { openModal, showToast } from '../../../lib/ui-store.ts';
import { exchangeHandoff, previewHandoff } from '../api/handoff.ts';
import { exchangeSessionReturn, previewSessionReturn } from '../api/session-return.ts';

/** A session a link offers (§2.4): the `account` parameter's hand-off token, or the reauth route's uuid. */
export type HandedSession =
  { kind: 'handoff'; token: string } | { kind: 'session_return'; sessionUuid: string };

/** What the CONFIRM_SIGN_IN modal receives: the link's session and the masked account it opens. */
export interface SignInOffer {
  handed: HandedSession;
  maskedEmail: string;
}

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
    openModal('CONFIRM_SIGN_IN', { ...offer });
  } catch (error) {
    showApiError(error);
  }
}

/** The offer a CONFIRM_SIGN_IN modal was opened with, or null when its props hold none. */
export function signInOfferFrom(props: Record<string, unknown>): SignInOffer | null {
  const { handed, maskedEmail } = props;
  if (typeof maskedEmail !== 'string' || typeof handed !== 'object' || handed === null) return null;
  const fields = handed as Record<string, unknown>;
  if (fields.kind === 'handoff' && typeof fields.token === 'string')
    return { handed: { kind: 'handoff', token: fields.token }, maskedEmail };
  if (fields.kind === 'session_return' && typeof fields.sessionUuid === 'string')
    return { handed: { kind: 'session_return', sessionUuid: fields.sessionUuid }, maskedEmail };
  return null;
}

export function showApiError(error: unknown): void {
  showToast({
    kind: 'error',
    text: `apiErrors.${error instanceof ApiError ? error.code : 'internal'}`,
    translate: true,
  });
}
