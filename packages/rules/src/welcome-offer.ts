/** The welcome offer of §1, as data so that its numbers are formatted, never typed into texts. */
export interface WelcomeOffer {
  percent: number;
  /** Upper bound of the bonus, in major units of `currency`. */
  maxAmount: number;
  currency: string;
  freeSpins: number;
}

/** §1: "Welcome bonus of 200% up to 1000 EUR plus 300 free spins", the offer of every currency but RON. */
export const WELCOME_OFFER: WelcomeOffer = { percent: 200, maxAmount: 1000, currency: 'EUR', freeSpins: 300 };

/** §1: "one locale states 350% up to 57500 RON": the offer of RON money, whatever language it is read in. */
const OFFER_BY_CURRENCY: Readonly<Record<string, WelcomeOffer>> = {
  RON: { percent: 350, maxAmount: 57_500, currency: 'RON', freeSpins: 300 },
};

/**
 * The welcome offer of the money it would be paid in: the player's account currency, or for a visitor the
 * currency the deposit banner shows. A EUR account reading Romanian gets the EUR offer.
 */
export function welcomeOfferFor(currency: string): WelcomeOffer {
  return OFFER_BY_CURRENCY[currency] ?? WELCOME_OFFER;
}
