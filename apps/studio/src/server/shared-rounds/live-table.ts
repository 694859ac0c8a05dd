/**
 * A live-format table (docs/studio.md, "Live-format tables"): roulette or baccarat rounds on a fixed schedule
 * counted from the epoch, so a restarted process keeps the same rhythm. Each round draws a fresh server seed when
 * it opens and shows its hash; the result is drawn from (seed, table salt, round number) when the round's result
 * is due, stored with the bets it settles, then told, revealed and paid. One process runs a table.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createRandomStream,
  generateServerSeed,
  hashServerSeed,
  roundAt,
  scheduledRound,
  type ScheduledRound,
  type TableSchedule,
} from '@casino/game-math';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';
import type {
  LiveBets,
  LiveHistoryEntry,
  LiveOwnBetView,
  LiveResult,
  LiveRoundView,
  LiveServerMessage,
  LiveTableView,
  LiveVariant,
} from '../../shared/live-api.ts';
import { createLiveRoundBook, type LiveBetEntry, type LiveRoundBook } from './live-round-book.ts';
import { drawLiveResult, livePhaseOf, liveBetProblem, liveStakeOf } from '../../shared/live-variants.ts';
import { recoverLiveTable } from './live-recovery.ts';
import { payBet, placeStake, type SharedBetMoney } from './shared-bet-money.ts';
import { studioLiveBets, studioLiveRounds } from './shared-rounds.tables.ts';

export interface LiveTableConfig {
  /** A game has one table, which carries the game's id: money calls name it as the game. */
  readonly tableId: string;
  readonly variant: LiveVariant;
  readonly schedule: TableSchedule;
  readonly vip: boolean;
  /** The table in a currency: its limits and chips. */
  viewOf(currency: string): LiveTableView;
  /** The server's clock (ms since the epoch). */
  readonly now?: () => number;
}

/** Who is asking: a game session of the table's game. */
export interface LivePlayer {
  readonly sessionId: string;
  readonly playerKey: string;
  readonly mode: 'real' | 'demo';
  readonly currency: string;
  readonly token: string | null;
}

export type LiveAnswer =
  { ok: true; bet: LiveOwnBetView; balance: number | null } | { ok: false; code: string };

export type LiveStateMessage = Extract<LiveServerMessage, { type: 'state' }>;

export interface LiveTable {
  /** Settles what an earlier process left, then follows the schedule. */
  start(): Promise<void>;
  /** Stops opening rounds and waits for the money under way. */
  stop(): Promise<void>;
  /** Follows the table; `playerKey` also gets that player's own messages. */
  subscribe(listener: (message: LiveServerMessage) => void, playerKey: string | null): () => void;
  /** What a player who (re)connects needs: the round as it stands, its spots and their own placement. */
  snapshot(player: LivePlayer | null): LiveStateMessage;
  placeBets(player: LivePlayer, bets: LiveBets): Promise<LiveAnswer>;
  /** Waits until the payments and rollbacks started so far are done (tests, shutdown). */
  settled(): Promise<void>;
}

interface OpenRound {
  readonly schedule: ScheduledRound;
  readonly id: string;
  readonly seed: string;
  readonly seedHash: string;
  readonly book: LiveRoundBook;
  result: LiveResult | null;
}

const HISTORY_LENGTH = 20;
/** The pause before the table tries again a write the database refused. */
const RETRY_MS = 1_000;
/** A round is opened late only while this much of its betting window is left. */
const LATE_OPENING_MS = 2_000;
/** Payments sent to the platform at once after a result. */
const PAYMENT_CONCURRENCY = 16;
/** Rounds are counted from the epoch. */
const SCHEDULE_START = 0;

export function liveSaltOf(tableId: string): string {
  return `lumen-live:${tableId}`;
}

export function createLiveTable(db: StudioDb, wallet: WalletClient, config: LiveTableConfig): LiveTable {
  const now = config.now ?? Date.now;
  const money: SharedBetMoney = { db, wallet, gameId: config.tableId, bets: 'studio_live_bets' };
  const salt = liveSaltOf(config.tableId);
  const listeners = new Map<(message: LiveServerMessage) => void, string | null>();
  const work = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  let live: OpenRound | null = null;
  let history: LiveHistoryEntry[] = [];

  function broadcast(message: LiveServerMessage): void {
    for (const listener of listeners.keys()) listener(message);
  }

  function tell(playerKey: string, message: LiveServerMessage): void {
    for (const [listener, key] of listeners) if (key === playerKey) listener(message);
  }

  function playerCount(): number {
    return new Set([...listeners.values()].filter((key) => key !== null)).size;
  }

  function at(time: number, task: () => Promise<void> | void): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (running) track(Promise.resolve(task()));
      },
      Math.max(0, time - now()),
    );
    timers.add(timer);
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    const settled = promise.catch((error: unknown) => {
      console.error('live table:', error);
    });
    work.add(settled);
    void settled.finally(() => work.delete(settled));
    return promise;
  }

  function roundView(round: OpenRound): LiveRoundView {
    const { schedule } = round;
    return {
      id: round.id,
      number: schedule.index,
      serverSeedHash: round.seedHash,
      clientSeed: salt,
      opensAt: schedule.opensAt,
      closesAt: schedule.closesAt,
      resultAt: schedule.resultAt,
      pauseAt: schedule.pauseAt,
      endsAt: schedule.endsAt,
      result: round.result,
      serverSeed: round.result === null ? null : round.seed,
    };
  }

  function ownView(bet: LiveBetEntry): LiveOwnBetView {
    return {
      id: bet.id,
      bets: bet.bets,
      stake: bet.stake,
      payout: bet.payout,
      state: bet.state === 'settled' ? 'settled' : bet.state === 'open' ? 'open' : 'debiting',
    };
  }

  /** The next round to open at `time`: the current one while enough of its window is left, else the next. */
  function nextRoundAt(time: number): ScheduledRound {
    const { round, phase } = roundAt(config.schedule, SCHEDULE_START, time);
    return phase === 'betting' && round.closesAt - time > LATE_OPENING_MS
      ? round
      : scheduledRound(config.schedule, SCHEDULE_START, round.index + 1);
  }

  function openWhenDue(round: ScheduledRound): void {
    at(round.opensAt, () => openRound(round));
  }

  async function openRound(round: ScheduledRound): Promise<void> {
    const seed = generateServerSeed(randomBytes(32));
    const id = `${config.tableId}:${round.index}`;
    try {
      const [row] = await db
        .insert(studioLiveRounds)
        .values({
          id,
          tableId: config.tableId,
          roundIndex: round.index,
          serverSeed: seed,
          serverSeedHash: hashServerSeed(seed),
          clientSeed: salt,
          opensAt: new Date(round.opensAt),
        })
        .onConflictDoNothing()
        .returning();
      // Taken already (an earlier process opened it, and it was interrupted): the next round is this table's.
      if (!row) return openWhenDue(nextRoundAt(round.endsAt));
    } catch (error) {
      console.error('live table: opening a round failed; the next one is tried', error);
      return openWhenDue(nextRoundAt(now() + RETRY_MS));
    }
    const opened: OpenRound = {
      schedule: round,
      id,
      seed,
      seedHash: hashServerSeed(seed),
      book: createLiveRoundBook(round),
      result: null,
    };
    live = opened;
    broadcast({ type: 'round', serverTime: now(), round: roundView(opened) });
    at(round.closesAt, () => close(opened));
    at(round.resultAt, () => draw(opened));
    openWhenDue(scheduledRound(config.schedule, SCHEDULE_START, round.index + 1));
  }

  async function close(round: OpenRound): Promise<void> {
    broadcast({ type: 'closed', serverTime: now(), roundId: round.id });
    // The stored status only tells a restart that the round had closed; the result decides, so a failure here
    // holds nothing up.
    await db
      .update(studioLiveRounds)
      .set({ status: 'closed' })
      .where(and(eq(studioLiveRounds.id, round.id), eq(studioLiveRounds.status, 'betting')))
      .catch((error: unknown) => console.error('live table: marking the close failed', error));
  }

  async function draw(round: OpenRound): Promise<void> {
    // Stakes still on their way are void: the handler that sent them gives them back when they arrive.
    round.book.voidUnconfirmed();
    const stream = createRandomStream({
      serverSeed: round.seed,
      clientSeed: salt,
      nonce: round.schedule.index,
    });
    const result = drawLiveResult(config.variant, stream);
    const settled = round.book.settle(result);
    // The result is stored with the bets it settles; until that takes, it is neither told nor paid.
    for (;;) {
      try {
        await storeResult(round, result, settled);
        break;
      } catch (error) {
        console.error('live table: storing the result failed; trying again', error);
        if (!running) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    round.result = result;
    history = [{ roundId: round.id, number: round.schedule.index, result }, ...history].slice(
      0,
      HISTORY_LENGTH,
    );
    broadcast({ type: 'result', serverTime: now(), round: roundView(round) });
    track(payAll(settled));
  }

  function storeResult(
    round: OpenRound,
    result: LiveResult,
    settled: readonly LiveBetEntry[],
  ): Promise<void> {
    return db.transaction(async (tx) => {
      if (settled.length > 0)
        await tx.execute(sql`
          update studio_live_bets b
             set status = 'paying', payout = v.payout
            from (select unnest(${`{${settled.map((bet) => bet.id).join(',')}}`}::text[]) as id,
                         unnest(${`{${settled.map((bet) => bet.payout ?? 0).join(',')}}`}::bigint[]) as payout) v
           where b.id = v.id and b.status in ('betting', 'open')`);
      await tx
        .update(studioLiveRounds)
        .set({ status: 'settled', result })
        .where(eq(studioLiveRounds.id, round.id));
    });
  }

  async function payAll(settled: readonly LiveBetEntry[]): Promise<void> {
    const queue = [...settled];
    const worker = async () => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const [bet] = await db.select().from(studioLiveBets).where(eq(studioLiveBets.id, entry.id));
        const balance = bet?.status === 'paying' ? await payBet(money, bet) : null;
        tell(entry.playerKey, { type: 'settled', serverTime: now(), bet: ownView(entry), balance });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAYMENT_CONCURRENCY, queue.length) }, worker));
  }

  async function placeBets(player: LivePlayer, bets: LiveBets): Promise<LiveAnswer> {
    const round = live;
    const receivedAt = now();
    if (!round) return { ok: false, code: 'BETTING_CLOSED' };
    const problem = liveBetProblem(config.variant, bets, config.viewOf(player.currency).limits);
    if (problem) return { ok: false, code: problem };
    const placed = round.book.place(
      {
        id: randomUUID(),
        playerKey: player.playerKey,
        currency: player.currency,
        bets,
        stake: liveStakeOf(bets),
      },
      receivedAt,
    );
    if ('refused' in placed) return { ok: false, code: placed.refused };
    const { bet } = placed;
    const [row] = await db
      .insert(studioLiveBets)
      .values({
        id: bet.id,
        roundId: round.id,
        sessionId: player.sessionId,
        playerKey: player.playerKey,
        mode: player.mode,
        currency: bet.currency,
        bets,
        stake: bet.stake,
        status: 'betting',
        token: player.token,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      round.book.refuse(bet.id);
      return { ok: false, code: 'ALREADY_BET' };
    }
    const stake = await placeStake(
      money,
      row,
      { confirm: () => round.book.confirm(bet.id) === 'open', refuse: () => round.book.refuse(bet.id) },
      track,
    );
    if (!stake.ok) return stake;
    broadcast({ type: 'spots', serverTime: now(), spots: round.book.spots() });
    return { ok: true, bet: ownView(bet), balance: stake.balance };
  }

  return {
    async start() {
      if (running) return;
      await recoverLiveTable(money, config.tableId);
      const recent = await db
        .select({
          roundId: studioLiveRounds.id,
          number: studioLiveRounds.roundIndex,
          result: studioLiveRounds.result,
        })
        .from(studioLiveRounds)
        .where(
          and(eq(studioLiveRounds.tableId, config.tableId), inArray(studioLiveRounds.status, ['settled'])),
        )
        .orderBy(desc(studioLiveRounds.roundIndex))
        .limit(HISTORY_LENGTH);
      history = recent.flatMap((round) => (round.result ? [{ ...round, result: round.result }] : []));
      running = true;
      openWhenDue(nextRoundAt(now()));
    },
    async stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...work]);
    },
    subscribe(listener, playerKey) {
      const before = playerCount();
      listeners.set(listener, playerKey);
      const announce = () => {
        const players = playerCount();
        if (players !== before) broadcast({ type: 'players', serverTime: now(), players });
      };
      announce();
      return () => {
        listeners.delete(listener);
        broadcast({ type: 'players', serverTime: now(), players: playerCount() });
      };
    },
    snapshot(player) {
      const time = now();
      const round = live;

      const own = round && player ? round.book.betOf(player.playerKey) : undefined;
      return {
        type: 'state',
        serverTime: time,
        table: config.viewOf(player?.currency ?? 'EUR'),
        round: round ? roundView(round) : null,
        phase: round ? livePhaseOf(round.schedule, time) : 'pause',
        players: playerCount(),
        spots: round ? round.book.spots() : [],
        mine: own ? ownView(own) : null,
        history,
        balance: null,
      };
    },
    placeBets,
    async settled() {
      while (work.size > 0) await Promise.all([...work]);
    },
  };
}
