/**
 * Bonuses: the welcome offer, the promotions the campaigns offer, and the player's own bonuses and free spins
 * (docs/bonuses.md).
 */
export { useWelcomeOffer, welcomeOfferQueryOptions } from './api/get-welcome-offer.ts';
export { useWelcomeOfferText, type WelcomeOfferText } from './lib/welcome-offer-text.ts';
export { useDepositOffer } from './api/get-deposit-offer.ts';
export { promotionHeadline, promotionWageringText } from './lib/promotion-text.ts';
export { MY_BONUSES_QUERY_KEY, myBonusesQueryKey, useMyBonuses } from './api/get-my-bonuses.ts';
export { useActivateBonus } from './api/activate-bonus.ts';
export { useCancelBonus } from './api/cancel-bonus.ts';
export { promotionsQueryOptions, usePromotions } from './api/get-promotions.ts';
export { promotionQueryOptions, usePromotion } from './api/get-promotion.ts';
export { useMyFreeSpins } from './api/get-my-free-spins.ts';
export { applyFreeSpinsPush, attachFreeSpinsCache } from './lib/free-spins-push.ts';
export { takeBonusAttention } from './lib/bonus-attention.ts';
export { PromotionDetails } from './routes/promotion-screen.tsx';
