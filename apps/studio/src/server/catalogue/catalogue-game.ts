/** A game of the studio's catalogue as the server uses it: published fields plus the math behind them. */
import type { GameType } from '@casino/contracts';
import type { SlotDefinition, SlotRtp, SlotVolatility } from '@casino/game-math';
import type { TableRoundKind } from '../../shared/table-play-api.ts';
import type { Category } from './categories.ts';
import type { Studio } from './studios.ts';
import type { Theme } from './themes.ts';
import type { TileArt, TileColours } from './tile-art.ts';

export type Badge = 'new' | 'top' | 'wagering';

interface CatalogueGameBase {
  readonly id: string;
  readonly name: string;
  readonly studio: Studio;
  readonly type: GameType;
  readonly theme: Theme;
  /** The game's colours (the theme's, turned per game): its tile, its symbols and its client. */
  readonly colours: TileColours;
  /** How its tile is composed. */
  readonly art: TileArt;
  readonly categories: readonly Category[];
  readonly badges: readonly Badge[];
  readonly hasDemo: boolean;
  readonly isWagering: boolean;
  readonly volatility: SlotVolatility;
  /** Return to player as a fraction, from the game's math. */
  readonly rtp: number;
}

export interface SlotGame extends CatalogueGameBase {
  readonly kind: 'slot';
  readonly definition: SlotDefinition;
  readonly slotRtp: SlotRtp;
  /** The bonus buy's own return, when the game has one. */
  readonly bonusBuyRtp: number | null;
  /** A triggered feature's expected win, in total bets. */
  readonly featureValueInBets: number;
  /** The bought feature's expected win, in total bets. */
  readonly bonusBuyValueInBets: number | null;
  /** The paytable name of each symbol id. */
  readonly symbolNames: Readonly<Record<string, string>>;
}

export interface DiceGame extends CatalogueGameBase {
  readonly kind: 'dice';
  /** Fraction, a whole number of basis points. */
  readonly houseEdge: number;
}

/** A table or instant game: its rules are the maths' own, in the session's currency's limits. */
export interface TableGame extends CatalogueGameBase {
  readonly kind: TableRoundKind;
  /** The house edge of mines and plinko (fraction, whole basis points); 0 for the others, whose edge is their rules'. */
  readonly houseEdge: number;
}

/** A game of shared rounds on one table (shared-round-games.ts): every player joins the same round. */
export interface CrashGame extends CatalogueGameBase {
  readonly kind: 'crash';
  /** Fraction, a whole number of basis points: every cash-out target returns 1 − houseEdge. */
  readonly houseEdge: number;
}

/**
 * A live-format table (shared-round-games.ts): roulette or baccarat rounds on a schedule that every player at the
 * table shares, with an animated dealer; published with the source `live`. Its bets and returns are its
 * single-player game's.
 */
export interface LiveGame extends CatalogueGameBase {
  readonly kind: 'live';
  readonly type: 'roulette' | 'baccarat';
  /** A VIP table: higher limits. */
  readonly vip: boolean;
}

export type CatalogueGame = SlotGame | DiceGame | TableGame | CrashGame | LiveGame;
