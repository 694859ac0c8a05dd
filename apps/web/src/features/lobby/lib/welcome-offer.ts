/**
 * The lobby's marketing numbers of §1 and §2.7, as data so that they are formatted, never typed into texts.
 * The welcome offer itself is the welcome campaign's (`useWelcomeOfferText` of the bonuses feature), in the
 * currency of `lib/offer-currency.ts`.
 */

/** "Quick sign-up in under 49 seconds" (§1). The game counts come from the live catalogue (`useGameCounts`). */
export const QUICK_SIGNUP_SECONDS = 49;
