/**
 * The public face of the lobby feature for other features: only what the realtime client needs, so that its
 * chunk stays small.
 */
export { applyWinnersPush, attachWinnersCache } from './lib/winners-push.ts';
export { useOfferCurrency } from './lib/offer-currency.ts';
