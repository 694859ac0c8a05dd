/**
 * The table and instant games' part of the studio's client API (docs/studio.md): the outcomes rounds store and
 * show, the requests that play them and each game's rules. Types only, like play-api.ts.
 *
 * Roulette, baccarat and plinko are played in one request. Blackjack, video poker and mines are played in
 * steps: a start request deals (status `playing`), then actions until the round is over. While a round is
 * played its outcome holds the player's view (no hole card, deck or mines); the whole state once it is over.
 */
import type {
  BaccaratBets,
  BaccaratBetKind,
  BaccaratRound,
  BaccaratSettlement,
  BaccaratTableLimits,
  BlackjackAction,
  BlackjackPlayerView,
  BlackjackRules,
  BlackjackState,
  MinesAction,
  MinesMultiplierRow,
  MinesPlayerView,
  MinesState,
  PayTableRow,
  PlinkoDrop,
  PlinkoRisk,
  RouletteBet,
  RouletteSettlement,
  RouletteTableLimits,
  VideoPokerAction,
  VideoPokerPlayerView,
  VideoPokerState,
} from '@casino/game-math';

export type TableRoundOutcome =
  | {
      readonly kind: 'roulette';
      /** The bets as placed, merged by position. */
      readonly bets: readonly RouletteBet[];
      readonly settlement: RouletteSettlement;
    }
  | {
      readonly kind: 'baccarat';
      readonly bets: BaccaratBets;
      readonly round: BaccaratRound;
      readonly settlement: BaccaratSettlement;
    }
  | {
      readonly kind: 'plinko';
      readonly rows: number;
      readonly risk: PlinkoRisk;
      readonly houseEdge: number;
      readonly drop: PlinkoDrop;
    }
  | {
      readonly kind: 'blackjack';
      readonly view: BlackjackPlayerView;
      /** The player's actions in order, to replay the round. */
      readonly actions: readonly BlackjackAction[];
      /** 'timeout' once the round was finished by the unfinished-round rule (docs/studio.md). */
      readonly closedBy: 'player' | 'timeout';
    }
  | {
      readonly kind: 'video-poker';
      readonly view: VideoPokerPlayerView;
      readonly actions: readonly VideoPokerAction[];
      readonly closedBy: 'player' | 'timeout';
    }
  | {
      readonly kind: 'mines';
      readonly view: MinesPlayerView;
      readonly actions: readonly MinesAction[];
      readonly closedBy: 'player' | 'timeout';
    };

export type TableRoundKind = TableRoundOutcome['kind'];

/** POST /sessions/:id/roulette */
export interface RouletteSpinRequest {
  readonly bets: readonly RouletteBet[];
}

/** POST /sessions/:id/baccarat */
export interface BaccaratDealRequest {
  readonly bets: BaccaratBets;
}

/** POST /sessions/:id/plinko */
export interface PlinkoDropRequest {
  readonly bet: number;
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

/** POST /sessions/:id/blackjack (deal), then POST /sessions/:id/blackjack/action */
export interface BlackjackDealRequest {
  readonly bet: number;
}
export interface BlackjackActionRequest {
  readonly action: BlackjackAction;
}

/** POST /sessions/:id/video-poker (deal), then POST /sessions/:id/video-poker/draw */
export interface VideoPokerDealRequest {
  readonly coins: number;
  readonly coinValue: number;
}
export interface VideoPokerDrawRequest {
  readonly held: readonly boolean[];
}

/** POST /sessions/:id/mines (start), then POST /sessions/:id/mines/action */
export interface MinesStartRequest {
  readonly bet: number;
  readonly mines: number;
}
export interface MinesActionRequest {
  readonly action: MinesAction;
}

export interface RouletteRules {
  readonly kind: 'roulette';
  /** In the session's currency, minor units. */
  readonly limits: RouletteTableLimits;
  /** The chip values the table offers, minor units, ascending. */
  readonly chips: readonly number[];
  readonly rtp: number;
}

export interface BaccaratRules {
  readonly kind: 'baccarat';
  readonly limits: BaccaratTableLimits;
  readonly chips: readonly number[];
  /** Each bet's exact return. */
  readonly rtp: Readonly<Record<BaccaratBetKind, number>>;
  /** Bankers' commission on a winning banker bet (0.05). */
  readonly commission: number;
  readonly decks: number;
}

export interface BlackjackTableRules {
  readonly kind: 'blackjack';
  readonly rules: BlackjackRules;
  /** Basic strategy's exact return per unit of the initial bet. */
  readonly rtp: number;
}

export interface VideoPokerRules {
  readonly kind: 'video-poker';
  readonly payTable: readonly PayTableRow[];
  /** The coin values offered, minor units, ascending; a bet is 1–5 coins of one. */
  readonly coinValues: readonly number[];
  readonly defaultCoinValue: number;
  /** Optimal play's return for 1–5 coins (index coins − 1). */
  readonly rtpByCoins: readonly number[];
}

export interface MinesRules {
  readonly kind: 'mines';
  readonly houseEdge: number;
  /** Cash-out multipliers of every mine count. */
  readonly table: readonly MinesMultiplierRow[];
  readonly defaultMines: number;
  /** The lowest return of any cash-out point (the published RTP). */
  readonly rtp: number;
}

export interface PlinkoRules {
  readonly kind: 'plinko';
  readonly houseEdge: number;
  readonly minRows: number;
  readonly maxRows: number;
  /** The bins' multipliers by risk, then by rows (index rows − minRows). */
  readonly multipliers: Readonly<Record<PlinkoRisk, readonly (readonly number[])[]>>;
  readonly rtp: number;
}

export type TableGameRules =
  RouletteRules | BaccaratRules | BlackjackTableRules | VideoPokerRules | MinesRules | PlinkoRules;

/** What the server keeps of a multi-step round while it is played: the whole state, secrets included. */
export type StoredTableOutcome =
  | Exclude<TableRoundOutcome, { kind: 'blackjack' | 'video-poker' | 'mines' }>
  | {
      readonly kind: 'blackjack';
      readonly state: BlackjackState;
      readonly actions: readonly BlackjackAction[];
      readonly closedBy: 'player' | 'timeout';
    }
  | {
      readonly kind: 'video-poker';
      readonly state: VideoPokerState;
      readonly actions: readonly VideoPokerAction[];
      readonly closedBy: 'player' | 'timeout';
    }
  | {
      readonly kind: 'mines';
      readonly state: MinesState;
      readonly actions: readonly MinesAction[];
      readonly closedBy: 'player' | 'timeout';
    };
