import type { Language } from '@casino/rules';

/** The marketing claims of §1, as data so that their numbers are formatted, never typed into texts. */
export interface WelcomeOffer {
  percent: number;
  /** Upper bound of the bonus, in major units of `currency`. */
  maxAmount: number;
  currency: string;
  freeSpins: number;
}

export const WELCOME_OFFER: WelcomeOffer = { percent: 200, maxAmount: 1000, currency: 'EUR', freeSpins: 300 };

/** §1: "one locale states 350% up to 57500 RON" — the Romanian one, whose currency is RON. */
const OFFER_BY_LANGUAGE: Partial<Record<Language, WelcomeOffer>> = {
  ro: { percent: 350, maxAmount: 57_500, currency: 'RON', freeSpins: 300 },
};

export function welcomeOfferFor(language: Language): WelcomeOffer {
  return OFFER_BY_LANGUAGE[language] ?? WELCOME_OFFER;
}

/** "Over 9000 games" and "quick sign-up in under 49 seconds" (§1). */
export const GAMES_CLAIM = 9000;
export const QUICK_SIGNUP_SECONDS = 49;

/** Carousel counts of §2.7 and §9. */
export const CAROUSEL_COUNTS = { top: 2600, live: 3355 } as const;
