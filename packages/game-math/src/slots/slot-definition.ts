/**
 * A slot game as pure, JSON-serialisable data. One engine plays every definition (spin.ts) and computes its
 * exact return to player (rtp.ts).
 *
 * Money convention: every pay, prize and price in a definition is a whole number of coins, and one spin's
 * total bet is `betCoins` coins. A bet must therefore be a whole multiple of `betCoins` minor units, so that a
 * coin is a whole number of minor units and no win is ever rounded. In a lines game betCoins is usually the
 * number of lines, so a coin is the line bet; in a ways game it is the "ways unit" (a total bet of 20 coins
 * with pays per way in coins, for example).
 *
 * Pay tables are arrays indexed by count: `pays[4]` is the pay for 4 of a kind. A zero or missing entry does
 * not pay; a count past the end of a table uses its last entry.
 */

/** A wild stands in for regular symbols; a scatter pays anywhere and starts free spins. */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

/** A symbol of the game. */
export interface SlotSymbol {
  readonly id: string;
  readonly kind: SlotSymbolKind;
  /**
   * Coins by count. Regular and wild symbols: per line (lines games) or per way (ways games), for `count` in a
   * row from the leftmost reel. Scatter: for `count` anywhere in the window (paid once, not per line).
   */
  readonly pays: readonly number[];
}

/** The game pays along fixed lines. */
export interface LinePays {
  readonly kind: 'lines';
  /** Each line gives the row index on each reel, leftmost reel first (0 = top row). */
  readonly lines: readonly (readonly number[])[];
}

/** The game pays all ways: any position of adjacent reels from the leftmost. */
export interface WaysPays {
  readonly kind: 'ways';
}

/** How the game pays. */
export type SlotPays = LinePays | WaysPays;

/** The free-spins feature. */
export interface FreeSpinsRule {
  /** Free spins awarded by the number of scatters in a base-game window (e.g. [0, 0, 0, 10, 15, 20]). */
  readonly awards: readonly number[];
  /** Free spins added by the number of scatters in a free-spin window. */
  readonly retriggers: readonly number[];
  /** The most spins one feature can hold, the first award included; awards beyond it are cut. */
  readonly maxSpins: number;
  /** Every win during free spins is multiplied by this whole number. */
  readonly multiplier: number;
}

/** Reels whose row count is drawn per spin. */
export interface MegawaysRule {
  /** The row counts a reel can show on a spin, each drawn independently per reel per spin. */
  readonly heights: readonly number[];
  /** Whole-number weights of `heights`. */
  readonly weights: readonly number[];
}

/** Buying the free-spins feature directly. */
export interface BonusBuyRule {
  /** The price in coins (price / betCoins is the price as a multiple of the total bet). */
  readonly priceCoins: number;
  /** Free spins the bought feature starts with. */
  readonly spins: number;
}

/** A prize of the drops table. */
export interface DropPrize {
  readonly coins: number;
  readonly weight: number;
}

/** A random prize on paid spins. */
export interface DropsRule {
  /** A paid spin drops a prize with probability hits / outOf. */
  readonly hits: number;
  readonly outOf: number;
  /** The prize, drawn by weight once a drop happens. */
  readonly prizes: readonly DropPrize[];
}

/** A whole game. */
export interface SlotDefinition {
  readonly id: string;
  readonly reels: number;
  /** Rows shown per reel; for megaways the tallest reel, since heights vary per spin. */
  readonly rows: number;
  readonly betCoins: number;
  /** At most one wild and at most one scatter. */
  readonly symbols: readonly SlotSymbol[];
  /** One strip of symbol ids per reel; a stop is uniform over the strip and shows the next rows symbols. */
  readonly strips: readonly (readonly string[])[];
  /** Strips used during free spins; the base strips when absent. */
  readonly freeSpinStrips?: readonly (readonly string[])[];
  readonly pays: SlotPays;
  /** Needs a scatter symbol. */
  readonly freeSpins?: FreeSpinsRule;
  /** Needs ways pays. */
  readonly megaways?: MegawaysRule;
  /** Needs free spins. */
  readonly bonusBuy?: BonusBuyRule;
  /** Drops on base-game (paid) spins only. */
  readonly drops?: DropsRule;
}

/** A paid base-game spin or a free spin of the feature. */
export type SlotMode = 'base' | 'free';
