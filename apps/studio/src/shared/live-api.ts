/**
 * The live-format tables' messages over their WebSocket (docs/studio.md, "Live-format tables"): roulette and
 * baccarat rounds that every player at a table shares, on the table's schedule. Types only, so that the client
 * never loads server code. Amounts are in minor units, times in ms since the epoch on the server's clock.
 */
import type {
  BaccaratBetKind,
  BaccaratBets,
  BaccaratRound,
  BaccaratTableLimits,
  RouletteBet,
  RouletteBetPosition,
  RouletteTableLimits,
  TablePhase,
  TableSchedule,
} from '@casino/game-math';
import type { BaccaratRules, RouletteRules } from './table-play-api.ts';

export type LiveVariant = 'roulette' | 'baccarat';

/** A player's placement in one round. */
export type LiveBets =
  | { readonly kind: 'roulette'; readonly bets: readonly RouletteBet[] }
  | { readonly kind: 'baccarat'; readonly bets: BaccaratBets };

/** What a round drew. */
export type LiveResult =
  | { readonly kind: 'roulette'; readonly number: number }
  | { readonly kind: 'baccarat'; readonly round: BaccaratRound };

export type LiveLimits =
  | { readonly kind: 'roulette'; readonly limits: RouletteTableLimits }
  | { readonly kind: 'baccarat'; readonly limits: BaccaratTableLimits };

export interface LiveRoundView {
  readonly id: string;
  /** The round's number on the table's schedule, also its stream's nonce. */
  readonly number: number;
  /** SHA-256 of the round's server seed, shown from the moment the round opens. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly resultAt: number;
  readonly pauseAt: number;
  readonly endsAt: number;
  /** Known from `resultAt`. */
  readonly result: LiveResult | null;
  readonly serverSeed: string | null;
}

/** A spot of the table: a roulette position or a baccarat bet. */
export type LiveSpot =
  | { readonly kind: 'roulette'; readonly position: RouletteBetPosition }
  | { readonly kind: 'baccarat'; readonly bet: BaccaratBetKind };

/** The bets on one spot of the table: how many players, and their stakes by currency. */
export interface LiveSpotView {
  /** rouletteBetKey for roulette, the bet kind for baccarat. */
  readonly key: string;
  readonly spot: LiveSpot;
  readonly players: number;
  readonly totals: Readonly<Record<string, number>>;
}

/** A player's own placement in the round. */
export interface LiveOwnBetView {
  readonly id: string;
  readonly bets: LiveBets;
  readonly stake: number;
  /** Known once the round has its result. */
  readonly payout: number | null;
  readonly state: 'debiting' | 'open' | 'settled';
}

/** A past round of the table, newest first. */
export interface LiveHistoryEntry {
  readonly roundId: string;
  readonly number: number;
  readonly result: LiveResult;
}

/** The table as its screen shows it before play and at every (re)connection. */
export interface LiveTableView {
  readonly id: string;
  readonly variant: LiveVariant;
  readonly schedule: TableSchedule;
  /** The limits in the player's currency. */
  readonly limits: LiveLimits;
  /** The chips offered in the player's currency. */
  readonly chips: readonly number[];
  /** A VIP table: the same game at higher limits. */
  readonly vip: boolean;
}

/** A live-format table's rules as its page shows them before play. */
export interface LiveRules {
  readonly kind: 'live';
  readonly table: LiveTableView;
  /** The return of the game's bets, the same as its single-player version's. */
  readonly rtp: number;
  /** The single-player game's rules at this table's limits: its bets, payouts and returns. */
  readonly game: RouletteRules | BaccaratRules;
}

export type LiveServerMessage =
  | {
      readonly type: 'state';
      readonly serverTime: number;
      readonly table: LiveTableView;
      /** Null between the table's start and its first round's opening. */
      readonly round: LiveRoundView | null;
      readonly phase: TablePhase;
      /** Players following the table now. */
      readonly players: number;
      readonly spots: readonly LiveSpotView[];
      readonly mine: LiveOwnBetView | null;
      readonly history: readonly LiveHistoryEntry[];
      readonly balance: number | null;
    }
  | { readonly type: 'round'; readonly serverTime: number; readonly round: LiveRoundView }
  | { readonly type: 'spots'; readonly serverTime: number; readonly spots: readonly LiveSpotView[] }
  | { readonly type: 'players'; readonly serverTime: number; readonly players: number }
  | { readonly type: 'closed'; readonly serverTime: number; readonly roundId: string }
  | { readonly type: 'result'; readonly serverTime: number; readonly round: LiveRoundView }
  /** To one player: their placement was settled, with the balance after it (null: not confirmed yet). */
  | {
      readonly type: 'settled';
      readonly serverTime: number;
      readonly bet: LiveOwnBetView;
      readonly balance: number | null;
    }
  /** The answer to one of this player's requests, by its `ref`. */
  | {
      readonly type: 'answer';
      readonly ref: string;
      readonly ok: boolean;
      readonly code?: string;
      readonly bet?: LiveOwnBetView;
      readonly balance?: number | null;
    };

export type LiveClientMessage = {
  readonly type: 'bet';
  readonly ref: string;
  readonly bets: LiveBets;
};
