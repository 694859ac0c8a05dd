/**
 * The shapes of the studio's client HTTP API (docs/studio.md): what the game server answers and the game client
 * reads. Types only, so that the client never loads server code.
 */
import type { CatalogueGameJson } from '@casino/contracts';
import type {
  DiceRoll,
  FreeSpinsState,
  FreeSpinStep,
  SlotDefinition,
  SlotSpinResult,
} from '@casino/game-math';
import type { CrashRules } from './crash-api.ts';
import type { LiveRules } from './live-api.ts';
import type { StoredTableOutcome, TableGameRules, TableRoundOutcome } from './table-play-api.ts';

/** The slot and dice outcomes, stored and shown alike. */
export type SlotOrDiceOutcome =
  | {
      readonly kind: 'spin';
      readonly spin: SlotSpinResult;
      /** The feature the spin started, before any free spin; null when none. */
      readonly feature: FreeSpinsState | null;
      /** The feature's expected win when it started, minor units (what a withdrawn game pays at least). */
      readonly featureValue: number;
    }
  | {
      readonly kind: 'bonus-buy';
      readonly price: number;
      readonly feature: FreeSpinsState;
      readonly featureValue: number;
    }
  | {
      readonly kind: 'dice';
      readonly direction: 'over' | 'under';
      readonly target: number;
      readonly houseEdge: number;
      readonly roll: DiceRoll;
    };

export type RoundOutcome = SlotOrDiceOutcome | TableRoundOutcome;

/** What a round row keeps: a multi-step table round's whole state, which roundView turns into RoundOutcome. */
export type StoredRoundOutcome = SlotOrDiceOutcome | StoredTableOutcome;

export type RoundKind = RoundOutcome['kind'];

/** One free spin as stored and shown. */
export type RoundStep = FreeSpinStep;

/**
 * Round states: betting (stake sent, not confirmed), feature (free spins to play), playing (a blackjack or video
 * poker hand or a mines board waiting for the player), paying (win being credited), closed, void (bet refused),
 * rolled-back (bet cancelled by recovery).
 */
export type RoundStatus = 'betting' | 'feature' | 'playing' | 'paying' | 'closed' | 'void' | 'rolled-back';

export interface RoundView {
  readonly roundId: string;
  readonly gameId: string;
  readonly kind: RoundKind;
  readonly status: RoundStatus;
  readonly currency: string;
  readonly bet: number;
  readonly stake: number;
  readonly totalWin: number;
  readonly outcome: RoundOutcome;
  readonly steps: readonly RoundStep[];
  /** Spins awarded, played and won so far, while the round has a feature. */
  readonly feature: { spinsAwarded: number; spinsPlayed: number; totalWin: number } | null;
  readonly balanceBefore: number | null;
  readonly balanceAfter: number | null;
  readonly seeds: {
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    readonly nonce: number;
    /** Null until the player rotates the seed. */
    readonly serverSeed: string | null;
  };
  readonly playedAt: string;
}

export interface BetLevels {
  readonly currency: string;
  /** Total bets in minor units, ascending. */
  readonly levels: readonly number[];
  readonly defaultBet: number;
}

export interface SeedCommitment {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface Rotation {
  readonly revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };
  readonly current: SeedCommitment;
}

export interface SessionView {
  readonly sessionId: string;
  readonly gameId: string;
  readonly mode: 'real' | 'demo';
  readonly currency: string;
  readonly language: string;
  readonly balance: number;
  readonly bets: BetLevels;
  readonly seeds: SeedCommitment;
  /**
   * A round still to be finished: free spins (resumed with /free-spin), or a blackjack or video poker hand or a
   * mines board (status `playing`, resumed with the game's action request).
   */
  readonly unfinishedRound: RoundView | null;
  /** The free rounds this session plays next with /free-round; always null in demo mode. */
  readonly freeRounds: FreeRoundsView | null;
}

/**
 * A free-rounds award the platform gave the player, as the game shows it: rounds at a fixed bet that stake
 * nothing, whose total win the platform credits as bonus money once the last one has been played.
 */
export interface FreeRoundsView {
  readonly id: string;
  /** The total bet of every round, minor units. */
  readonly bet: number;
  readonly count: number;
  readonly played: number;
  /** Rounds that can still be played: 0 once all are played, and once the award has expired or ended. */
  readonly left: number;
  /** What its rounds have won so far, minor units. */
  readonly totalWin: number;
}

/** What every play call answers. */
export interface PlayAnswer {
  readonly round: RoundView;
  /** The player's balance now; null while a win is still being confirmed by the platform. */
  readonly balance: number | null;
  /**
   * The award the round was played from, as it stands after the play (`left` 0 after its last round); for any
   * other round, the free rounds the session plays next. Null when there are none, in demo mode, and for a round
   * of a cancelled award.
   */
  readonly freeRounds: FreeRoundsView | null;
}

export interface SlotRules {
  readonly kind: 'slot';
  readonly reels: number;
  readonly rows: number;
  /** Coins in a total bet: a coin is worth bet / betCoins minor units and every pay below is in coins. */
  readonly betCoins: number;
  readonly pays: SlotDefinition['pays'];
  readonly megaways: SlotDefinition['megaways'] | null;
  readonly symbols: readonly {
    id: string;
    kind: 'regular' | 'wild' | 'scatter';
    name: string;
    /** Coins by count (index = count); a scatter's are for that many anywhere. */
    pays: readonly number[];
    image: string;
  }[];
  readonly freeSpins: SlotDefinition['freeSpins'] | null;
  /** The bonus buy's price in total bets and the spins it starts with. */
  readonly bonusBuy: { priceInBets: number; spins: number } | null;
  /** Drops: the chance per paid spin and the prizes in total bets with their weights. */
  readonly drops: { chance: number; prizes: readonly { inBets: number; weight: number }[] } | null;
}

export interface DiceRules {
  readonly kind: 'dice';
  readonly houseEdge: number;
  /** Win chance limits, percent. */
  readonly minChance: number;
  readonly maxChance: number;
}

export interface GameDetails {
  readonly game: CatalogueGameJson;
  readonly theme: { key: string; from: string; to: string; accent: string; text: string };
  readonly rules: SlotRules | DiceRules | TableGameRules | CrashRules | LiveRules;
  readonly bets: BetLevels;
}

export interface RoundVerification {
  readonly roundId: string;
  readonly gameId: string;
  readonly kind: RoundKind;
  /** A `rolled-back` or `void` round was cancelled before it was played: there is nothing to verify. */
  readonly status: RoundStatus;
  /** The currency of the amounts (minor units). */
  readonly currency: string;
  /** The revealed server seed; null until the player rotates it (verify needs it). */
  readonly serverSeed: string | null;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly bet: number;
  readonly stake: number;
  /** The slot's definition, to replay with @casino/game-math; null for dice. */
  readonly definition: SlotDefinition | null;
  readonly outcome: RoundOutcome;
  readonly steps: readonly RoundStep[];
  readonly totalWin: number;
}
