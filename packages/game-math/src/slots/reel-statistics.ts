/**
 * What one reel shows, in distribution, over all its stops (and, for megaways, all its heights). Reels stop
 * independently, so the exact RTP is built from these per-reel numbers alone.
 */
import { stripsFor, type CompiledSlot } from './compiled-slot.ts';
import type { SlotMode } from './slot-definition.ts';

/** One reel's distribution over all its stops and heights. */
export interface ReelStatistics {
  /** Probability that a given row shows each symbol (every row of a fixed-height reel has the same). */
  readonly symbol: readonly number[];
  /** For each symbol: the expected number of positions showing it or the wild. */
  readonly matchMean: readonly number[];
  /** For each symbol: the probability that no position shows it or the wild. */
  readonly matchNone: readonly number[];
  /** Probability of each number of scatters on the reel. */
  readonly scatters: readonly number[];
}

/**
 * The statistics depend only on the strips, symbol order and heights, not on pays, so they are kept per
 * strips array: a definition that only changes pays (as tuning does) reuses them.
 */
const cache = new WeakMap<object, { key: string; statistics: ReelStatistics[] }>();

/** Per-reel statistics of a mode's strips, leftmost reel first. */
export function reelStatistics(slot: CompiledSlot, mode: SlotMode): ReelStatistics[] {
  const source =
    mode === 'base' ? slot.definition.strips : (slot.definition.freeSpinStrips ?? slot.definition.strips);
  const key = JSON.stringify([slot.ids, slot.kinds, slot.heights, slot.heightWeights]);
  const cached = cache.get(source);
  if (cached?.key === key) return cached.statistics;
  const statistics = stripsFor(slot, mode).map((strip) => statisticsOfStrip(slot, strip));
  cache.set(source, { key, statistics });
  return statistics;
}

function statisticsOfStrip(slot: CompiledSlot, strip: readonly number[]): ReelStatistics {
  const symbols = slot.ids.length;
  const symbol = new Array<number>(symbols).fill(0);
  for (const shown of strip) symbol[shown] = (symbol[shown] as number) + 1 / strip.length;

  const matchMean = new Array<number>(symbols).fill(0);
  const matchNone = new Array<number>(symbols).fill(0);
  const scatters = new Array<number>(Math.max(...slot.heights) + 1).fill(0);
  const weightSum = slot.heightWeights.reduce((sum, weight) => sum + weight, 0);
  const counts = new Array<number>(symbols);
  slot.heights.forEach((height, index) => {
    const share = (slot.heightWeights[index] as number) / weightSum / strip.length;
    if (share === 0) return;
    for (let stop = 0; stop < strip.length; stop += 1) {
      counts.fill(0);
      for (let row = 0; row < height; row += 1) {
        const shown = strip[(stop + row) % strip.length] as number;
        counts[shown] = (counts[shown] as number) + 1;
      }
      const wilds = slot.wild >= 0 ? (counts[slot.wild] as number) : 0;
      for (let s = 0; s < symbols; s += 1) {
        const matches = s === slot.wild ? wilds : (counts[s] as number) + wilds;
        matchMean[s] = (matchMean[s] as number) + share * matches;
        if (matches === 0) matchNone[s] = (matchNone[s] as number) + share;
      }
      const shownScatters = slot.scatter >= 0 ? (counts[slot.scatter] as number) : 0;
      scatters[shownScatters] = (scatters[shownScatters] as number) + share;
    }
  });
  return { symbol, matchMean, matchNone, scatters };
}

/** The distribution of the scatter count over the whole window (the reels' distributions convolved). */
export function scatterDistribution(statistics: readonly ReelStatistics[]): number[] {
  let total = [1];
  for (const reel of statistics) {
    const next = new Array<number>(total.length + reel.scatters.length - 1).fill(0);
    total.forEach((p, count) =>
      reel.scatters.forEach((q, more) => {
        next[count + more] = (next[count + more] as number) + p * q;
      }),
    );
    total = next;
  }
  return total;
}
