import { replace, type LoaderFunction } from 'react-router';
import { isGameCategory } from '@casino/rules';
import { offerHandedSession } from '../features/auth/lib/handed-session.ts';
import { bonusLinkSlug, openStoredBonusLink } from '../features/bonuses/lib/bonus-link.ts';
import { PATHS, to, withLanguage } from '../lib/localized-loader.ts';
import { logEvent } from '../lib/log-event.ts';
import { getStoredUserId, isAuthenticated, loadSession } from '../lib/session.ts';
import { STORAGE_KEYS, storage } from '../lib/storage-keys.ts';
import type { ModalWithoutRequiredProps } from '../lib/modal-props.ts';
import { openModal, showToast } from '../lib/ui-store.ts';

/**
 * The behaviour of routes that do something and move on (§2.1–§2.5). Every loader first checks the language
 * segment, so that an unsupported one (`/xx/registration`) shows the 404 page without side effects.
 * Redirects replace the history entry: Back never returns to a route that only redirects.
 */

/** The query parameter that sets the sport permission flag (§2.4), removed from the address afterwards. */
export const SPORT_PERMISSION_PARAM = 'sportPermission';
export const SPORT_PERMISSION_ENABLED = 'enabled';
/** The internal tester who may always open the sportsbook (§6). Configured at build time. */
export const SPORT_TESTER_USER_ID: string = import.meta.env.VITE_SPORT_TESTER_USER_ID || 'sport-tester';

/** The `:lang?` route: only the language check. */
export const languageLoader = withLanguage(() => null);

const searchOf = (request: Request) => new URL(request.url).search;

/** catch-all (§2.1): an unknown route goes to the 404 page. */
export const notFoundLoader = withLanguage((_args, language) => to(PATHS.notFound, language));

/** redirect-lobby → main, keeping the query (campaign parameters). */
export const toMainLoader = withLanguage(({ request }, language) =>
  to(PATHS.main, language, searchOf(request)),
);

/** registration, login, welcome-back: open the modal, then the main page. Logged-in players just go to main. */
export function guestModalLoader(name: ModalWithoutRequiredProps): LoaderFunction {
  return withLanguage(async ({ request }, language) => {
    await loadSession();
    if (!isAuthenticated()) openModal(name);
    return to(PATHS.main, language, searchOf(request));
  });
}

/**
 * reset-password/:token, the link of the password-reset e-mail: opens the reset-password modal with the token
 * (the modal asks for the new password), then the main page. The token leaves the address at once.
 */
export const resetPasswordLoader = withLanguage(({ params }, language) => {
  openModal('RESET_PASSWORD', { token: params.token ?? '' });
  return to(PATHS.main, language);
});

/** deposit, deposit/modal (§2.3 standalone deposit): DEPOSIT when logged in, SIGNUP otherwise; then main. */
export const depositLoader = withLanguage(async ({ request }, language) => {
  await loadSession();
  openModal(isAuthenticated() ? 'DEPOSIT' : 'SIGNUP');
  return to(PATHS.main, language, searchOf(request));
});

/** deposit-success/{merchantId?}: the payment-completed modal, then the payment history. */
export const depositSuccessLoader = withLanguage(async (_args, language) => {
  // The player comes back from the provider on a full page load: the payment-completed modal needs the session.
  await loadSession();
  openModal('PAYMENT_COMPLETED');
  return to(PATHS.paymentHistory, language);
});

/** deposit-failure/*, deposit-cancel/*, deposit-return/{merchantId?}: the payment history. */
export const paymentHistoryLoader = withLanguage((_args, language) => to(PATHS.paymentHistory, language));

/** Account area (§2.5): guests go to the main page (once the boot has learnt who is signed in). */
export const requireAuthLoader = withLanguage(async (_args, language) => {
  await loadSession();
  return isAuthenticated() ? null : to(PATHS.main, language);
});

/** The shape the server accepts for a session-return uuid (contracts: sessionReturnRequestSchema). */
const SESSION_UUID = /^[\w.~+/=-]{16,200}$/;

/**
 * reauth/{session} (§2.4): reads status, message and session_uuid. An error status shows the message as an
 * error toast; otherwise the session the uuid opens is offered (features/auth/lib/handed-session.ts): saved at
 * once when this browser is already signed in as that account, else only after the player confirms it in the
 * CONFIRM_SIGN_IN modal. Then the main page. A malformed, spent or expired uuid shows the invalid-link message
 * and changes nothing.
 */
export const reauthLoader = withLanguage(async ({ request }, language) => {
  const query = new URL(request.url).searchParams;
  if (query.get('status') === 'error') {
    const message = query.get('message');
    showToast(
      message
        ? { kind: 'error', text: message }
        : { kind: 'error', text: 'general.somethingWentWrong', translate: true },
    );
    return to(PATHS.main, language);
  }
  const sessionUuid = query.get('session_uuid');
  if (sessionUuid !== null) {
    if (!SESSION_UUID.test(sessionUuid))
      showToast({ kind: 'error', text: 'apiErrors.invalid_token', translate: true });
    else await offerHandedSession({ kind: 'session_return', sessionUuid });
  }
  return to(PATHS.main, language);
});

/**
 * action (§2.4): stores the `data` query value, then the main page. A bonus link (`bonus:<slug>`, §3 "activated
 * by link") opens its offer there in the EVENT modal, once: the stored value is removed
 * (features/bonuses/lib/bonus-link.ts). The session is known first, so the offer shows a player the claim and a
 * guest the way to sign up.
 */
export const actionLoader = withLanguage(async ({ request }, language) => {
  const data = new URL(request.url).searchParams.get('data');
  if (data !== null) storage.set(STORAGE_KEYS.actionData, data);
  if (bonusLinkSlug(data) !== null) {
    await loadSession();
    openStoredBonusLink();
  }
  return to(PATHS.main, language);
});

/** lucky-pigeon (§2.2): logs an event, then the main page. */
export const luckyPigeonLoader = withLanguage(({ request }, language) => {
  logEvent('lucky_pigeon.visit', { path: new URL(request.url).pathname });
  return to(PATHS.main, language);
});

/**
 * sport/* (§2.4, §6): open only with the permission flag 'enabled' in storage or as the internal tester.
 * `?sportPermission=enabled` sets the flag (any other value clears it) and is removed from the address.
 */
export const sportLoader = withLanguage(({ request }, language) => {
  const url = new URL(request.url);
  const param = url.searchParams.get(SPORT_PERMISSION_PARAM);
  if (param !== null) {
    if (param === SPORT_PERMISSION_ENABLED)
      storage.set(STORAGE_KEYS.sportPermission, SPORT_PERMISSION_ENABLED);
    else storage.remove(STORAGE_KEYS.sportPermission);
    url.searchParams.delete(SPORT_PERMISSION_PARAM);
    return replace(`${url.pathname}${url.search}`);
  }
  return hasSportAccess() ? null : to(PATHS.main, language);
});

export function hasSportAccess(): boolean {
  return (
    storage.get(STORAGE_KEYS.sportPermission) === SPORT_PERMISSION_ENABLED ||
    getStoredUserId() === SPORT_TESTER_USER_ID
  );
}

/** games/{categoryId?} (§2.6): an unknown category is an unknown route. */
export const gamesLoader = withLanguage(({ params }, language) => {
  const { categoryId } = params;
  return categoryId === undefined || isGameCategory(categoryId) ? null : to(PATHS.notFound, language);
});
