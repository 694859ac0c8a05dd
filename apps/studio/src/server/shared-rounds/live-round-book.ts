/**
 * The placements of one live-format round, as the server's clock lets them happen (`@casino/game-math`
 * table-schedule.ts for the round's phases). Pure and in memory: the table that owns the round persists what it
 * decides and moves the money; this book only decides.
 *
 * A placement's life: `debiting` when it is received inside the betting window (the wallet is being asked for the
 * stake), then `open` once the debit is confirmed, or `refused` when the platform refuses it. A debit still
 * unconfirmed when the result is drawn is `void` (its stake is rolled back): no bet joins a round whose result
 * exists. At the result every open placement is `settled` with what it pays.
 */
import type { ScheduledRound } from '@casino/game-math';
import type { LiveBets, LiveResult, LiveSpot, LiveSpotView } from '../../shared/live-api.ts';
import { livePayoutOf, liveSpotsOf } from '../../shared/live-variants.ts';

export type LiveBetState = 'debiting' | 'open' | 'void' | 'refused' | 'settled';

export interface LiveBetEntry {
  readonly id: string;
  readonly playerKey: string;
  readonly currency: string;
  readonly bets: LiveBets;
  readonly stake: number;
  /** Server time the placement was received. */
  readonly placedAt: number;
  state: LiveBetState;
  payout: number | null;
}

export type LiveBetRefusal = 'BETTING_CLOSED' | 'ALREADY_BET';

export interface LiveRoundBook {
  readonly round: ScheduledRound;
  /** Takes a placement received at `now`, or says why not: one a player, inside the betting window. */
  place(
    bet: Omit<LiveBetEntry, 'placedAt' | 'state' | 'payout'>,
    now: number,
  ): { bet: LiveBetEntry } | { refused: LiveBetRefusal };
  /** The platform took the stake: the placement is open, unless the result was drawn meanwhile (void). */
  confirm(id: string): 'open' | 'void';
  /** The platform refused the stake (or did not answer): the placement is out, and its player may place again. */
  refuse(id: string): void;
  /** Voids the placements whose stake is still unconfirmed (the result is being drawn); answers them. */
  voidUnconfirmed(): LiveBetEntry[];
  /** Settles every open placement on the result; answers them with their payouts. */
  settle(result: LiveResult): LiveBetEntry[];
  betOf(playerKey: string): LiveBetEntry | undefined;
  /** The open placements' spots: players and stakes by currency on each. */
  spots(): LiveSpotView[];
}

export function createLiveRoundBook(round: ScheduledRound): LiveRoundBook {
  const bets = new Map<string, LiveBetEntry>();
  let drawn = false;

  const standing = (bet: LiveBetEntry) => bet.state !== 'refused' && bet.state !== 'void';

  return {
    round,
    place(request, now) {
      if (drawn || now < round.opensAt || now >= round.closesAt) return { refused: 'BETTING_CLOSED' };
      if ([...bets.values()].some((bet) => bet.playerKey === request.playerKey && standing(bet)))
        return { refused: 'ALREADY_BET' };
      const bet: LiveBetEntry = { ...request, placedAt: now, state: 'debiting', payout: null };
      bets.set(bet.id, bet);
      return { bet };
    },
    confirm(id) {
      const bet = bets.get(id);
      if (!bet || bet.state !== 'debiting') return 'void';
      bet.state = drawn ? 'void' : 'open';
      return bet.state;
    },
    refuse(id) {
      const bet = bets.get(id);
      if (bet?.state === 'debiting') bet.state = 'refused';
    },
    voidUnconfirmed() {
      drawn = true;
      const voided = [...bets.values()].filter((bet) => bet.state === 'debiting');
      for (const bet of voided) bet.state = 'void';
      return voided;
    },
    settle(result) {
      drawn = true;
      const open = [...bets.values()].filter((bet) => bet.state === 'open');
      for (const bet of open) {
        bet.payout = livePayoutOf(result, bet.bets);
        bet.state = 'settled';
      }
      return open;
    },
    betOf(playerKey) {
      return [...bets.values()].find((bet) => bet.playerKey === playerKey && standing(bet));
    },
    spots() {
      const byKey = new Map<
        string,
        { spot: LiveSpot; players: Set<string>; totals: Record<string, number> }
      >();
      for (const bet of bets.values()) {
        if (bet.state !== 'open' && bet.state !== 'settled') continue;
        for (const { key, spot: where, amount } of liveSpotsOf(bet.bets)) {
          const spot = byKey.get(key) ?? { spot: where, players: new Set<string>(), totals: {} };
          spot.players.add(bet.playerKey);
          spot.totals[bet.currency] = (spot.totals[bet.currency] ?? 0) + amount;
          byKey.set(key, spot);
        }
      }
      return [...byKey].map(([key, spot]) => ({
        key,
        spot: spot.spot,
        players: spot.players.size,
        totals: spot.totals,
      }));
    },
  };
}
