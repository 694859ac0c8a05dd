import { randomUUID } from 'node:crypto';
import type { Language } from '@casino/rules';
import type { BonusEndReason, FreeSpinsAward, MyFreeSpins } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { FreeRoundsWon } from '../../platform/events/domain-events.ts';
import { campaignVersionTexts } from './bonuses.repo.ts';
import {
  FreeRoundsRefusedError,
  FreeRoundsUnavailableError,
  type FreeRoundsProviders,
} from './free-rounds.port.ts';
import * as repo from './free-spins.repo.ts';
import type { FreeSpinAwardRow, FreeSpinBatchRow } from './free-spins.tables.ts';
import { spinsAvailable, utcDay } from './free-spin-days.ts';

export interface FreeSpinsDeps {
  providers: FreeRoundsProviders;
  /** The bonus a batch's win becomes; null when it became one before. */
  grantWinnings(
    award: FreeSpinAwardRow,
    batch: FreeSpinBatchRow,
    win: number,
  ): Promise<{ id: string } | null>;
  /** Tells the player's open pages how many free spins they have left (`freeSpins.v1`); a failure is only logged. */
  announce(userId: string, number: number): Promise<void>;
  gameNameOf(provider: string, gameId: string): Promise<string | null>;
  /** The player as the provider knows them (the seamless wallet's `playerId`, not the account id). */
  providerPlayerId(provider: string, userId: string): string;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** How long a provider's count of a batch's played spins is reused for the player's poll. */
const STATUS_CACHE_MS = 2_000;

/**
 * Free spins (docs/free-rounds.md): an award is played in batches, one open at a time, each as many spins as the
 * day's limit allows; the provider runs a batch as a free-rounds award of its own and reports its total win once
 * through the seamless wallet, which credits it to what the casino owes as bonuses (`game.free-rounds-won`); the
 * win then becomes a bonus under the award's terms, and the next batch opens when the day allows.
 */
export function createFreeSpins(db: Db, now: () => Date, deps: FreeSpinsDeps) {
  const { providers, log } = deps;
  const playedCache = new Map<string, { at: number; played: number }>();

  /** Opens the award's next batch if the day allows and hands it to the provider; ends an award fully played. */
  async function openNext(award: FreeSpinAwardRow): Promise<void> {
    const at = now();
    if (award.status !== 'active' || award.expiresAt <= at) return;
    if (award.played >= award.count) {
      await repo.endAward(db, { id: award.id, status: 'finished', reason: null, at });
      return;
    }
    const today = utcDay(at);
    const batches = await repo.batchesOf(db, award.id, ['creating', 'active', 'finished']);
    const count = spinsAvailable(award, batches, today);
    if (count <= 0) return;
    const batch = await repo.openBatch(db, {
      id: randomUUID(),
      awardId: award.id,
      userId: award.userId,
      day: today,
      count,
      at,
    });
    if (batch) await create(award, batch);
  }

  /** Creates a batch at its provider (idempotent by id); a provider out of reach is tried again by the sweep. */
  async function create(award: FreeSpinAwardRow, batch: FreeSpinBatchRow): Promise<void> {
    try {
      await providers.create(award.provider, {
        id: batch.id,
        playerId: deps.providerPlayerId(award.provider, award.userId),
        currency: award.currency,
        gameIds: award.gameIds,
        bet: award.betAmount,
        count: batch.count,
        expiresAt: award.expiresAt.toISOString(),
      });
    } catch (error) {
      if (error instanceof FreeRoundsUnavailableError) {
        log.warn(
          { batchId: batch.id, error: error.message },
          'free spins: the provider did not take a batch yet',
        );
        return;
      }
      if (!(error instanceof FreeRoundsRefusedError)) throw error;
      // A campaign whose games or bet the provider refuses can never be played: the award ends, and says why.
      log.error({ batchId: batch.id, code: error.code }, 'free spins: the provider refused a batch');
      await repo.moveBatch(db, batch.id, ['creating'], 'cancelled');
      await repo.endAward(db, { id: award.id, status: 'cancelled', reason: null, at: now() });
      return;
    }
    if (await repo.moveBatch(db, batch.id, ['creating'], 'active')) await announce(award.userId);
  }

  /** A batch's reported win: the batch is finished, its win becomes a bonus, and the next batch opens. */
  async function finish(batchId: string, win: number, played?: number): Promise<void> {
    const open = await repo.findBatch(db, batchId);
    if (!open) return;
    const finished = await repo.finishBatch(db, {
      id: batchId,
      played: played ?? open.count,
      win,
      at: now(),
    });
    const award = await repo.findAward(db, open.awardId);
    if (!award) return;
    const batch = finished ?? open;
    if (win > 0 && !batch.grantId) {
      const granted = await deps.grantWinnings(award, batch, win);
      if (granted) await repo.setBatchGrant(db, batch.id, granted.id);
    }
    if (finished) {
      await openNext(award);
      await announce(award.userId);
    }
  }

  /** Follows an open batch at its provider: a batch finished without a win (no money to report) is finished here. */
  async function follow(batch: FreeSpinBatchRow, provider: string): Promise<void> {
    const status = await providers.status(provider, batch.id);
    if (status.status === 'finished' && status.totalWin === 0) await finish(batch.id, 0, status.played);
    if (status.status === 'cancelled') await repo.moveBatch(db, batch.id, ['active'], 'cancelled');
  }

  /** Ends the player's active awards for `reason`; their open batches are cancelled at the provider. */
  async function cancelAll(userId: string, reason: BonusEndReason): Promise<void> {
    const at = now();
    for (const id of await repo.activeAwardIds(db, userId)) {
      const ended = await repo.endAward(db, { id, status: 'cancelled', reason, at });
      if (ended) await cancelOpenBatches(ended);
    }
    await announce(userId);
  }

  async function cancelOpenBatches(award: FreeSpinAwardRow): Promise<void> {
    for (const batch of await repo.batchesOf(db, award.id, ['creating', 'active'])) {
      if (await repo.moveBatch(db, batch.id, ['creating', 'active'], 'cancelling'))
        await cancelAtProvider(batch, award.provider);
    }
  }

  async function cancelAtProvider(batch: FreeSpinBatchRow, provider: string): Promise<void> {
    try {
      await providers.cancel(provider, batch.id);
    } catch (error) {
      // A batch the provider never had is as good as cancelled.
      if (!(error instanceof FreeRoundsRefusedError && error.code === 'NOT_FOUND')) {
        if (error instanceof FreeRoundsUnavailableError || error instanceof FreeRoundsRefusedError) return;
        throw error;
      }
    }
    await repo.moveBatch(db, batch.id, ['cancelling'], 'cancelled');
  }

  /** The spins a batch's rounds have played so far, as its provider counts them (briefly cached). */
  async function livePlayed(batch: FreeSpinBatchRow, provider: string): Promise<number> {
    if (batch.status === 'finished') return batch.played ?? batch.count;
    if (batch.status !== 'active') return 0;
    const cached = playedCache.get(batch.id);
    if (cached && now().getTime() - cached.at < STATUS_CACHE_MS) return cached.played;
    try {
      const { played } = await providers.status(provider, batch.id);
      playedCache.set(batch.id, { at: now().getTime(), played });
      if (playedCache.size > 10_000) playedCache.clear();
      return played;
    } catch (error) {
      if (error instanceof FreeRoundsUnavailableError || error instanceof FreeRoundsRefusedError)
        return cached?.played ?? 0;
      throw error;
    }
  }

  /** The player's free spins as §3 shows them. */
  async function mine(userId: string, language: Language): Promise<MyFreeSpins> {
    const at = now();
    const today = utcDay(at);
    const rows = (await repo.activeAwardsOf(db, userId)).filter(({ award }) => award.expiresAt > at);
    const texts = await campaignVersionTexts(
      db,
      rows.map(({ award }) => award.campaignId),
    );
    const awards: FreeSpinsAward[] = [];
    for (const { award, batches } of rows) {
      let number = award.count - award.played;
      let numberDay = 0;
      let left = 0;
      for (const batch of batches) {
        const played = await livePlayed(batch, award.provider);
        if (batch.day === today) numberDay += batch.status === 'cancelled' ? 0 : played;
        if (batch.status === 'creating' || batch.status === 'active') {
          number -= played;
          left = batch.count - played;
        }
      }
      if (!batches.some((batch) => batch.status === 'creating' || batch.status === 'active'))
        left = spinsAvailable(award, batches, today);
      const version = texts.get(`${award.campaignId}:${award.campaignVersion}`);
      awards.push({
        id: award.id,
        slug: version?.slug ?? '',
        title: version?.texts[language].title ?? '',
        currency: award.currency as FreeSpinsAward['currency'],
        games: await Promise.all(
          award.gameIds.map(async (gameId) => ({
            provider: award.provider,
            gameId,
            name: (await deps.gameNameOf(award.provider, gameId)) ?? gameId,
          })),
        ),
        betAmount: award.betAmount,
        number: Math.max(0, number),
        numberDay,
        dayLimit: award.dayLimit,
        left: Math.max(0, Math.min(left, number)),
        expiresAt: award.expiresAt.toISOString(),
      });
    }
    return { number: awards.reduce((sum, award) => sum + award.number, 0), awards };
  }

  async function announce(userId: string): Promise<void> {
    const { number } = await mine(userId, 'en').catch(() => ({ number: null }));
    if (number !== null) await deps.announce(userId, number);
  }

  return {
    /** The first batch of a new award. */
    start: openNext,
    /** `game.free-rounds-won`: the batch's win, moved to what the casino owes as bonuses with this event. */
    won: (event: FreeRoundsWon) => finish(event.freeRoundsId, event.amount),
    cancelAll,
    mine,

    /** What the game wallet checks a free-rounds win against: the batch's player, currency, provider and games. */
    async batchOf(id: string) {
      const batch = await repo.findBatch(db, id);
      const award = batch ? await repo.findAward(db, batch.awardId) : undefined;
      if (!batch || !award || batch.status === 'cancelled' || batch.status === 'cancelling') return null;
      return {
        userId: award.userId,
        currency: award.currency,
        provider: award.provider,
        gameIds: award.gameIds,
      };
    },

    /** Expiry, batches to hand over, follow or cancel, and next batches: on one node at a time. */
    async sweep(): Promise<void> {
      const at = now();
      for (const award of await repo.expiredAwards(db, at, 200)) {
        const ended = await repo.endAward(db, { id: award.id, status: 'expired', reason: 'expired', at });
        // An open batch expires at its provider by itself, which reports what its rounds won.
        if (ended)
          for (const batch of await repo.batchesOf(db, award.id, ['creating']))
            await repo.moveBatch(db, batch.id, ['creating'], 'cancelled');
      }
      const awards = new Map<string, FreeSpinAwardRow | undefined>();
      const awardOf = async (id: string) => {
        if (!awards.has(id)) awards.set(id, await repo.findAward(db, id));
        return awards.get(id);
      };
      for (const batch of await repo.pendingBatches(db, 'creating', 200)) {
        const award = await awardOf(batch.awardId);
        if (award) await create(award, batch);
      }
      for (const batch of await repo.pendingBatches(db, 'active', 200)) {
        const award = await awardOf(batch.awardId);
        if (award)
          await follow(batch, award.provider).catch((error: unknown) => {
            if (!(error instanceof FreeRoundsUnavailableError || error instanceof FreeRoundsRefusedError))
              throw error;
          });
      }
      for (const batch of await repo.pendingBatches(db, 'cancelling', 200)) {
        const award = await awardOf(batch.awardId);
        if (award) await cancelAtProvider(batch, award.provider);
      }
      for (const award of await repo.awardsWithoutOpenBatch(db, 200)) await openNext(award);
    },
  };
}

export type FreeSpins = ReturnType<typeof createFreeSpins>;
