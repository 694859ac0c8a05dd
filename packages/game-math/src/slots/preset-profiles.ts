/** The volatility profiles of generated slots: how often the feature comes, how rich it is, how pays grow. */

/** How the return is spread: often and small (low) or rarely and large (high). */
export type SlotVolatility = 'low' | 'medium' | 'high';

/** The shortest run that pays. */
export const FIRST_PAYING_RUN = 3;

/** The numbers a generated game of one volatility is built from. */
export interface VolatilityProfile {
  /** One base spin in this many starts the feature, about. */
  readonly triggerEvery: number;
  /** Free spins for 3, 4, 5+ scatters. */
  readonly spins: readonly [number, number, number];
  /** The feature's cap on spins, retriggers included. */
  readonly maxSpins: number;
  /** Free-spin win multiplier. */
  readonly multiplier: number;
  /** How much more a run one longer pays on 5 reels (on other reel counts, 5 of a kind pays the same times 3). */
  readonly longerRunPays: number;
  /** A symbol's pays go with (frequency of the most common symbol / its frequency) to this power. */
  readonly rarityPays: number;
  /** How often a high symbol is on a strip relative to a low one. */
  readonly highSymbolFrequency: number;
  /** Share of strip positions that are wild (reels 2 onwards; half that in megaways), base game. */
  readonly wildFrequency: number;
  /** The same during free spins. */
  readonly freeSpinWildFrequency: number;
}

/** Low volatility: frequent, cheap features and flat pays; high: rare features with a 3× multiplier, steep pays. */
export const VOLATILITY_PROFILES: Readonly<Record<SlotVolatility, VolatilityProfile>> = {
  low: {
    triggerEvery: 100,
    spins: [8, 10, 12],
    maxSpins: 50,
    multiplier: 1,
    longerRunPays: 2.2,
    rarityPays: 1,
    highSymbolFrequency: 0.7,
    wildFrequency: 0.045,
    freeSpinWildFrequency: 0.055,
  },
  medium: {
    triggerEvery: 160,
    spins: [10, 15, 20],
    maxSpins: 75,
    multiplier: 2,
    longerRunPays: 3,
    rarityPays: 1.5,
    highSymbolFrequency: 0.55,
    wildFrequency: 0.035,
    freeSpinWildFrequency: 0.065,
  },
  high: {
    triggerEvery: 250,
    spins: [12, 16, 20],
    maxSpins: 100,
    multiplier: 3,
    longerRunPays: 4.5,
    rarityPays: 2,
    highSymbolFrequency: 0.4,
    wildFrequency: 0.028,
    freeSpinWildFrequency: 0.08,
  },
};
