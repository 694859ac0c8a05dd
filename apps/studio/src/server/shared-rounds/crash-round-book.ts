/**
 * The bets of one shared crash round, as the server's clock lets them happen (`@casino/game-math` crash-round.ts
 * for the timeline). Pure and in memory: the table that owns the round persists what it decides and moves the
 * money; this book only decides.
 *
 * A bet's life: `debiting` when it is taken inside the betting window (the wallet is being asked for the stake),
 * then `open` when the debit is confirmed before take-off, or `void` when it is confirmed too late (its stake is
 * rolled back) or `refused` when the platform refuses it. An open bet is `cashed-out` by the player's request
 * while the multiplier rises (at the server's multiplier of that moment) or by its automatic target; once the
 * round has crashed, every open bet that was not cashed out has `lost`.
 */
import {
  cashOutAt,
  cashedOutMultiplier,
  crashPayout,
  multiplierAt,
  phaseAt,
  timeToReach,
  type CrashPhase,
  type CrashTimeline,
} from '@casino/game-math';

/** A player has two bet slots a round. */
export const CRASH_BET_SLOTS = [0, 1] as const;
export type CrashBetSlot = (typeof CRASH_BET_SLOTS)[number];

/** The lowest automatic cash-out target (1.01×) and the highest (10,000.00×), in hundredths. */
export const AUTO_CASH_OUT_MIN = 101;
export const AUTO_CASH_OUT_MAX = 1_000_000;

export type CrashBetState = 'debiting' | 'open' | 'cashed-out' | 'lost' | 'void' | 'refused';

export interface CrashBetEntry {
  readonly id: string;
  readonly playerKey: string;
  /** What the other players see: a masked name, never an e-mail. */
  readonly displayName: string;
  readonly slot: CrashBetSlot;
  /** Minor units of the round's currency. */
  readonly stake: number;
  readonly currency: string;
  /** The automatic cash-out target in hundredths, or null. */
  readonly autoCashOut: number | null;
  /** Server time the bet was received. */
  readonly placedAt: number;
  state: CrashBetState;
  /** The manual cash-out's multiplier in hundredths, once taken. */
  manualCashOut: number | null;
}

/** A bet as the player asks for it. */
export type PlaceCrashBet = Pick<
  CrashBetEntry,
  'id' | 'playerKey' | 'displayName' | 'slot' | 'stake' | 'currency'
> & { readonly autoCashOut?: number | null | undefined };

export type CrashBetRefusal =
  'BETTING_CLOSED' | 'SLOT_TAKEN' | 'STAKE_OUT_OF_LIMITS' | 'AUTO_CASH_OUT_INVALID';
export type CrashCashOutRefusal = 'NOT_FLYING' | 'CRASHED' | 'NO_OPEN_BET';

export interface CrashStakeLimits {
  readonly min: number;
  readonly max: number;
}

/** A bet's result once the round is over: what it pays (0 for a lost bet) and the multiplier it took. */
export interface CrashBetResult {
  readonly bet: CrashBetEntry;
  readonly multiplier: number | null;
  readonly payout: number;
}

export interface CrashRoundBook {
  readonly timeline: CrashTimeline;
  /**
   * Takes a bet received at `now` within the stake limits of its currency, or says why not. The stake is then
   * asked of the wallet.
   */
  place(
    bet: PlaceCrashBet,
    now: number,
    limits: CrashStakeLimits,
  ): { bet: CrashBetEntry } | { refused: CrashBetRefusal };
  /**
   * The wallet took the stake at `now`: the bet is open when that is before take-off, else void (the caller
   * rolls the stake back). Answers the bet's state.
   */
  confirm(betId: string, now: number): CrashBetState;
  /** The wallet refused the stake: the bet is out of the round. */
  refuse(betId: string): void;
  /** The player's cash-out of a slot received at `now`: the multiplier and payout, or why not. */
  cashOut(
    playerKey: string,
    slot: CrashBetSlot,
    now: number,
  ): { bet: CrashBetEntry; multiplier: number; payout: number } | { refused: CrashCashOutRefusal };
  /** The bets still waiting for their debit at take-off; they are void from then on. */
  voidUnconfirmed(now: number): CrashBetEntry[];
  /** Every bet that counts (debiting, open, cashed out or lost), in the order received. */
  bets(): CrashBetEntry[];
  /** A player's bets in this round (any state). */
  betsOf(playerKey: string): CrashBetEntry[];
  /** The results of the bets that were debited, once the round has crashed (throws before). */
  settle(now: number): CrashBetResult[];
}

export function createCrashRoundBook(timeline: CrashTimeline): CrashRoundBook {
  const byId = new Map<string, CrashBetEntry>();
  const bySlot = new Map<string, CrashBetEntry>();
  const slotKey = (playerKey: string, slot: CrashBetSlot) => `${slot}:${playerKey}`;
  const counts = (bet: CrashBetEntry) => bet.state !== 'void' && bet.state !== 'refused';

  function entry(betId: string): CrashBetEntry {
    const bet = byId.get(betId);
    if (!bet) throw new Error(`no crash bet ${betId} in this round`);
    return bet;
  }

  return {
    timeline,
    place(request, now, limits) {
      if (phaseAt(timeline, now) !== 'betting') return { refused: 'BETTING_CLOSED' };
      if (!Number.isSafeInteger(request.stake) || request.stake < limits.min || request.stake > limits.max)
        return { refused: 'STAKE_OUT_OF_LIMITS' };
      const auto = request.autoCashOut ?? null;
      if (
        auto !== null &&
        (!Number.isSafeInteger(auto) || auto < AUTO_CASH_OUT_MIN || auto > AUTO_CASH_OUT_MAX)
      )
        return { refused: 'AUTO_CASH_OUT_INVALID' };
      const key = slotKey(request.playerKey, request.slot);
      const taken = bySlot.get(key);
      if ((taken && counts(taken)) || byId.has(request.id)) return { refused: 'SLOT_TAKEN' };
      const bet: CrashBetEntry = {
        id: request.id,
        playerKey: request.playerKey,
        displayName: request.displayName,
        slot: request.slot,
        stake: request.stake,
        currency: request.currency,
        autoCashOut: auto,
        placedAt: now,
        state: 'debiting',
        manualCashOut: null,
      };
      byId.set(bet.id, bet);
      bySlot.set(key, bet);
      return { bet };
    },
    confirm(betId, now) {
      const bet = entry(betId);
      if (bet.state !== 'debiting') return bet.state;
      bet.state = now < timeline.takeOffAt ? 'open' : 'void';
      return bet.state;
    },
    refuse(betId) {
      const bet = entry(betId);
      if (bet.state === 'debiting') bet.state = 'refused';
    },
    cashOut(playerKey, slot, now) {
      const bet = bySlot.get(slotKey(playerKey, slot));
      if (!bet || bet.state !== 'open') return { refused: 'NO_OPEN_BET' };
      const taken = cashOutAt(timeline, now);
      if ('refused' in taken) return { refused: taken.refused === 'crashed' ? 'CRASHED' : 'NOT_FLYING' };
      // An automatic target the multiplier passed already took the bet.
      if (bet.autoCashOut !== null && bet.autoCashOut <= taken.multiplier) return { refused: 'NO_OPEN_BET' };
      bet.manualCashOut = taken.multiplier;
      bet.state = 'cashed-out';
      return { bet, multiplier: taken.multiplier, payout: payoutOf(bet, timeline) };
    },
    voidUnconfirmed(now) {
      if (now < timeline.takeOffAt) return [];
      const late = [...byId.values()].filter((bet) => bet.state === 'debiting');
      for (const bet of late) bet.state = 'void';
      return late;
    },
    bets: () => [...byId.values()].filter(counts),
    betsOf: (playerKey) =>
      CRASH_BET_SLOTS.flatMap((slot) => {
        const bet = bySlot.get(slotKey(playerKey, slot));
        return bet ? [bet] : [];
      }),
    settle(now) {
      if (phaseAt(timeline, now) !== 'crashed') throw new Error('a crash round is settled after its crash');
      const results: CrashBetResult[] = [];
      for (const bet of byId.values()) {
        if (bet.state !== 'open' && bet.state !== 'cashed-out') continue;
        const multiplier = cashedOutMultiplier(crashBetOf(bet), timeline);
        bet.state = multiplier === null ? 'lost' : 'cashed-out';
        results.push({ bet, multiplier, payout: payoutOf(bet, timeline) });
      }
      return results;
    },
  };
}

function crashBetOf(bet: CrashBetEntry) {
  return {
    stake: bet.stake,
    autoCashOut: bet.autoCashOut ?? undefined,
    cashedOutAt: bet.manualCashOut ?? undefined,
  };
}

function payoutOf(bet: CrashBetEntry, timeline: CrashTimeline): number {
  return crashPayout(crashBetOf(bet), timeline);
}

/**
 * What everyone at the table may know at `now`: the phase, the multiplier while flying, and the crash point only
 * once it has crashed (before that, it is the secret the round's hash commits to).
 */
export function publicRoundState(
  timeline: CrashTimeline,
  now: number,
): { phase: CrashPhase | 'not-open'; multiplier: number | null; crashPoint: number | null } {
  const phase = phaseAt(timeline, now);
  return {
    phase,
    multiplier:
      phase === 'flying'
        ? multiplierAt(now - timeline.takeOffAt, timeline.growthPerMs)
        : phase === 'crashed'
          ? timeline.crashHundredths
          : null,
    crashPoint: phase === 'crashed' ? timeline.crashHundredths : null,
  };
}

/** Whether an automatic cash-out has happened by `now` (the multiplier reached its target before the crash). */
export function autoCashedOutBy(bet: CrashBetEntry, timeline: CrashTimeline, now: number): boolean {
  if (bet.autoCashOut === null || bet.autoCashOut > timeline.crashHundredths) return false;
  return now >= timeline.takeOffAt + timeToReach(bet.autoCashOut, timeline.growthPerMs);
}
