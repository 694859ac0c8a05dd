/**
 * Every browser storage key of the product (§3), in one place. The names are part of the specification:
 * other services and earlier builds read them, so they never change.
 */
export const STORAGE_KEYS = {
  language: 'language',
  reloadCount: 'reload_count',
  userId: 'userId',
  prevUserEmail: 'prevUserEmail',
  email: 'email',
  /**
   * The spec's access-token key. The session secret itself lives only in an httpOnly cookie; this key holds
   * at most a non-secret marker that a session exists (see docs/security.md).
   */
  accessToken: 'access_token',
  cookiesAccepted: 'cookiesAccepted',
  gameRecentSearches: 'gameRecentSearches',
  providerRecentSearches: 'providerRecentSearches',
  lastOpenedModal: 'lastOpenedModal',
  previousFreeSpinsCount: 'previousFreeSpinsCount',
  sportPermission: 'sportPermission',
  /** Session storage: the deposit modal is shown once per session after the first login. */
  depositModalShown: 'depositModalShown',
  statusSignUp: 'statusSignUp',
  disableFields: 'disableFields',
  hideFields: 'hideFields',
  filterFields: 'filterFields',
  depositBonusPromoCode: 'DEPOSIT_BONUS_PROMOCODE',
  /** Stored by the data route (§2.4). */
  actionData: 'actionData',
  /** The docked sidebar's state, 'true' when collapsed (written only when the player toggles it). */
  sidebarCollapsed: 'sidebarCollapsed',
  /**
   * Session storage: the last reality check the player answered, as '<session start>|<epoch ms>', so a reload
   * does not ask again at once (and a lost value asks again: the safe side).
   */
  realityCheckAnswered: 'realityCheckAnswered',
  /** Session storage: the referral code of the link the visitor came through (`?ref=`), for §4's UK rules. */
  referralCode: 'referralCode',
} as const;

/** Per-user floating banner key: '{game}IsAlreadyShowed' holds the next local day start as a timestamp. */
export function alreadyShowedKey(game: string): string {
  return `${game}IsAlreadyShowed`;
}

/** Storage access that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string, area: Storage | undefined = safeArea('local')): string | null {
    try {
      return area?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string, area: Storage | undefined = safeArea('local')): void {
    try {
      area?.setItem(key, value);
    } catch {
      /* storage full or disabled: the product works without persistence */
    }
  },
  remove(key: string, area: Storage | undefined = safeArea('local')): void {
    try {
      area?.removeItem(key);
    } catch {
      /* see set */
    }
  },
  session(): Storage | undefined {
    return safeArea('session');
  },
};

function safeArea(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}
