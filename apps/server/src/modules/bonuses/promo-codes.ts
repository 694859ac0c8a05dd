import { eq, sql } from 'drizzle-orm';
import { isPlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { BonusesContext } from './bonuses.context.ts';
import { bonusCampaigns, type BonusCampaignRow } from './bonuses.tables.ts';
import { bonusCodeFailures, bonusPlayerClaims } from './grants.tables.ts';
import { grantPeriod } from './grant-period.ts';
import { isOfferedTo, isRunning } from './promotions.ts';

/** Wrong codes a player may enter in an hour before codes are no longer checked for them until it is over. */
export const PROMO_CODE_FAILURES_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** The triggers whose code comes with a deposit: the deposit form takes them. */
const DEPOSIT_CODE_TRIGGERS: readonly string[] = ['deposit', 'promo_code'];

/**
 * Promo codes (docs/bonuses.md, Promo codes): a code names at most one campaign, compared in upper case. A code is
 * answered `no_such_code` when no campaign has it and `invalid_promo_code` when its campaign is not open to the
 * player now (not running, not offered in their currency, country or market, or already received as often as it
 * may be); wrong codes are counted, and past the hourly limit no code is checked (`rate_limited`).
 */
export function createPromoCodes(db: Db, now: () => Date, context: BonusesContext) {
  async function throttled(userId: string): Promise<boolean> {
    const [row] = await db.select().from(bonusCodeFailures).where(eq(bonusCodeFailures.userId, userId));
    return (
      !!row &&
      row.windowStart.getTime() > now().getTime() - HOUR_MS &&
      row.failures >= PROMO_CODE_FAILURES_PER_HOUR
    );
  }

  async function countFailure(userId: string): Promise<void> {
    const at = now();
    const windowOpen = new Date(at.getTime() - HOUR_MS);
    await db
      .insert(bonusCodeFailures)
      .values({ userId, windowStart: at, failures: 1 })
      .onConflictDoUpdate({
        target: bonusCodeFailures.userId,
        set: {
          failures: sql`case when ${bonusCodeFailures.windowStart} > ${windowOpen} then ${bonusCodeFailures.failures} + 1 else 1 end`,
          windowStart: sql`case when ${bonusCodeFailures.windowStart} > ${windowOpen} then ${bonusCodeFailures.windowStart} else excluded.window_start end`,
        },
      });
  }

  /** Whether the campaign may still be granted to the player: running, offered to them, under its limit. */
  async function openTo(campaign: BonusCampaignRow, userId: string): Promise<boolean> {
    const at = now();
    if (!isRunning(campaign, at)) return false;
    const player = await context.playerOf(userId);
    if (!player || !isPlayerCurrency(player.currency) || (await context.onBreak(userId))) return false;
    const visitor = { language: 'en' as const, currency: player.currency, country: player.country };
    if (!isOfferedTo(campaign, visitor)) return false;
    const period = grantPeriod(campaign.definition.trigger, at);
    const [claims] = await db
      .select({ count: bonusPlayerClaims.count })
      .from(bonusPlayerClaims)
      .where(
        sql`${bonusPlayerClaims.userId} = ${userId} and ${bonusPlayerClaims.campaignId} = ${campaign.id} and ${bonusPlayerClaims.period} = ${period}`,
      );
    return (claims?.count ?? 0) < campaign.definition.perPlayerLimit;
  }

  /** The campaign a code names (compared in upper case), if any. */
  async function campaignOfCode(code: string): Promise<BonusCampaignRow | undefined> {
    const [campaign] = await db
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.promoCode, code.trim().toUpperCase()));
    return campaign;
  }

  /**
   * The campaign a player's code names, in upper case; throws 429 `rate_limited` after too many wrong codes, and 400
   * `no_such_code` (counted) when none has it.
   */
  async function knownCampaign(userId: string, code: string) {
    if (await throttled(userId))
      throw new AppError('rate_limited', 429, 'Too many wrong promo codes. Try again in an hour.');
    const upper = code.trim().toUpperCase();
    const campaign = await campaignOfCode(upper);
    if (campaign) return { upper, campaign };
    await countFailure(userId);
    throw new AppError('no_such_code', 400, 'There is no such promo code.');
  }

  /** Counts a code whose campaign is not open to the player, and refuses it. */
  async function refuseInvalid(userId: string): Promise<never> {
    await countFailure(userId);
    throw new AppError('invalid_promo_code', 400, 'The promo code is not valid.');
  }

  return {
    campaignOfCode,

    /**
     * Checks a code given at sign-up for an account of this currency and country; answers it in upper case.
     * Throws 400 `no_such_code`, or `invalid_promo_code` when its campaign is not a sign-up code campaign running and
     * offered to such an account. Sign-up itself is limited per address, so wrong codes are not counted here.
     */
    async checkSignupCode(code: string, player: { currency: string; country: string }): Promise<string> {
      const campaign = await campaignOfCode(code);
      if (!campaign) throw new AppError('no_such_code', 400, 'There is no such promo code.');
      const running = isRunning(campaign, now());
      const offered =
        isPlayerCurrency(player.currency) &&
        isOfferedTo(campaign, { language: 'en', currency: player.currency, country: player.country });
      if (campaign.triggerKind !== 'registration_promo_code' || !running || !offered)
        throw new AppError('invalid_promo_code', 400, 'The promo code is not valid.');
      return code.trim().toUpperCase();
    },

    /**
     * A code redeemed in `profile/bonuses`: a promo-code campaign with a fixed bonus is granted now
     * (`activated`); a code claimed with a deposit (a deposit campaign's, or a percentage of one) is answered
     * `withDeposit` while it is open to the player. Wrong codes count as for deposits; the same errors.
     */
    async redeem(
      userId: string,
      code: string,
      grant: (campaign: BonusCampaignRow) => Promise<boolean>,
    ): Promise<{ outcome: 'activated' | 'withDeposit'; code: string }> {
      const { upper, campaign } = await knownCampaign(userId, code);
      const { trigger, terms } = campaign.definition;
      const open = DEPOSIT_CODE_TRIGGERS.includes(trigger.kind) && (await openTo(campaign, userId));
      if (open && trigger.kind === 'promo_code' && terms.money?.kind === 'fixed' && (await grant(campaign)))
        return { outcome: 'activated', code: upper };
      if (open && (trigger.kind === 'deposit' || terms.money?.kind === 'percent'))
        return { outcome: 'withDeposit', code: upper };
      return refuseInvalid(userId);
    },

    /**
     * Checks a code given with a deposit; answers it in upper case, as the deposit keeps it. Throws 400
     * `no_such_code` or `invalid_promo_code`, or 429 `rate_limited` after too many wrong codes.
     */
    async checkDepositCode(userId: string, code: string): Promise<string> {
      const { upper, campaign } = await knownCampaign(userId, code);
      if (!DEPOSIT_CODE_TRIGGERS.includes(campaign.triggerKind) || !(await openTo(campaign, userId)))
        return refuseInvalid(userId);
      return upper;
    },
  };
}
