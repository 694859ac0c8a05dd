import {
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignSchema,
  campaignSlugParamsSchema,
  campaignUpdateSchema,
  depositOfferAnswerSchema,
  promotionListSchema,
  promotionSchema,
  promotionsQuerySchema,
  welcomeOfferAnswerSchema,
} from '../../bonuses.ts';
import {
  bonusGrantParamsSchema,
  claimPromotionAnswerSchema,
  myBonusesQuerySchema,
  myBonusesSchema,
  myFreeSpinsSchema,
  redeemPromoCodeAnswerSchema,
  redeemPromoCodeRequestSchema,
} from '../../bonus-grants.ts';
import { errorBodySchema } from '../../errors.ts';
import type { EndpointDeclarations } from '../declaration.ts';

const tags = ['bonuses'];

/** The promotions a visitor may read: the ones offered in their country, currency and market (docs/bonuses.md). */
export const promotionEndpoints = {
  getPromotions: {
    access: 'public',
    summary: "The listed promotions offered to the caller, in the caller's language and currency",
    tags,
    querystring: promotionsQuerySchema,
    response: { 200: promotionListSchema, 400: errorBodySchema },
  },
  getWelcomeOffer: {
    access: 'public',
    summary: 'The welcome offer the main page shows the caller, or null where none is offered',
    tags,
    querystring: promotionsQuerySchema,
    response: { 200: welcomeOfferAnswerSchema, 400: errorBodySchema },
  },
  getPromotion: {
    access: 'public',
    summary: 'One promotion with its full terms, when it is offered to the caller',
    tags,
    params: campaignSlugParamsSchema,
    querystring: promotionsQuerySchema,
    response: { 200: promotionSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
} satisfies EndpointDeclarations;

const mine = { 200: myBonusesSchema, 400: errorBodySchema, 401: errorBodySchema };

/** The signed-in player's granted bonuses: the active one, the queue and the history (docs/bonuses.md, Grants). */
export const myBonusEndpoints = {
  getMyBonuses: {
    access: 'signed-in',
    summary: "The caller's active bonus with its wagering progress, the queued bonuses and the ended ones",
    tags,
    querystring: myBonusesQuerySchema,
    response: mine,
  },
  activateBonus: {
    access: 'signed-in',
    summary:
      'Make a queued bonus the active one; an active bonus it replaces is forfeited with its bonus money and wagering',
    tags,
    params: bonusGrantParamsSchema,
    querystring: myBonusesQuerySchema,
    response: { ...mine, 404: errorBodySchema },
  },
  cancelBonus: {
    access: 'signed-in',
    summary: 'Cancel an active or queued bonus; an active one takes its bonus money with it',
    tags,
    params: bonusGrantParamsSchema,
    querystring: myBonusesQuerySchema,
    response: { ...mine, 404: errorBodySchema },
  },
  claimPromotion: {
    access: 'signed-in',
    summary:
      'Claim a campaign activated by link (its slug): granted once per its per-player limit, when it runs and is offered to the caller',
    tags,
    params: campaignSlugParamsSchema,
    querystring: myBonusesQuerySchema,
    response: {
      200: claimPromotionAnswerSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  },
  getDepositOffer: {
    access: 'signed-in',
    summary:
      "The bonus the caller's next deposit would claim with the deposit form's box (the welcome offer before a reload), or null",
    tags,
    querystring: myBonusesQuerySchema,
    response: { 200: depositOfferAnswerSchema, 400: errorBodySchema, 401: errorBodySchema },
  },
  getMyFreeSpins: {
    access: 'signed-in',
    summary:
      "The caller's free spins: for each award, the games, the bet, the spins left in all and for the day (polled every 3 s while enabled, else every 60 s)",
    tags,
    querystring: myBonusesQuerySchema,
    response: { 200: myFreeSpinsSchema, 400: errorBodySchema, 401: errorBodySchema },
  },
  redeemPromoCode: {
    access: 'signed-in',
    summary:
      'Redeem a promo code: its bonus is granted now (no deposit needed), or the answer says to give it with a deposit; 10 wrong codes an hour at most',
    tags,
    querystring: myBonusesQuerySchema,
    body: redeemPromoCodeRequestSchema,
    response: {
      200: redeemPromoCodeAnswerSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      429: errorBodySchema,
    },
  },
} satisfies EndpointDeclarations;

const staffTags = ['staff'];
const read = { roles: ['support', 'admin'] } as const;
const write = { roles: ['admin'] } as const;
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const changed = { ...staffErrors, 404: errorBodySchema, 409: errorBodySchema };

/** Campaigns as staff manage them: an edit never changes a bonus already granted (its terms are copied). */
export const staffCampaignEndpoints = {
  listCampaigns: {
    access: read,
    summary: 'Every bonus campaign, newest first, active and paused',
    tags: staffTags,
    response: { 200: campaignListSchema, ...staffErrors },
  },
  createCampaign: {
    access: write,
    summary: 'Create a bonus campaign; it is active from its start date',
    tags: staffTags,
    body: campaignInputSchema,
    response: { 201: campaignSchema, ...staffErrors, 409: errorBodySchema },
  },
  updateCampaign: {
    access: write,
    summary:
      'Edit a campaign read at `version`; a save made since is never overwritten (409). Granted bonuses keep their terms',
    tags: staffTags,
    params: campaignIdParamsSchema,
    body: campaignUpdateSchema,
    response: { 200: campaignSchema, ...changed },
  },
  pauseCampaign: {
    access: write,
    summary: 'Stop granting a campaign; bonuses already granted run on',
    tags: staffTags,
    params: campaignIdParamsSchema,
    response: { 200: campaignSchema, ...changed },
  },
  resumeCampaign: {
    access: write,
    summary: 'Grant a paused campaign again',
    tags: staffTags,
    params: campaignIdParamsSchema,
    response: { 200: campaignSchema, ...changed },
  },
} satisfies EndpointDeclarations;
