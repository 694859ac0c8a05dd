import { randomUUID } from 'node:crypto';
import { isPlayerCurrency } from '@casino/rules';
import type { BonusEndReason, BonusGrantStatus } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { StakeCancelled, StakePlaced } from '../../platform/events/domain-events.ts';
import { companionWrite, type CompanionWrite } from '../wallet/companion-write.ts';
import type { TransferLine, WalletPort } from '../wallet/wallet.port.ts';
import type { BonusesContext } from './bonuses.context.ts';
import type { BonusCampaignRow } from './bonuses.tables.ts';
import {
  contributionPercent,
  conversion,
  grantFigures,
  wageringCount,
  winningsFigures,
} from './grant-terms.ts';
import { freeSpinAward } from './free-spin-award.ts';
import { insertAward } from './free-spins.repo.ts';
import type { FreeSpinAwardRow, FreeSpinBatchRow } from './free-spins.tables.ts';
import * as repo from './grants.repo.ts';
import type { BonusGrantRow } from './grants.tables.ts';
import { grantPeriod } from './grant-period.ts';
import { isOfferedTo, isRunning, type Visitor } from './promotions.ts';

/** What granted a bonus: a unique source per campaign and player, and the amount a percentage is taken of. */
export interface GrantTrigger {
  source: string;
  qualifying: number | null;
  /** The currency `qualifying` is in, where it may differ from the account's: no grant when it does. */
  currency?: string;
}

/** A grant's attempts to settle while the player's stakes keep changing the bonus balance under it. */
const SETTLE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;
/** How long after a bonus ends a late win of a round it funded is still looked for. */
const LATE_WINS_DAYS = 7;

/** The engine's bookkeeping of the bonus money: every movement is one ledger transfer (docs/bonuses.md, Grants). */
const LIABILITY = { owner: 'platform', kind: 'bonus_liability', key: '' } as const;

/**
 * Grants and their life (docs/bonuses.md, Grants): granting within the campaign's limits, one active bonus at a
 * time with the others queued, the bonus money credited on activation, wagering counted round by round, and the
 * end: converted to real money (up to the cap) once the wagering is done, or taken back when it is cancelled,
 * forfeited or expires. State changes first, then money, each money movement under a key of its own, so that a
 * crash in between is finished by the repair job and nothing moves twice.
 */
export function createGrants(
  db: Db,
  now: () => Date,
  context: BonusesContext & { wallet: WalletPort },
  /** Free spins were awarded: their first batch goes to the provider. */
  awarded: (award: FreeSpinAwardRow) => Promise<void>,
) {
  const { wallet } = context;

  /**
   * The player as the campaign sees them, when it runs and is offered to them (their currency, country and market)
   * and they are not on a break; null otherwise.
   */
  async function offerTo(campaign: BonusCampaignRow, userId: string): Promise<Visitor | null> {
    if (!isRunning(campaign, now())) return null;
    const player = await context.playerOf(userId);
    if (!player || !isPlayerCurrency(player.currency) || (await context.onBreak(userId))) return null;
    const visitor: Visitor = { language: 'en', currency: player.currency, country: player.country };
    return isOfferedTo(campaign, visitor) ? visitor : null;
  }

  /**
   * Grants the campaign to the player if they may have it: its bonus money as a grant, its free spins as an award,
   * both within the campaign's limits in one transaction. False when they may not (or already have it).
   */
  async function grant(campaign: BonusCampaignRow, userId: string, trigger: GrantTrigger): Promise<boolean> {
    const visitor = await offerTo(campaign, userId);
    if (!visitor || (trigger.currency !== undefined && trigger.currency !== visitor.currency)) return false;
    const { terms, budget, perPlayerLimit } = campaign.definition;
    const figures = grantFigures(terms, visitor.currency, trigger.qualifying);
    if (!figures) return false;
    const at = now();
    const expiresAt = new Date(at.getTime() + terms.grantDays * DAY_MS);
    const award = freeSpinAward(campaign, {
      userId,
      source: trigger.source,
      currency: visitor.currency,
      at,
      expiresAt,
    });
    if (figures.amount === 0 && !award) return false;
    const budgetHere = budget?.[visitor.currency];
    const granted = await db
      .transaction(async (tx) => {
        const claim = {
          userId,
          campaignId: campaign.id,
          period: grantPeriod(campaign.definition.trigger, at),
        };
        if (!(await repo.takePlayerClaim(tx, { ...claim, limit: perPlayerLimit }))) throw new NotGranted();
        if (budgetHere !== undefined) {
          const spend = { campaignId: campaign.id, currency: visitor.currency, amount: figures.amount };
          if (!(await repo.takeBudget(tx, { ...spend, budget: budgetHere }))) throw new NotGranted();
        }
        const inserted =
          figures.amount === 0
            ? null
            : await repo.insertGrant(tx, {
                id: randomUUID(),
                userId,
                campaignId: campaign.id,
                campaignVersion: campaign.version,
                source: trigger.source,
                triggerKind: campaign.definition.trigger.kind,
                status: 'queued',
                currency: visitor.currency,
                terms,
                ...figures,
                // A winnings boost is a share of a win, which is no deposit.
                depositAmount: campaign.triggerKind === 'increase_winnings' ? null : trigger.qualifying,
                grantedAt: at,
                expiresAt,
              });
        const awardRow = award ? await insertAward(tx, award) : null;
        if (inserted === undefined || awardRow === undefined) throw new NotGranted();
        return { grant: inserted, award: awardRow };
      })
      .catch((error: unknown) => {
        if (error instanceof NotGranted) return null;
        throw error;
      });
    if (!granted) return false;
    if (granted.grant) await promoteNext(userId);
    if (granted.award) await awarded(granted.award);
    return true;
  }

  /**
   * The bonus a free-spins batch's win becomes (docs/free-rounds.md): the win under the award's terms, queued like
   * any grant. Once per batch (its source); the win is already owed as bonus money, so no budget is taken.
   */
  async function grantWinnings(
    award: FreeSpinAwardRow,
    batch: FreeSpinBatchRow,
    win: number,
  ): Promise<BonusGrantRow | null> {
    const at = now();
    const inserted = await repo.insertGrant(db, {
      id: randomUUID(),
      userId: award.userId,
      campaignId: award.campaignId,
      campaignVersion: award.campaignVersion,
      source: `free-spins:${batch.id}`,
      triggerKind: award.triggerKind,
      status: 'queued',
      currency: award.currency,
      terms: award.terms,
      ...winningsFigures(award.terms, award.currency, win),
      depositAmount: null,
      grantedAt: at,
      expiresAt: new Date(at.getTime() + award.terms.grantDays * DAY_MS),
    });
    if (inserted) await promoteNext(award.userId);
    return inserted ?? null;
  }

  /**
   * Credits the grant's bonus money once and tells the player's open pages; a grant without wagering to do is
   * completed at once.
   */
  async function credit(row: BonusGrantRow): Promise<void> {
    if (row.amount > 0 && !row.creditTransferId) {
      const credited = await wallet.transfer({
        idempotencyKey: `bonus-credit:${row.id}`,
        type: 'bonus',
        currency: row.currency,
        lines: [
          { from: LIABILITY, to: { owner: 'player', userId: row.userId, kind: 'bonus' }, amount: row.amount },
        ],
        phase: 'posted',
        status: 'activated',
        method: 'bonus',
        reference: { kind: 'bonus', id: row.id },
        userId: row.userId,
        companion: companionWrite(repo.grantCredited, { id: row.id }),
      });
      if (credited.applied) await context.announceBonus(row.userId, row.id);
    }
    if (row.wagered >= row.wageringRequired) await end(row.id, ['active'], 'completed', 'completed');
  }

  /** When nothing holds the player's bonus account: activates the oldest queued grant and credits it. */
  async function promoteNext(userId: string): Promise<void> {
    for (;;) {
      const holding = await repo.holdingGrant(db, userId);
      if (holding) return;
      const next = await repo.nextQueuedGrant(db, userId, now());
      if (!next) return;
      const activated = await repo.activateGrant(db, next.id, now());
      if (activated) return credit(activated);
    }
  }

  /**
   * Ends a grant that is in one of `from` and settles its bonus money: a completed one becomes real money up to its
   * cap, any other is taken back. Then the next queued grant, if any, becomes active, unless the caller activates
   * one of its choice (`promote` false). False when the grant was not in one of `from`.
   */
  async function end(
    id: string,
    from: readonly BonusGrantStatus[],
    status: BonusGrantStatus,
    reason: BonusEndReason,
    promote = true,
  ): Promise<boolean> {
    const ended = await repo.endGrant(db, { id, from, status, reason, at: now() });
    if (!ended) return false;
    if (ended.holding) await settle(ended);
    if (promote) await promoteNext(ended.userId);
    return true;
  }

  /** Moves an ended grant's bonus balance: to real money (capped) when completed, else back to the casino. */
  async function settle(row: BonusGrantRow): Promise<void> {
    const completed = row.status === 'completed';
    await moveBonusBalance(row, {
      idempotencyKey: `bonus-settle:${row.id}`,
      capLeft: row.maxCashOut,
      companion: (converted) =>
        companionWrite(repo.grantSettled, { id: row.id, converted: completed ? converted : null }),
      nothingToMove: () => repo.releaseGrant(db, row.id, completed ? 0 : null),
    });
  }

  /**
   * Bonus money that landed after its grant ended (the late win of a round the bonus had funded, while no other
   * grant holds the account) follows the grant's end: real money within what is left of the cap when it was
   * completed, else back to the casino.
   */
  async function settleLate(row: BonusGrantRow): Promise<void> {
    const capLeft = row.maxCashOut === null ? null : Math.max(0, row.maxCashOut - (row.convertedAmount ?? 0));
    await moveBonusBalance(row, {
      // One sweep at a time (the job's lease), and the bonus account never goes negative: a fresh key is safe.
      idempotencyKey: `bonus-late:${row.id}:${randomUUID()}`,
      capLeft,
      companion: (converted) => companionWrite(repo.lateConverted, { id: row.id, converted }),
      nothingToMove: async () => undefined,
    });
  }

  /**
   * One transfer of the player's whole bonus balance as the grant ended: for a completed grant up to `capLeft`
   * (null: no cap) to their real balance and the rest back to the casino; for any other, all back to the casino.
   */
  async function moveBonusBalance(
    row: BonusGrantRow,
    how: {
      idempotencyKey: string;
      capLeft: number | null;
      companion: (converted: number) => CompanionWrite;
      nothingToMove: () => Promise<void>;
    },
  ): Promise<void> {
    const completed = row.status === 'completed';
    const player = (kind: 'real' | 'bonus') => ({ owner: 'player', userId: row.userId, kind }) as const;
    for (let attempt = 1; ; attempt++) {
      const { bonus } = await context.balancesOf(row.userId, row.currency);
      if (bonus <= 0) return how.nothingToMove();
      const { converted, forfeited } = completed
        ? conversion(bonus, how.capLeft)
        : { converted: 0, forfeited: bonus };
      const lines: TransferLine[] = [{ from: player('bonus'), to: LIABILITY, amount: bonus }];
      if (converted > 0) lines.push({ from: LIABILITY, to: player('real'), amount: converted });
      try {
        await wallet.transfer({
          idempotencyKey: how.idempotencyKey,
          type: completed ? 'convertBalance' : 'zeroing',
          currency: row.currency,
          lines,
          phase: 'posted',
          status: completed ? 'complete' : 'cancel',
          method: 'bonus',
          reference: { kind: 'bonus', id: row.id },
          userId: row.userId,
          memo: completed
            ? `converted ${converted}, over the cap ${forfeited}`
            : `ended: ${row.endReason ?? ''}`,
          companion: how.companion(converted),
        });
        return;
      } catch (error) {
        // A stake spent bonus money between the read and the transfer: read the balance again.
        const spent = error instanceof AppError && error.code === 'insufficient_funds';
        if (!spent || attempt >= SETTLE_ATTEMPTS) throw error;
      }
    }
  }

  /** Counts a stake placed under the player's active bonus towards its wagering; completes it once done. */
  async function stakePlaced(userId: string, stake: StakePlaced): Promise<void> {
    const active = await repo.holdingGrant(db, userId);
    if (!active || active.status !== 'active' || active.currency !== stake.currency) return;
    const game = await context.gameOf(stake.provider, stake.gameId);
    const percent = contributionPercent(active.terms.contributions, {
      provider: stake.provider,
      gameId: stake.gameId,
      type: game?.type ?? null,
      categories: game?.categories ?? [],
    });
    const counted = wageringCount(stake.amount, percent, active.minBet);
    if (counted <= 0) return;
    const progress = await repo.countStake(db, { grantId: active.id, ...stake, counted });
    if (progress && progress.wagered >= progress.wageringRequired)
      await end(active.id, ['active'], 'completed', 'completed');
  }

  /** Forfeits the player's active bonus, and with `queued` their queued ones too, for the reason given. */
  async function forfeit(userId: string, reason: BonusEndReason, queued: boolean): Promise<void> {
    const grants = await repo.grantsOf(db, userId);
    for (const row of grants)
      if (row.status === 'active' || (queued && row.status === 'queued'))
        await end(row.id, [row.status], 'forfeited', reason);
  }

  /** The player's own grant, in one of the states an action needs; 404 bonus_not_found otherwise. */
  async function ownGrant(userId: string, id: string, states: readonly BonusGrantStatus[]) {
    const row = await repo.findGrant(db, id);
    if (!row || row.userId !== userId || !states.includes(row.status))
      throw new AppError('bonus_not_found', 404, 'No such bonus.');
    return row;
  }

  return {
    grant,
    offerTo,
    grantWinnings,
    stakePlaced,
    /** A rolled-back stake takes back what it counted towards wagering. */
    stakeCancelled: (stake: StakeCancelled) => repo.uncountStake(db, stake),
    forfeit,
    promoteNext,

    /** The player cancels a queued or the active bonus; an active one takes its bonus money with it. */
    async cancel(userId: string, id: string): Promise<void> {
      const row = await ownGrant(userId, id, ['queued', 'active']);
      if (!(await end(row.id, [row.status], 'cancelled', 'cancelled')))
        throw new AppError('bonus_not_found', 404, 'No such bonus.');
    },

    /**
     * The player makes a queued bonus the active one. An active bonus is forfeited first (§4: changing the active
     * bonus burns its wagering), with its bonus money.
     */
    async activate(userId: string, id: string): Promise<void> {
      await ownGrant(userId, id, ['queued']);
      const holding = await repo.holdingGrant(db, userId);
      if (holding?.status === 'active') await end(holding.id, ['active'], 'forfeited', 'replaced', false);
      const activated = await repo.activateGrant(db, id, now());
      if (!activated) throw new AppError('bonus_not_found', 404, 'No such bonus.');
      await credit(activated);
    },

    /** The player's active grant, if any: what a bet's funding and maximum depend on. */
    async activeGrantOf(userId: string): Promise<BonusGrantRow | null> {
      const holding = await repo.holdingGrant(db, userId);
      return holding?.status === 'active' ? holding : null;
    },

    /** Ends the grants past their expiry and finishes what a crash left half done; runs on one node at a time. */
    async sweep(): Promise<void> {
      const at = now();
      for (const row of await repo.expiredGrants(db, at, 500))
        await end(row.id, ['queued', 'active'], 'expired', 'expired');
      for (const row of await repo.grantsToRepair(db, 500))
        await (row.status === 'active' ? credit(row) : settle(row));
      for (const row of await repo.wageredGrants(db, 500))
        await end(row.id, ['active'], 'completed', 'completed');
      for (const userId of await repo.playersWaitingForActivation(db, at, 500)) await promoteNext(userId);
      for (const row of await repo.recentlyEndedGrants(
        db,
        new Date(at.getTime() - LATE_WINS_DAYS * DAY_MS),
        500,
      ))
        await settleLate(row);
    },
  };
}

/** A grant refused by the campaign's limits: its transaction is rolled back. */
class NotGranted extends Error {}

export type Grants = ReturnType<typeof createGrants>;
