/**
 * The exact return to player of a slot definition, by combinatorics over its reel strips (no simulation).
 *
 * Reels stop independently, so every expectation is built from per-reel distributions (reel-statistics.ts):
 * - a line's symbols are independent across reels, each distributed as its strip, so the expected pay of
 *   one line is a sum over (leading wilds, first symbol, run length), and lines add up by linearity;
 * - a ways win for a symbol with run length n is pays[n] × Π counts, whose expectation is
 *   pays[n] × Π_{reel < n} E[count] × P(reel n shows none);
 * - scatter counts are the per-reel scatter distributions convolved;
 * - the feature is worth P(award) × E[spins played] × E[win of one free spin] (Wald's identity: whether a
 *   spin is played depends only on earlier spins), with E[spins] from feature-spins.ts;
 * - drops are worth hits / outOf × the mean prize.
 * Pays are whole coins and bets whole multiples of betCoins, so no rounding is left out.
 */
import { compileSlot, type CompiledSlot } from './compiled-slot.ts';
import { expectedFeatureSpins } from './feature-spins.ts';
import { reelStatistics, scatterDistribution, type ReelStatistics } from './reel-statistics.ts';
import type { SlotDefinition, SlotMode } from './slot-definition.ts';

/** Returns as multiples of the total bet per base-game spin; the four parts add up to total. */
export interface SlotRtp {
  readonly total: number;
  /** Line or ways wins of base-game spins. */
  readonly baseWins: number;
  /** Scatter pays of base-game spins. */
  readonly scatterPays: number;
  /** Everything the free-spins feature pays, per base-game spin. */
  readonly freeSpins: number;
  readonly drops: number;
  /** Probability that a base-game spin starts the feature. */
  readonly triggerProbability: number;
  /** Expected spins of a started feature, retriggers included. */
  readonly expectedFeatureSpins: number;
  /** Expected win of one free spin, multiplier included. */
  readonly freeSpinWin: number;
}

/** The return of the bonus buy. */
export interface BonusBuyRtp {
  /** featureValue / price. */
  readonly rtp: number;
  /** Expected win of the bought feature, in total bets. */
  readonly featureValue: number;
  /** The price in total bets. */
  readonly price: number;
  readonly expectedSpins: number;
}

/** Expected coins of one spin in a mode, by part. */
interface SpinExpectation {
  readonly symbolCoins: number;
  readonly scatterCoins: number;
  /** Probability of each number of free spins awarded by the spin's scatters (index = spins). */
  readonly awards: readonly number[];
}

/** The exact RTP of a definition per base-game spin, and its parts. */
export function rtpOfSlot(definition: SlotDefinition): SlotRtp {
  const slot = compileSlot(definition);
  const base = spinExpectation(slot, 'base');
  const betCoins = definition.betCoins;
  let freeSpinsCoins = 0;
  let triggerProbability = 0;
  let featureSpins = 0;
  let freeSpinCoins = 0;
  if (definition.freeSpins) {
    const feature = featureModel(slot);
    freeSpinCoins = feature.spinCoins;
    base.awards.forEach((p, awarded) => {
      if (awarded === 0 || p === 0) return;
      const spins = feature.expectedSpins(awarded);
      triggerProbability += p;
      featureSpins += p * spins;
      freeSpinsCoins += p * spins * feature.spinCoins;
    });
    if (triggerProbability > 0) featureSpins /= triggerProbability;
  }
  const drops = definition.drops;
  const dropCoins = drops
    ? (drops.hits / drops.outOf) *
      (drops.prizes.reduce((sum, prize) => sum + prize.coins * prize.weight, 0) /
        drops.prizes.reduce((sum, prize) => sum + prize.weight, 0))
    : 0;
  const parts = {
    baseWins: base.symbolCoins / betCoins,
    scatterPays: base.scatterCoins / betCoins,
    freeSpins: freeSpinsCoins / betCoins,
    drops: dropCoins / betCoins,
  };
  return {
    total: parts.baseWins + parts.scatterPays + parts.freeSpins + parts.drops,
    ...parts,
    triggerProbability,
    expectedFeatureSpins: featureSpins,
    freeSpinWin: freeSpinCoins / betCoins,
  };
}

/** The exact RTP of a definition's bonus buy: the bought feature's expected win over its price. */
export function rtpOfBonusBuy(definition: SlotDefinition): BonusBuyRtp {
  const slot = compileSlot(definition);
  const bonusBuy = definition.bonusBuy;
  if (!bonusBuy) throw new RangeError(`${definition.id} has no bonus buy`);
  const feature = featureModel(slot);
  const expectedSpins = feature.expectedSpins(bonusBuy.spins);
  const featureValue = (expectedSpins * feature.spinCoins) / definition.betCoins;
  const price = bonusBuy.priceCoins / definition.betCoins;
  return { rtp: featureValue / price, featureValue, price, expectedSpins };
}

/** Expected-spins tables by retrigger distribution and cap; tuning a game's pays reuses one table. */
const spinTables = new Map<string, (initial: number) => number>();
const SPIN_TABLES_KEPT = 64;

/** Expected coins of one free spin (multiplier included) and expected spins by first award. */
function featureModel(slot: CompiledSlot): { spinCoins: number; expectedSpins: (initial: number) => number } {
  const rule = slot.definition.freeSpins;
  if (!rule) throw new RangeError(`${slot.definition.id} has no free spins`);
  const free = spinExpectation(slot, 'free');
  const key = JSON.stringify([free.awards, rule.maxSpins]);
  let expectedSpins = spinTables.get(key);
  if (!expectedSpins) {
    if (spinTables.size >= SPIN_TABLES_KEPT) spinTables.clear();
    expectedSpins = expectedFeatureSpins(free.awards, rule.maxSpins);
    spinTables.set(key, expectedSpins);
  }
  return { spinCoins: (free.symbolCoins + free.scatterCoins) * rule.multiplier, expectedSpins };
}

function spinExpectation(slot: CompiledSlot, mode: SlotMode): SpinExpectation {
  const statistics = reelStatistics(slot, mode);
  const symbolCoins =
    slot.definition.pays.kind === 'lines'
      ? slot.definition.pays.lines.length * lineExpectation(slot, statistics)
      : waysExpectation(slot, statistics);
  const scatterCounts = scatterDistribution(statistics);
  let scatterCoins = 0;
  const awards: number[] = [];
  scatterCounts.forEach((p, count) => {
    if (slot.scatter >= 0)
      scatterCoins += p * ((slot.pays[slot.scatter] as readonly number[])[count] as number);
    const spins = slot.awards[mode][count] as number;
    awards[spins] = (awards[spins] ?? 0) + p;
  });
  return { symbolCoins, scatterCoins, awards: Array.from(awards, (p) => p ?? 0) };
}

/** Expected coins of one line (every line has the same distribution). */
function lineExpectation(slot: CompiledSlot, statistics: readonly ReelStatistics[]): number {
  const reels = statistics.length;
  const { wild, kinds, pays } = slot;
  const wildPays = wild >= 0 ? (pays[wild] as readonly number[]) : null;
  const wildShows = (reel: number): number =>
    wild >= 0 ? ((statistics[reel] as ReelStatistics).symbol[wild] as number) : 0;
  let expected = 0;
  // Probability that the line starts with exactly `wilds` wilds so far.
  let leading = 1;
  for (let wilds = 0; wilds <= reels; wilds += 1) {
    const wildCoins = wildPays && wilds > 0 ? (wildPays[wilds] as number) : 0;
    if (wilds === reels) {
      expected += leading * wildCoins;
      break;
    }
    const shown = (statistics[wilds] as ReelStatistics).symbol;
    shown.forEach((p, first) => {
      if (first === wild || p === 0) return;
      if (kinds[first] !== 'regular') {
        expected += leading * p * wildCoins;
        return;
      }
      const table = pays[first] as readonly number[];
      let run = leading * p;
      for (let length = wilds + 1; length <= reels; length += 1) {
        const next = statistics[length]?.symbol;
        const continues = next ? (next[first] as number) + wildShows(length) : 0;
        expected += run * (1 - continues) * Math.max(table[length] as number, wildCoins);
        run *= continues;
      }
    });
    leading *= wildShows(wilds);
  }
  return expected;
}

/** Expected coins of all ways wins of one spin. */
function waysExpectation(slot: CompiledSlot, statistics: readonly ReelStatistics[]): number {
  let expected = 0;
  for (const symbol of slot.regulars) {
    const table = slot.pays[symbol] as readonly number[];
    let ways = 1;
    statistics.forEach((reel, index) => {
      ways *= reel.matchMean[symbol] as number;
      const ends = statistics[index + 1]?.matchNone[symbol] ?? 1;
      expected += (table[index + 1] as number) * ways * ends;
    });
  }
  return expected;
}
