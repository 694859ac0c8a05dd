/**
 * A shared crash table (docs/studio.md, "Shared rounds"): rounds one after another on the server's clock, each
 * drawn from the table's hash chain, with every player's bets through the wallet and every event broadcast to
 * the players following the table. One process runs a table; what it decides is stored before it is told.
 */
import { randomUUID } from 'node:crypto';
import {
  CRASH_PACE,
  crashTimeline,
  hashServerSeed,
  multiplierAt,
  payoutAt,
  type CrashPace,
  type CrashTimeline,
} from '@casino/game-math';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';
import type {
  CrashBetView,
  CrashOwnBetView,
  CrashRoundView,
  CrashServerMessage,
  CrashTableLimits,
} from '../../shared/crash-api.ts';
import { crashPointOf, crashSaltOf, nextChainRound } from './crash-chain.ts';
import { payBet, placeStake, type SharedBetMoney } from './shared-bet-money.ts';
import {
  autoCashedOutBy,
  createCrashRoundBook,
  publicRoundState,
  type CrashBetEntry,
  type CrashBetResult,
  type CrashBetSlot,
  type CrashRoundBook,
} from './crash-round-book.ts';
import { recoverCrashTable } from './crash-recovery.ts';
import { studioCrashBets, studioCrashRounds } from './shared-rounds.tables.ts';

export interface CrashTableConfig {
  /** A game has one table, which carries the game's id: money calls name it as the game. */
  readonly tableId: string;
  readonly houseEdge: number;
  readonly pace?: CrashPace;
  /** Between a crash and the next window. */
  readonly pauseMs: number;
  /** Rounds in each hash chain. */
  readonly chainLength: number;
  /** How often the multiplier is broadcast while flying. */
  readonly tickMs: number;
  limitsOf(currency: string): CrashTableLimits;
  /** The server's clock (ms since the epoch). */
  readonly now?: () => number;
}

/** Who is asking: a game session of the crash game. */
export interface CrashPlayer {
  readonly sessionId: string;
  readonly playerKey: string;
  readonly mode: 'real' | 'demo';
  readonly currency: string;
  readonly token: string | null;
  readonly displayName: string;
}

export type CrashAnswer =
  { ok: true; bet: CrashOwnBetView; balance: number | null } | { ok: false; code: string };

export type CrashStateMessage = Extract<CrashServerMessage, { type: 'state' }>;

export interface CrashTable {
  /** Settles what an earlier process left, then opens the first round. */
  start(): Promise<void>;
  /** Stops opening rounds and waits for the money under way. */
  stop(): Promise<void>;
  subscribe(listener: (message: CrashServerMessage) => void): () => void;
  /**
   * What a player who (re)connects needs of the round: as it stands, its bets and their own (their earlier
   * rounds come from settledBetsOf).
   */
  snapshot(player: CrashPlayer | null): Omit<CrashStateMessage, 'myHistory'>;
  placeBet(
    player: CrashPlayer,
    request: { slot: CrashBetSlot; stake: number; autoCashOut: number | null },
  ): Promise<CrashAnswer>;
  cashOut(player: CrashPlayer, slot: CrashBetSlot): Promise<CrashAnswer>;
  /** Waits until the payments and rollbacks started so far are done (tests, shutdown). */
  settled(): Promise<void>;
}

interface LiveRound {
  readonly row: typeof studioCrashRounds.$inferSelect;
  readonly commitment: string;
  /** The round's server seed: revealed once it has crashed. */
  readonly seed: string;
  readonly timeline: CrashTimeline;
  readonly book: CrashRoundBook;
  /** Automatic cash-outs already announced. */
  readonly announced: Set<string>;
}

const HISTORY_LENGTH = 20;
/** The pause before the table tries again a write the database refused. */
const RETRY_MS = 1_000;
/** Payments sent to the platform at once after a crash. */
const PAYMENT_CONCURRENCY = 16;

export function createCrashTable(db: StudioDb, wallet: WalletClient, config: CrashTableConfig): CrashTable {
  const now = config.now ?? Date.now;
  const pace = config.pace ?? CRASH_PACE;
  const money: SharedBetMoney = { db, wallet, gameId: config.tableId, bets: 'studio_crash_bets' };
  const listeners = new Set<(message: CrashServerMessage) => void>();
  const work = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let ticker: NodeJS.Timeout | undefined;
  let running = false;
  let live: LiveRound | null = null;
  let history: { roundId: string; crashPoint: number }[] = [];

  function broadcast(message: CrashServerMessage): void {
    for (const listener of listeners) listener(message);
  }

  function later(ms: number, task: () => Promise<void>): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (running) track(task());
      },
      Math.max(0, ms),
    );
    timers.add(timer);
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    const settled = promise.catch((error: unknown) => {
      console.error('crash table:', error);
    });
    work.add(settled);
    void settled.finally(() => work.delete(settled));
    return promise;
  }

  function roundView(round: LiveRound, at: number): CrashRoundView {
    const crashed = publicRoundState(round.timeline, at).phase === 'crashed';
    return {
      id: round.row.id,
      number: round.row.chainIndex,
      chainId: round.row.chainId,
      commitment: round.commitment,
      serverSeedHash: round.row.serverSeedHash,
      clientSeed: round.row.clientSeed,
      opensAt: round.timeline.opensAt,
      closesAt: round.timeline.closesAt,
      takeOffAt: round.timeline.takeOffAt,
      growthPerMs: round.timeline.growthPerMs,
      crashPoint: crashed ? round.timeline.crashHundredths : null,
      crashAt: crashed ? round.timeline.crashAt : null,
      serverSeed: crashed ? round.row.serverSeed : null,
    };
  }

  function betView(round: LiveRound, bet: CrashBetEntry, at: number): CrashBetView {
    const cashedOutAt =
      bet.manualCashOut ??
      (bet.autoCashOut !== null && autoCashedOutBy(bet, round.timeline, at) ? bet.autoCashOut : null);
    return {
      id: bet.id,
      displayName: bet.displayName,
      slot: bet.slot,
      stake: bet.stake,
      currency: bet.currency,
      cashedOutAt,
      payout: cashedOutAt === null ? null : payoutAt(bet.stake, cashedOutAt),
    };
  }

  function ownView(round: LiveRound, bet: CrashBetEntry, at: number): CrashOwnBetView {
    const seen = betView(round, bet, at);
    const state =
      bet.state === 'debiting'
        ? 'debiting'
        : seen.cashedOutAt !== null
          ? 'cashed-out'
          : bet.state === 'lost' || publicRoundState(round.timeline, at).phase === 'crashed'
            ? 'lost'
            : 'open';
    return { ...seen, autoCashOut: bet.autoCashOut, state };
  }

  /** Opens the next round; should the database fail, tries again a second later (the table never stops). */
  async function openRound(): Promise<void> {
    try {
      await openNextRound();
    } catch (error) {
      console.error('crash table: opening a round failed; trying again', error);
      later(RETRY_MS, openRound);
    }
  }

  async function openNextRound(): Promise<void> {
    const { chain, index } = await nextChainRound(db, config.tableId, config.chainLength);
    const seed = chain.seedOf(index);
    const salt = crashSaltOf(config.tableId);
    const crashPoint = crashPointOf(seed, salt, index, config.houseEdge);
    const opensAt = now();
    const [row] = await db
      .insert(studioCrashRounds)
      .values({
        id: randomUUID(),
        tableId: config.tableId,
        chainId: chain.id,
        chainIndex: index,
        serverSeedHash: hashServerSeed(seed),
        clientSeed: salt,
        crashPoint,
        opensAt: new Date(opensAt),
      })
      .returning();
    if (!row) throw new Error('the crash round was not stored');
    const timeline = crashTimeline(opensAt, crashPoint, pace);
    live = {
      row,
      commitment: chain.commitment,
      seed,
      timeline,
      book: createCrashRoundBook(timeline),
      announced: new Set(),
    };
    broadcast({ type: 'round', serverTime: now(), round: roundView(live, now()) });
    later(timeline.takeOffAt - now(), takeOff);
  }

  async function takeOff(): Promise<void> {
    const round = live;
    if (!round) return;
    // Stakes still on their way are void: the handler that sent them gives them back when they arrive.
    round.book.voidUnconfirmed(Math.max(now(), round.timeline.takeOffAt));
    // The stored status only tells a restart that the round was under way ('betting' tells it as well), so a
    // failure to store it does not hold the round up.
    await db
      .update(studioCrashRounds)
      .set({ status: 'flying' })
      .where(eq(studioCrashRounds.id, round.row.id))
      .catch((error: unknown) => console.error('crash table: marking take-off failed', error));
    broadcast({ type: 'take-off', serverTime: now(), roundId: round.row.id });
    ticker = setInterval(() => tick(round), config.tickMs);
    later(round.timeline.crashAt - now(), () => crash(round));
  }

  function tick(round: LiveRound): void {
    const at = now();
    if (at >= round.timeline.crashAt) return;
    broadcast({
      type: 'tick',
      serverTime: at,
      multiplier: multiplierAt(at - round.timeline.takeOffAt, pace.growthPerMs),
    });
    for (const bet of round.book.bets()) {
      if (bet.state !== 'open' || round.announced.has(bet.id) || !autoCashedOutBy(bet, round.timeline, at))
        continue;
      round.announced.add(bet.id);
      broadcast({ type: 'cash-out', serverTime: at, bet: betView(round, bet, at) });
    }
  }

  async function crash(round: LiveRound): Promise<void> {
    if (ticker) clearInterval(ticker);
    ticker = undefined;
    const at = Math.max(now(), round.timeline.crashAt);
    const results = round.book.settle(at).filter((result) => result.bet.manualCashOut === null);
    const serverSeed = round.seed;
    // The book is settled once; storing it is tried until it takes, and only then is the crash told and paid.
    for (;;) {
      try {
        await storeCrash(round, results);
        break;
      } catch (error) {
        console.error('crash table: storing the crash failed; trying again', error);
        if (!running) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    live = { ...round, row: { ...round.row, status: 'crashed', serverSeed } };
    history = [{ roundId: round.row.id, crashPoint: round.timeline.crashHundredths }, ...history].slice(
      0,
      HISTORY_LENGTH,
    );
    broadcast({ type: 'crash', serverTime: now(), round: roundView(live, at) });
    track(payAll(results.map((result) => result.bet.id)));
    later(config.pauseMs, openRound);
  }

  /** Every bet still riding becomes `paying` (0 for a lost one) and the round `crashed`, its seed revealed. */
  function storeCrash(round: LiveRound, results: readonly CrashBetResult[]): Promise<void> {
    return db.transaction(async (tx) => {
      if (results.length > 0)
        await tx.execute(sql`
          update studio_crash_bets b
             set status = 'paying', payout = v.payout, cashed_out_at = v.multiplier
            from (select unnest(${`{${results.map((r) => r.bet.id).join(',')}}`}::text[]) as id,
                         unnest(${`{${results.map((r) => r.payout).join(',')}}`}::bigint[]) as payout,
                         unnest(${`{${results.map((r) => r.multiplier ?? 'NULL').join(',')}}`}::int[]) as multiplier) v
           where b.id = v.id and b.status in ('betting', 'open')`);
      await tx
        .update(studioCrashRounds)
        .set({ status: 'crashed', serverSeed: round.seed })
        .where(eq(studioCrashRounds.id, round.row.id));
    });
  }

  async function payAll(ids: readonly string[]): Promise<void> {
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const [bet] = await db.select().from(studioCrashBets).where(eq(studioCrashBets.id, id));
        if (bet?.status === 'paying') await payBet(money, bet);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAYMENT_CONCURRENCY, queue.length) }, worker));
  }

  async function placeBet(
    player: CrashPlayer,
    request: { slot: CrashBetSlot; stake: number; autoCashOut: number | null },
  ): Promise<CrashAnswer> {
    const round = live;
    const receivedAt = now();
    if (!round) return { ok: false, code: 'BETTING_CLOSED' };
    const placed = round.book.place(
      {
        id: randomUUID(),
        playerKey: player.playerKey,
        displayName: player.displayName,
        slot: request.slot,
        stake: request.stake,
        currency: player.currency,
        autoCashOut: request.autoCashOut,
      },
      receivedAt,
      config.limitsOf(player.currency),
    );
    if ('refused' in placed) return { ok: false, code: placed.refused };
    const { bet } = placed;
    const [row] = await db
      .insert(studioCrashBets)
      .values({
        id: bet.id,
        roundId: round.row.id,
        sessionId: player.sessionId,
        playerKey: player.playerKey,
        mode: player.mode,
        displayName: player.displayName,
        slot: bet.slot,
        currency: bet.currency,
        stake: bet.stake,
        autoCashOut: bet.autoCashOut,
        status: 'betting',
        token: player.token,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      round.book.refuse(bet.id);
      return { ok: false, code: 'SLOT_TAKEN' };
    }
    const stake = await placeStake(
      money,
      row,
      {
        confirm: () => round.book.confirm(bet.id, now()) === 'open',
        refuse: () => round.book.refuse(bet.id),
      },
      track,
    );
    if (!stake.ok) return stake;
    const at = now();
    broadcast({ type: 'bet', serverTime: at, bet: betView(round, bet, at) });
    return { ok: true, bet: ownView(round, bet, at), balance: stake.balance };
  }

  async function cashOut(player: CrashPlayer, slot: CrashBetSlot): Promise<CrashAnswer> {
    const round = live;
    const receivedAt = now();
    if (!round) return { ok: false, code: 'NO_OPEN_BET' };
    const taken = round.book.cashOut(player.playerKey, slot, receivedAt);
    if ('refused' in taken) return { ok: false, code: taken.refused };
    const [row] = await db
      .update(studioCrashBets)
      .set({ status: 'paying', cashedOutAt: taken.multiplier, payout: taken.payout })
      // 'betting' too: the stake was confirmed (the book opened the bet) even if that write has not landed yet.
      .where(and(eq(studioCrashBets.id, taken.bet.id), inArray(studioCrashBets.status, ['betting', 'open'])))
      .returning();
    broadcast({ type: 'cash-out', serverTime: now(), bet: betView(round, taken.bet, receivedAt) });
    const balance = row ? await track(payBet(money, row)) : null;
    return { ok: true, bet: ownView(round, taken.bet, receivedAt), balance };
  }

  return {
    async start() {
      if (running) return;
      await recoverCrashTable(money, config.tableId);
      const recent = await db
        .select({ roundId: studioCrashRounds.id, crashPoint: studioCrashRounds.crashPoint })
        .from(studioCrashRounds)
        .where(
          and(eq(studioCrashRounds.tableId, config.tableId), inArray(studioCrashRounds.status, ['crashed'])),
        )
        .orderBy(desc(studioCrashRounds.opensAt))
        .limit(HISTORY_LENGTH);
      history = recent;
      running = true;
      await openRound();
    },
    async stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (ticker) clearInterval(ticker);
      await Promise.all([...work]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot(player) {
      const at = now();
      if (!live) throw new Error('the crash table has not started');
      const round = live;
      return {
        type: 'state',
        serverTime: at,
        round: roundView(round, at),
        bets: round.book
          .bets()
          .filter((bet) => bet.state !== 'debiting')
          .map((bet) => betView(round, bet, at)),
        mine: player
          ? round.book
              .betsOf(player.playerKey)
              .filter((bet) => bet.state !== 'void' && bet.state !== 'refused')
              .map((bet) => ownView(round, bet, at))
          : [],
        history,
        limits: config.limitsOf(player?.currency ?? 'EUR'),
        balance: null,
      };
    },
    placeBet,
    cashOut,
    async settled() {
      while (work.size > 0) await Promise.all([...work]);
    },
  };
}
