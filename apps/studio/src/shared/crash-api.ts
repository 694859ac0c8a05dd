/**
 * The shared crash table's messages over its WebSocket (docs/studio.md, "Shared rounds"): what the server tells
 * every player at the table and what a player asks. Types only, so that the client never loads server code.
 * Multipliers are in hundredths (250 is 2.50×), amounts in minor units, times in ms since the epoch on the
 * server's clock.
 */

export type CrashRoundPhase = 'betting' | 'waiting' | 'flying' | 'crashed';

export interface CrashRoundView {
  readonly id: string;
  /** The round's place in its hash chain. */
  readonly number: number;
  readonly chainId: string;
  /** The chain's commitment s(0), published before its first round. */
  readonly commitment: string;
  /** SHA-256 of this round's server seed, shown before its window opens. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly takeOffAt: number;
  /** The multiplier's growth per ms of flight: the multiplier is floor(100 · e^(growth · t)). */
  readonly growthPerMs: number;
  /** Known once the round has crashed. */
  readonly crashPoint: number | null;
  readonly crashAt: number | null;
  readonly serverSeed: string | null;
}

/** A bet as everyone at the table sees it: a masked name, never an e-mail. */
export interface CrashBetView {
  readonly id: string;
  readonly displayName: string;
  readonly slot: 0 | 1;
  readonly stake: number;
  readonly currency: string;
  /** The multiplier it was cashed out at, by hand or by its target; null while it rides or once it lost. */
  readonly cashedOutAt: number | null;
  readonly payout: number | null;
}

/** A player's own bet: with its target and whether it is still riding. */
export interface CrashOwnBetView extends CrashBetView {
  readonly autoCashOut: number | null;
  readonly state: 'debiting' | 'open' | 'cashed-out' | 'lost';
}

/** A player's bet in an earlier round, with that round's number and crash point. */
export interface CrashPastBet extends CrashOwnBetView {
  readonly roundNumber: number;
  readonly crashPoint: number;
}

export interface CrashTableLimits {
  readonly min: number;
  readonly max: number;
}

/** The crash game's rules as its page shows them before play. */
export interface CrashRules {
  readonly kind: 'crash';
  readonly houseEdge: number;
  /** The return of every cash-out target: 1 − houseEdge (docs/fairness.md, "Crash"). */
  readonly rtp: number;
  readonly limits: CrashTableLimits;
  /** Automatic cash-out targets, in hundredths. */
  readonly autoCashOut: { readonly min: number; readonly max: number };
  readonly bettingMs: number;
  readonly takeOffDelayMs: number;
  readonly growthPerMs: number;
  /** Bets a player may have in one round. */
  readonly slots: number;
}

export type CrashServerMessage =
  | {
      readonly type: 'state';
      readonly serverTime: number;
      readonly round: CrashRoundView;
      readonly bets: readonly CrashBetView[];
      readonly mine: readonly CrashOwnBetView[];
      /** The latest crash points, newest first. */
      readonly history: readonly { readonly roundId: string; readonly crashPoint: number }[];
      /** The player's bets of earlier rounds (the latest 20 settled), newest first. */
      readonly myHistory: readonly CrashPastBet[];
      readonly limits: CrashTableLimits;
      readonly balance: number | null;
    }
  | { readonly type: 'round'; readonly serverTime: number; readonly round: CrashRoundView }
  | { readonly type: 'bet'; readonly serverTime: number; readonly bet: CrashBetView }
  | { readonly type: 'take-off'; readonly serverTime: number; readonly roundId: string }
  | { readonly type: 'tick'; readonly serverTime: number; readonly multiplier: number }
  | { readonly type: 'cash-out'; readonly serverTime: number; readonly bet: CrashBetView }
  | { readonly type: 'crash'; readonly serverTime: number; readonly round: CrashRoundView }
  /** The answer to one of this player's requests, by its `ref`. */
  | {
      readonly type: 'answer';
      readonly ref: string;
      readonly ok: boolean;
      readonly code?: string;
      readonly bet?: CrashOwnBetView;
      readonly balance?: number | null;
    };

export type CrashClientMessage =
  | {
      readonly type: 'bet';
      readonly ref: string;
      readonly slot: 0 | 1;
      readonly stake: number;
      readonly autoCashOut: number | null;
    }
  | { readonly type: 'cash-out'; readonly ref: string; readonly slot: 0 | 1 };
