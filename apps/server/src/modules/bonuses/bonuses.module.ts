import type { Language, PlayerCurrency } from '@casino/rules';
import type { JobScheduler } from '../../platform/jobs/scheduler.ts';
import type { Platform } from '../../platform/platform.ts';
import type { StakeFundingInput } from '../wallet/stake-funding.ts';
import { bonusEventSubscriber } from './bonus-events.ts';
import { createBirthdayGifts } from './birthdays.ts';
import { AppError } from '../../platform/errors.ts';
import { runningCampaignRows } from './bonuses.repo.ts';
import type { BonusesContext } from './bonuses.context.ts';
import { createCampaigns } from './campaigns.service.ts';
import { createDepositOffer } from './deposit-offer.ts';
import { contributionPercent, type WeighedGame } from './grant-terms.ts';
import { createGrants } from './grants.service.ts';
import { createFreeSpins, type FreeSpins } from './free-spins.service.ts';
import { myBonuses } from './my-bonuses.ts';
import { createPromoCodes } from './promo-codes.ts';
import { isOfferedTo, toPromotion, visitorCurrency, welcomeFirst, type Visitor } from './promotions.ts';
import { createWinningsBoost } from './winnings-boost.ts';

/** Who asks for promotions, as a route knows them. */
export interface PromotionReader {
  language: Language;
  currency: PlayerCurrency | undefined;
  ip: string;
  userId: string | null;
}

/** Bonus campaigns and the promotions they offer (docs/bonuses.md). */
export function createBonuses(platform: Platform, context: BonusesContext) {
  const { db } = platform;
  const now = platform.clock ?? (() => new Date());
  const campaigns = createCampaigns(db, now, context.knownCountry);
  // Grants award free spins and free spins' wins become grants: each reaches the other through a closure.
  let startFreeSpins: FreeSpins['start'] = async () => undefined;
  const grants = createGrants(db, now, context, (award) => startFreeSpins(award));
  const freeSpins = createFreeSpins(db, now, {
    providers: context.freeRounds,
    grantWinnings: grants.grantWinnings,
    announce: context.announceFreeSpins,
    gameNameOf: context.gameNameOf,
    providerPlayerId: context.providerPlayerId,
    log: context.log,
  });
  startFreeSpins = freeSpins.start;
  const promoCodes = createPromoCodes(db, now, context);

  async function visitorOf(reader: PromotionReader): Promise<Visitor> {
    const player = reader.userId ? await context.playerOf(reader.userId) : null;
    return {
      language: reader.language,
      currency: visitorCurrency(reader.language, reader.currency, player?.currency ?? null),
      country: player?.country ?? context.countryOf(reader.ip),
    };
  }

  /** The running campaigns offered to the reader, newest first; none to a player on a break from gambling. */
  async function offered(reader: PromotionReader) {
    const visitor = await visitorOf(reader);
    if (reader.userId && (await context.onBreak(reader.userId))) return { visitor, rows: [] };
    const rows = await runningCampaignRows(db, now());
    return { visitor, rows: rows.filter((row) => isOfferedTo(row, visitor)) };
  }

  async function promotions(reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    const listed = welcomeFirst(rows.filter((row) => row.listed));
    return { promotions: listed.map((row) => toPromotion(row, visitor)) };
  }

  /** The welcome offer the reader is shown: the newest running welcome campaign offered to them. */
  async function welcomeOffer(reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    const welcome = rows.find((row) => row.welcome);
    return { offer: welcome ? toPromotion(welcome, visitor) : null };
  }

  /** One promotion, listed or reached by its link, while it runs and is offered to the reader. */
  async function promotion(slug: string, reader: PromotionReader) {
    const { visitor, rows } = await offered(reader);
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw AppError.notFound('No such bonus.');
    return toPromotion(row, visitor);
  }

  /**
   * What a bet is funded by (docs/ledger.md, Stake funding): with an active bonus in the bet's currency, the
   * player's real and bonus balances and the bonus's maximum bet; without one, real money only.
   */
  async function stakeInputsOf(player: {
    userId: string;
    currency: string;
  }): Promise<Omit<StakeFundingInput, 'stake'>> {
    const active = await grants.activeGrantOf(player.userId);
    if (!active || active.currency !== player.currency)
      return { balances: {}, promotion: null, poolContributions: [] };
    const balances = await context.balancesOf(player.userId, player.currency);
    return {
      balances,
      promotion: { bonusPaysStakes: true, maxBet: active.maxBet },
      poolContributions: [],
    };
  }

  /**
   * How much a stake on a game counts towards the player's active bonus, in percent (a game the operator
   * excludes from wagering counts nothing); null when no bonus is active.
   */
  async function weigherOf(userId: string) {
    const active = await grants.activeGrantOf(userId);
    if (!active) return null;
    return (game: WeighedGame & { isWagering: boolean }) =>
      game.isWagering ? contributionPercent(active.terms.contributions, game) : 0;
  }

  /** The player's bonuses (`profile/bonuses`). */
  const mine = (userId: string, language: Language) =>
    myBonuses(db, userId, language, async (currency) => (await context.balancesOf(userId, currency)).bonus);

  return {
    campaigns,
    promotions,
    welcomeOffer,
    promotion,
    depositOffer: createDepositOffer(db, now, grants),
    grants,
    promoCodes,
    stakeInputsOf,
    weigherOf,
    mine,
    /** The player cancels a bonus; answers their bonuses after it. */
    async cancel(userId: string, id: string, language: Language) {
      await grants.cancel(userId, id);
      return mine(userId, language);
    },
    /** The player makes a queued bonus the active one; answers their bonuses after it. */
    async activate(userId: string, id: string, language: Language) {
      await grants.activate(userId, id);
      return mine(userId, language);
    },
    /**
     * The player claims a campaign activated by link (its slug): granted when it runs and is offered to them,
     * `granted` false when they had it as often as it may be given; 404 `bonus_not_found` for no such campaign.
     */
    async claimLink(userId: string, slug: string, language: Language) {
      const campaign = (await runningCampaignRows(db, now(), 'link')).find((row) => row.slug === slug);
      if (!campaign || !(await grants.offerTo(campaign, userId)))
        throw new AppError('bonus_not_found', 404, 'No such bonus.');
      const granted = await grants.grant(campaign, userId, { source: 'link', qualifying: null });
      return { granted, bonuses: await mine(userId, language) };
    },
    /** A code redeemed in `profile/bonuses`; answers what it did and the player's bonuses after it. */
    async redeemCode(userId: string, code: string, language: Language) {
      const redeemed = await promoCodes.redeem(userId, code, async (campaign) =>
        Boolean(await grants.grant(campaign, userId, { source: 'code', qualifying: null })),
      );
      return { ...redeemed, bonuses: await mine(userId, language) };
    },
    /** Granting on deposits, sign-ups and first sign-ins, wagering on closed rounds, forfeiting on breaks. */
    eventSubscriber: bonusEventSubscriber(db, now, { grants, freeSpins }, promoCodes.campaignOfCode),
    freeSpins,
    /** The birthday gifts of the day (the `bonuses.birthdays` job). */
    grantBirthdays: createBirthdayGifts(db, now, grants, context.playersBornOn),
    /** The boosts of yesterday's wins (the `bonuses.winnings-boost` job). */
    boostWinnings: createWinningsBoost(db, now, grants, context),
    /** Everything bonus-related of the player ends for `reason`: bonuses (queued too) and free spins. */
    async endAll(userId: string, reason: 'currency_change' | 'break') {
      await grants.forfeit(userId, reason, true);
      await freeSpins.cancelAll(userId, reason);
    },
  };
}

const HOUR_MS = 60 * 60_000;

/**
 * Bonus expiry and the repair of what a crash left half done, free spins, and the triggers of the calendar
 * (birthdays, yesterday's wins), each on one node at a time.
 */
export function scheduleBonusJobs(jobs: JobScheduler, bonuses: Bonuses): void {
  jobs.every('bonuses.sweep', 60_000, () => bonuses.grants.sweep());
  // Free spins: batches handed to their providers, followed and opened day by day (docs/free-rounds.md).
  jobs.every('bonuses.free-spins', 30_000, () => bonuses.freeSpins.sweep());
  jobs.every('bonuses.birthdays', HOUR_MS, () => bonuses.grantBirthdays());
  jobs.every('bonuses.winnings-boost', HOUR_MS, () => bonuses.boostWinnings());
}

export type Bonuses = ReturnType<typeof createBonuses>;
