import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { principalOf } from '../../platform/http/access.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import type { Bonuses, PromotionReader } from './bonuses.module.ts';

/**
 * What is offered depends on the visitor's country, currency and account (its cookie): only their browser keeps
 * it, and asks again before each use, so that signing in or out never shows the other's offers.
 */
const PROMOTIONS_CACHE = 'private, no-cache';

/** The promotions a visitor may read (public). */
export function registerPromotionRoutes(
  app: FastifyInstance,
  bonuses: Bonuses,
  config: Pick<Config, 'trustProxyHeader'>,
): void {
  const readerOf = (
    request: FastifyRequest & {
      query: { lang: PromotionReader['language']; currency?: PromotionReader['currency'] };
    },
  ): PromotionReader => ({
    language: request.query.lang,
    currency: request.query.currency,
    ip: clientIp(request, config.trustProxyHeader),
    userId: request.principal?.userId ?? null,
  });
  registerEndpoint(app, 'getPromotions', async (request, reply) =>
    reply.header('cache-control', PROMOTIONS_CACHE).send(await bonuses.promotions(readerOf(request))),
  );
  registerEndpoint(app, 'getWelcomeOffer', async (request, reply) =>
    reply.header('cache-control', PROMOTIONS_CACHE).send(await bonuses.welcomeOffer(readerOf(request))),
  );
  registerEndpoint(app, 'getPromotion', async (request, reply) =>
    reply
      .header('cache-control', PROMOTIONS_CACHE)
      .send(await bonuses.promotion(request.params.slug, readerOf(request))),
  );
}

/** The signed-in player's own bonuses; nobody else's, and never cached. */
export function registerMyBonusRoutes(app: FastifyInstance, bonuses: Bonuses): void {
  registerEndpoint(app, 'getMyBonuses', async (request, reply) =>
    reply.send(await bonuses.mine(principalOf(request).userId, request.query.lang)),
  );
  registerEndpoint(app, 'getDepositOffer', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await bonuses.depositOffer(principalOf(request).userId, request.query.lang)),
  );
  registerEndpoint(app, 'getMyFreeSpins', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await bonuses.freeSpins.mine(principalOf(request).userId, request.query.lang)),
  );
  // Activating puts bonus money in play: closed from a blocked country (platform/http/country-gate.ts).
  registerEndpoint(app, 'activateBonus', { config: { countryGate: 'refuse-blocked' } }, async (request) =>
    bonuses.activate(principalOf(request).userId, request.params.id, request.query.lang),
  );
  // Redeeming can grant bonus money: closed from a blocked country, like activating.
  registerEndpoint(app, 'redeemPromoCode', { config: { countryGate: 'refuse-blocked' } }, async (request) =>
    bonuses.redeemCode(principalOf(request).userId, request.body.code, request.query.lang),
  );
  // Claiming can grant bonus money: closed from a blocked country, like redeeming a code.
  registerEndpoint(app, 'claimPromotion', { config: { countryGate: 'refuse-blocked' } }, async (request) =>
    bonuses.claimLink(principalOf(request).userId, request.params.slug, request.query.lang),
  );
  registerEndpoint(app, 'cancelBonus', async (request) =>
    bonuses.cancel(principalOf(request).userId, request.params.id, request.query.lang),
  );
}

/** Campaigns as staff manage them; every save is recorded with the staff account that made it. */
export function registerStaffCampaignRoutes(app: FastifyInstance, bonuses: Bonuses): void {
  const { campaigns } = bonuses;
  registerEndpoint(app, 'listCampaigns', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await campaigns.list()),
  );
  registerEndpoint(app, 'createCampaign', async (request, reply) =>
    reply.code(201).send(await campaigns.create(request.body, principalOf(request).userId)),
  );
  registerEndpoint(app, 'updateCampaign', async (request) =>
    campaigns.update(request.params.id, request.body, principalOf(request).userId),
  );
  registerEndpoint(app, 'pauseCampaign', async (request) =>
    campaigns.pause(request.params.id, principalOf(request).userId),
  );
  registerEndpoint(app, 'resumeCampaign', async (request) =>
    campaigns.resume(request.params.id, principalOf(request).userId),
  );
}
