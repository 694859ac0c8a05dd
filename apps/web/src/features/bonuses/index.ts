/** Bonuses: the welcome offer and the promotions the campaigns offer (docs/bonuses.md). */
export { useWelcomeOffer, welcomeOfferQueryOptions } from './api/get-welcome-offer.ts';
export { useWelcomeOfferText, type WelcomeOfferText } from './lib/welcome-offer-text.ts';
