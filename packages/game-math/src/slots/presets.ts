/**
 * Builds a complete slot definition from a few parameters and tunes its pays until the exact RTP is within
 * PRESET_RTP_TOLERANCE of the target. The same parameters always give the same definition.
 *
 * How a game is built:
 * - symbols: high symbols H1… (H1 the best) and low symbols L1…, a wild (never on the first reel; in a lines
 *   game it pays like H1) and a scatter (3 or more start free spins, which retrigger up to a cap);
 * - strips: per-volatility symbol frequencies shuffled by a stream seeded with the parameters, scatters
 *   spaced so that a reel never shows two;
 * - free spins: the base strips with some low symbols turned wild, and a win multiplier;
 * - coins: a lines game's total bet is one coin per line, a ways game's WAYS_BET_COINS; grids that show many
 *   ways use smaller coins (a multiple of that per total bet) so that one-coin pays are small enough;
 * - pays: rarer symbols and longer runs pay more, as the volatility profile says, tuned to the target RTP by
 *   preset-tuning.ts.
 */
import { createRandomStream, type RandomStream } from '../fairness/random-stream.ts';
import { standardPaylines } from './paylines.ts';
import {
  FIRST_PAYING_RUN,
  VOLATILITY_PROFILES,
  type SlotVolatility,
  type VolatilityProfile,
} from './preset-profiles.ts';
import { coinScaleFor, tunePays } from './preset-tuning.ts';
import { rtpOfBonusBuy } from './rtp.ts';
import type { DropsRule, SlotDefinition, SlotSymbol } from './slot-definition.ts';

export type { SlotVolatility } from './preset-profiles.ts';
export { PRESET_RTP_TOLERANCE } from './preset-tuning.ts';

/** Which feature set a generated game has on top of lines or ways and free spins. */
export type SlotVariant = 'classic' | 'megaways' | 'bonusBuy' | 'dropsAndWins';

/** What a generated game is made from. */
export interface SlotPresetParams {
  readonly id: string;
  /** Regular symbols, 4 to 12. */
  readonly themeSymbols: number;
  /** 3 to 7. */
  readonly reels: number;
  /** 3 to 5 (megaways: the tallest reel, 3 to 8; reels take 2 up to this many rows). */
  readonly rows: number;
  /** Lines by count (a standard set, see paylines.ts) or all ways; megaways needs ways. */
  readonly pays: { readonly kind: 'lines'; readonly lines: number } | { readonly kind: 'ways' };
  readonly volatility: SlotVolatility;
  /** 0.85 to 0.99. */
  readonly targetRtp: number;
  readonly variant: SlotVariant;
}

/** Coins in the total bet of a ways game (a lines game has one per line), before coin scaling. */
export const WAYS_BET_COINS = 20;

/** Drop prizes in total bets and their weights; the drop chance is set so drops return about 3 %. */
const DROP_PRIZES: readonly (readonly [totalBets: number, weight: number])[] = [
  [1, 400],
  [2, 250],
  [5, 150],
  [10, 80],
  [50, 15],
  [100, 5],
];
const DROPS_SHARE = 0.03;
/** Scatter pays in total bets for 3, 4, 5+ scatters. */
const SCATTER_PAYS_IN_BETS = [2, 10, 50];

/** Builds and tunes a game; throws a RangeError for parameters that cannot reach the target. */
export function makeSlotDefinition(params: SlotPresetParams): SlotDefinition {
  checkParams(params);
  const profile = VOLATILITY_PROFILES[params.volatility];
  const skeletonWith = (coinScale: number): SlotDefinition => {
    const stream = createRandomStream({
      serverSeed: 'slot-preset',
      clientSeed: JSON.stringify(params),
      nonce: 0,
    });
    return buildSkeleton(params, profile, stream, coinScale);
  };
  let skeleton = skeletonWith(1);
  const coinScale = coinScaleFor(skeleton, params.targetRtp);
  if (coinScale !== 1) skeleton = skeletonWith(coinScale);
  const tuned = tunePays(skeleton, params.targetRtp, profile);
  if (params.variant !== 'bonusBuy') return tuned;

  const spins = profile.spins[0];
  const value = rtpOfBonusBuy({ ...tuned, bonusBuy: { priceCoins: tuned.betCoins, spins } }).featureValue;
  const priceCoins = Math.max(1, Math.round((value * tuned.betCoins) / params.targetRtp));
  return { ...tuned, bonusBuy: { priceCoins, spins } };
}

function checkParams(params: SlotPresetParams): void {
  const { themeSymbols, reels, rows, pays, variant, targetRtp } = params;
  const within = (value: number, low: number, high: number): boolean =>
    Number.isInteger(value) && value >= low && value <= high;
  const problems = [
    within(themeSymbols, 4, 12) ? null : 'themeSymbols must be 4 to 12',
    within(reels, 3, 7) ? null : 'reels must be 3 to 7',
    within(rows, 3, variant === 'megaways' ? 8 : 5) ? null : 'rows out of range',
    variant === 'megaways' && pays.kind !== 'ways' ? 'megaways needs ways pays' : null,
    targetRtp >= 0.85 && targetRtp <= 0.99 ? null : 'targetRtp must be 0.85 to 0.99',
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new RangeError(`slot preset ${params.id}: ${problems.join('; ')}`);
}

/** Everything but the regular symbols' pays (which are zero here). */
function buildSkeleton(
  params: SlotPresetParams,
  profile: VolatilityProfile,
  stream: RandomStream,
  coinScale: number,
): SlotDefinition {
  const { reels, rows, themeSymbols } = params;
  const highCount = Math.ceil(themeSymbols * 0.4);
  const regular: SlotSymbol[] = [
    ...Array.from({ length: highCount }, (_, i): SlotSymbol => ({
      id: `H${i + 1}`,
      kind: 'regular',
      pays: [],
    })),
    ...Array.from({ length: themeSymbols - highCount }, (_, i): SlotSymbol => ({
      id: `L${i + 1}`,
      kind: 'regular',
      pays: [],
    })),
  ];
  const betCoins = (params.pays.kind === 'lines' ? params.pays.lines : WAYS_BET_COINS) * coinScale;
  const scatterPays = [0, 0, 0, ...SCATTER_PAYS_IN_BETS.map((bets) => bets * betCoins)];
  const symbols: SlotSymbol[] = [
    ...regular,
    { id: 'WILD', kind: 'wild', pays: [] },
    { id: 'SCATTER', kind: 'scatter', pays: scatterPays },
  ];

  const megaways = params.variant === 'megaways' ? bellHeights(rows) : undefined;
  const heights = megaways?.heights ?? [rows];
  const meanHeight = megaways
    ? megaways.heights.reduce((sum, height, i) => sum + height * (megaways.weights[i] as number), 0) /
      megaways.weights.reduce((sum, weight) => sum + weight, 0)
    : rows;
  const stripLength = 10 * (themeSymbols + 2) + (megaways ? 4 * rows : 0);
  const tallest = Math.max(...heights);
  // Scatters over all reels for the profile's trigger rate; a reel holds at most one per window.
  const reelShowsScatter = scatterChanceForTrigger(reels, 1 / profile.triggerEvery);
  const allScatters = Math.max(reels, Math.round((reelShowsScatter * stripLength * reels) / meanHeight));
  const scattersOn = (reel: number): number =>
    Math.min(
      Math.floor(stripLength / tallest),
      Math.floor(allScatters / reels) + (reel < allScatters % reels ? 1 : 0),
    );
  // The best symbol of each group is the rarest.
  const frequencies = regular.map((symbol, i) =>
    symbol.id.startsWith('H') ? profile.highSymbolFrequency * (1 + 0.15 * i) : 1 + 0.15 * (i - highCount),
  );
  // Megaways reels show many positions, so fewer of them are wild.
  const wildsOn = (reel: number, frequency: number): number =>
    reel === 0 ? 0 : Math.max(1, Math.round(frequency * stripLength * (megaways ? 0.5 : 1)));
  const strips = Array.from({ length: reels }, (_, reel) => {
    const wilds = wildsOn(reel, profile.wildFrequency);
    const counts = apportion(frequencies, stripLength - wilds - scattersOn(reel));
    const fill = stream.shuffle([
      ...regular.flatMap((symbol, i) => Array<string>(counts[i] as number).fill(symbol.id)),
      ...Array<string>(wilds).fill('WILD'),
    ]);
    return spaceScatters(fill, scattersOn(reel), stripLength);
  });
  // Free spins play the same strips with some low symbols turned wild.
  const freeSpinStrips = strips.map((strip, reel) => {
    const extra = Math.max(
      0,
      wildsOn(reel, profile.freeSpinWildFrequency) - wildsOn(reel, profile.wildFrequency),
    );
    const lows = strip.flatMap((id, position) => (id.startsWith('L') ? [position] : []));
    const turned = new Set(stream.shuffle(lows).slice(0, extra));
    return strip.map((id, position) => (turned.has(position) ? 'WILD' : id));
  });

  const [three, four, more] = profile.spins;
  const awards = [0, 0, 0, three, four, more];
  return {
    id: params.id,
    reels,
    rows,
    betCoins,
    symbols,
    strips,
    freeSpinStrips,
    pays:
      params.pays.kind === 'lines'
        ? { kind: 'lines', lines: standardPaylines(reels, rows, params.pays.lines) }
        : { kind: 'ways' },
    freeSpins: { awards, retriggers: awards, maxSpins: profile.maxSpins, multiplier: profile.multiplier },
    ...(megaways ? { megaways } : {}),
    ...(params.variant === 'dropsAndWins' ? { drops: dropsFor(betCoins, params.targetRtp) } : {}),
  };
}

/** Heights 2…tallest, the middle ones most likely. */
function bellHeights(tallest: number): { heights: number[]; weights: number[] } {
  const heights = Array.from({ length: tallest - 1 }, (_, i) => i + 2);
  return { heights, weights: heights.map((_, i) => 1 + Math.min(i, heights.length - 1 - i)) };
}

/** The chance q that one reel shows a scatter for P(at least 3 of `reels` reels show one) = trigger. */
function scatterChanceForTrigger(reels: number, trigger: number): number {
  const atLeastThree = (q: number): number => {
    let below = 0;
    for (let k = 0; k < FIRST_PAYING_RUN; k += 1)
      below += binomial(reels, k) * q ** k * (1 - q) ** (reels - k);
    return 1 - below;
  };
  let low = 0;
  let high = 1;
  for (let step = 0; step < 50; step += 1) {
    const middle = (low + high) / 2;
    if (atLeastThree(middle) < trigger) low = middle;
    else high = middle;
  }
  return low;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Whole counts in proportion to `shares`, adding to `total` (largest remainders get the leftovers). */
function apportion(shares: readonly number[], total: number): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const counts = exact.map((value) => Math.max(1, Math.floor(value)));
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) {
    const i = (order[k] as { i: number }).i;
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

/** A strip with `scatters` scatters evenly spaced and the shuffled symbols in between. */
function spaceScatters(fill: readonly string[], scatters: number, length: number): string[] {
  const positions = new Set(Array.from({ length: scatters }, (_, k) => Math.floor((k * length) / scatters)));
  let next = 0;
  return Array.from({ length }, (_, position) =>
    positions.has(position) ? 'SCATTER' : (fill[next++] as string),
  );
}

function dropsFor(betCoins: number, targetRtp: number): DropsRule {
  const weightSum = DROP_PRIZES.reduce((sum, [, weight]) => sum + weight, 0);
  const meanPrize = DROP_PRIZES.reduce((sum, [bets, weight]) => sum + bets * weight, 0) / weightSum;
  return {
    hits: 1,
    outOf: Math.round(meanPrize / (DROPS_SHARE * targetRtp)),
    prizes: DROP_PRIZES.map(([bets, weight]) => ({ coins: bets * betCoins, weight })),
  };
}
