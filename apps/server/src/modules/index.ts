import type { FastifyInstance } from 'fastify';
import type { PlayerCurrency } from '@casino/rules';
import { createMailer } from '../platform/mailer/mailer.ts';
import type { JobScheduler } from '../platform/jobs/scheduler.ts';
import type { Platform } from '../platform/platform.ts';
import { createAccounts } from './accounts/accounts.module.ts';
import { registerAuthRoutes } from './accounts/auth.routes.ts';
import { registerMeRoutes } from './accounts/me.routes.ts';
import { registerStaffAccountRoutes } from './accounts/staff.routes.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerDevRoutes } from './dev/dev.routes.ts';
import { registerMailboxRoutes } from './dev/mailbox.routes.ts';
import { registerContentRoutes } from './content/content.routes.ts';
import { registerGeoRoutes } from './geo/geo.routes.ts';
import { createVerificationService } from './verification/verification.service.ts';
import { registerVerificationRoutes } from './verification/verification.routes.ts';
import { createWallet } from './wallet/wallet.module.ts';
import { registerWalletRoutes } from './wallet/wallet.routes.ts';
import { registerStaffWalletRoutes } from './wallet/wallet.staff.routes.ts';
import { createPayments, schedulePaymentJobs } from './payments/payments.module.ts';
import { registerPaymentDevRoutes, registerPaymentRoutes } from './payments/payments.routes.ts';
import { createGameWallet } from './game-wallet/game-wallet.module.ts';
import { registerGameWalletRoutes } from './game-wallet/game-wallet.routes.ts';
import { createGeoService } from './geo/geo.service.ts';
import { findCountry } from './geo/countries.ts';
import { studioCatalogueSource } from './games/catalogue-source.ts';
import { createGames, scheduleCatalogueImport } from './games/games.module.ts';
import { registerGameRoutes } from './games/games.routes.ts';
import { registerStaffGameRoutes } from './games/games.staff.routes.ts';
import { createWinners, scheduleWinnerJobs } from './winners/winners.module.ts';
import { registerWinnerRoutes } from './winners/winners.routes.ts';
import { gameRestrictedSql } from './games/game-restriction.sql.ts';
import { betGuardSql } from './protection/bet-guard.sql.ts';
import { createPlayerProtection } from './protection/protection.module.ts';
import { registerProtectionRoutes, registerStaffProtectionRoutes } from './protection/protection.routes.ts';
import type { DomainEventSubscriber } from '../platform/events/dispatcher.ts';
import { realThenBonusStakes } from './wallet/stake-funding.ts';
import { createBonuses, scheduleBonusJobs } from './bonuses/bonuses.module.ts';
import { httpFreeRounds } from './bonuses/studio-free-rounds.ts';
import { STUDIO_PROVIDER } from '../config.ts';
import {
  registerMyBonusRoutes,
  registerPromotionRoutes,
  registerStaffCampaignRoutes,
} from './bonuses/bonuses.routes.ts';

/** Every module's routes, mounted under /api; answers the modules' domain event subscribers. */
export async function registerModules(
  api: FastifyInstance,
  platform: Platform,
  jobs: JobScheduler,
): Promise<DomainEventSubscriber[]> {
  const mailer = createMailer({ db: platform.db, config: platform.config, log: api.log });
  // Staff routes that take an account id answer 404 for an unknown one; `accounts` exists before any request.
  const verification = createVerificationService(platform, {
    accountExists: async (userId) => (await accounts.profiles.userInfoIfAny(userId)) !== null,
  });
  const wallet = createWallet(platform, {
    currencyOf: async (userId) => (await accounts.profiles.userInfoIfAny(userId))?.currency ?? null,
    setCurrency: (userId, currency) => accounts.profiles.setCurrency(userId, currency),
    endBonusesOf: (userId) => bonuses.endAll(userId, 'currency_change'),
    wageringGamesOf: async (userId) => {
      const weigher = await bonuses.weigherOf(userId);
      return weigher ? games.catalogue.countingGames(weigher) : [];
    },
    log: api.log,
  });
  const accounts = createAccounts(platform, {
    mailer,
    verificationStatusOf: (userId) => verification.statusOf(userId),
    checkSignupPromoCode: (code, player) => bonuses.promoCodes.checkSignupCode(code, player),
    // The wallet also opens accounts on first use, so a failure here must not fail the registration.
    onRegistered: async (user) => {
      try {
        await wallet.port.openPlayerAccounts(user.id, user.currency);
      } catch (error) {
        api.log.warn({ err: error, userId: user.id }, 'wallet: opening accounts at registration failed');
      }
    },
  });
  const protection = createPlayerProtection(platform, {
    playerOf: async (userId) => {
      const info = await accounts.profiles.userInfoIfAny(userId);
      return info ? { country: info.country, currency: info.currency } : null;
    },
    activitySince: wallet.activitySince,
    sessionStartOf: (sessionId) => accounts.sessions.startOf(sessionId),
    endPlayOf: (userId) => gameWallet.endPlayOf(userId),
    sessionLimitChanged: (userId, minutes) => gameWallet.launchTokens.sessionLimitChanged(userId, minutes),
    depositsOnTheWay: (query) => payments.depositsOnTheWay(query),
    stakesOnTheWay: (query) => gameWallet.stakesOnTheWay(query),
  });
  const payments = createPayments(platform, {
    wallet: wallet.port,
    currencyOf: wallet.currencyOf,
    verificationStatusOf: (userId) => verification.statusOf(userId),
    profileOf: (userId) => accounts.profiles.profile(userId),
    assertMayRisk: protection.assertMayRisk,
    takeRiskTicket: protection.takeTicket,
    checkDepositPromoCode: (userId, code) => bonuses.promoCodes.checkDepositCode(userId, code),
    hasActiveBonus: async (userId) => (await bonuses.grants.activeGrantOf(userId)) !== null,
    forfeitBonusForWithdrawal: (userId) => bonuses.grants.forfeit(userId, 'withdrawal', false),
  });
  schedulePaymentJobs(jobs, payments);
  const gameWallet = createGameWallet(platform, {
    wallet: wallet.port,
    realBalanceOf: async (userId, currency) =>
      (await wallet.reads.shortBalance(userId, currency)).balanceMain,
    playerOf: (userId) => accounts.profiles.userInfoIfAny(userId),
    gameNameOf: (provider, gameId) => games.catalogue.gameNameOf(provider, gameId),
    // Real money first, then the active bonus's money, within its maximum bet (docs/bonuses.md).
    stakeFunding: { policy: realThenBonusStakes, inputsOf: (player) => bonuses.stakeInputsOf(player) },
    freeRoundsOf: (id) => bonuses.freeSpins.batchOf(id),
    betGuard: betGuardSql,
    gameRestriction: gameRestrictedSql,
    betVerdict: async (bet) => {
      const verdict = await protection.riskVerdict(bet.userId, { kind: 'bet', ...bet });
      if (verdict.allowed) return { verdict: 'allowed', ticket: verdict.ticket };
      return { verdict: verdict.reason === 'limit' ? 'limit' : 'restricted' };
    },
  });
  const { studioUrl } = platform.config;
  const geo = createGeoService(platform.config);
  const games = createGames(platform, {
    catalogueSource: studioUrl ? studioCatalogueSource(studioUrl) : null,
    countryOf: geo.countryOf,
    currencyOf: wallet.currencyOf,
    profileOf: (userId) => accounts.profiles.profile(userId),
    balancesOf: async (userId) => {
      const balance = await wallet.reads.shortBalance(userId);
      return { currency: balance.currency, real: balance.balanceMain, bonus: balance.bonusCasino };
    },
    bonusWeigherOf: (userId) => bonuses.weigherOf(userId),
    createLaunchToken: (request) => gameWallet.createLaunchToken(request),
    assertMayRisk: protection.assertMayRisk,
    log: api.log,
  });
  scheduleCatalogueImport(api, jobs, games);
  const winners = createWinners({
    winningRounds: (query) => gameWallet.winningRounds(query),
    maskedLoginsOf: (userIds) => accounts.publicNames.maskedLoginsOf(userIds),
    gameNameOf: (provider, gameId) => games.catalogue.gameNameOf(provider, gameId),
    visitorCountryOf: geo.countryOf,
    accountCountryOf: async (userId) => (await accounts.profiles.userInfoIfAny(userId))?.country ?? null,
    onBreak: protection.onBreak,
    publish: (topic, event) => platform.bus.publish(topic, event),
    now: platform.clock ?? (() => new Date()),
  });
  scheduleWinnerJobs(jobs, winners);
  const bonuses = createBonuses(platform, {
    countryOf: geo.countryOf,
    knownCountry: (code) => findCountry(code)?.alpha2 === code,
    onBreak: protection.onBreak,
    playerOf: async (userId) => {
      const info = await accounts.profiles.userInfoIfAny(userId);
      return info ? { currency: info.currency, country: info.country } : null;
    },
    wallet: wallet.port,
    balancesOf: async (userId, currency) => {
      const balance = await wallet.reads.shortBalance(userId, currency as PlayerCurrency);
      return { real: balance.balanceMain, bonus: balance.bonusCasino };
    },
    gameOf: (provider, gameId) => games.catalogue.gameFactsOf(provider, gameId),
    announceBonus: (userId, grantId) =>
      platform.bus
        .publish({ kind: 'user', userId }, { type: 'bonus.v1', data: { id: grantId } })
        .catch((error: unknown) => api.log.warn({ err: error, userId }, 'bonuses: bonus push failed')),
    announceFreeSpins: (userId, number) =>
      platform.bus
        .publish({ kind: 'user', userId }, { type: 'freeSpins.v1', data: { number } })
        .catch((error: unknown) => api.log.warn({ err: error, userId }, 'bonuses: free-spins push failed')),
    freeRounds: httpFreeRounds(
      studioUrl
        ? {
            [STUDIO_PROVIDER]: {
              url: studioUrl,
              secret: platform.config.seamlessWalletSecrets[STUDIO_PROVIDER] ?? '',
            },
          }
        : {},
    ),
    gameNameOf: (provider, gameId) => games.catalogue.gameNameOf(provider, gameId),
    providerPlayerId: gameWallet.playerIdOf,
    log: api.log,
    playersBornOn: (on, page) => accounts.profiles.playersBornOn(on, page),
    winningRounds: (query) => gameWallet.winningRounds(query),
  });
  scheduleBonusJobs(jobs, bonuses);
  // Installed before any request runs: the access guard resolves every session through it.
  platform.authenticate = accounts.authenticate;
  platform.sessionStanding = accounts.sessions.standing;

  registerHealthRoutes(api, platform);
  registerContentRoutes(api, platform);
  registerGeoRoutes(api, platform);
  registerAuthRoutes(api, platform, accounts);
  registerMeRoutes(api, platform, accounts);
  registerStaffAccountRoutes(api, accounts);
  await registerVerificationRoutes(api, verification);
  registerWalletRoutes(api, wallet);
  registerStaffWalletRoutes(api, wallet);
  await registerPaymentRoutes(api, payments, platform.config);
  await registerGameWalletRoutes(api, gameWallet, platform.config);
  registerGameRoutes(api, games, platform.config);
  registerStaffGameRoutes(api, games);
  registerWinnerRoutes(api, winners, platform.config);
  registerProtectionRoutes(api, protection);
  registerStaffProtectionRoutes(api, protection);
  registerPromotionRoutes(api, bonuses, platform.config);
  registerMyBonusRoutes(api, bonuses);
  registerStaffCampaignRoutes(api, bonuses);
  if (!platform.config.isProduction) {
    registerDevRoutes(api, platform);
    registerMailboxRoutes(api, mailer);
    registerPaymentDevRoutes(api, payments);
  }
  return [bonuses.eventSubscriber];
}
