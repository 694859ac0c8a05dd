/**
 * Tuning a generated slot's pays to a target RTP. Ideal pays follow the volatility profile (rarer symbols and
 * longer runs pay more) and are scaled so that their expected wins, in the base game and in the feature, use
 * the RTP left after scatters and drops. Made whole, they are scaled again on the exact RTP, then single pays
 * (scatter pays too) are moved by whole coins until the exact RTP is as close to the target as they get.
 */
import { compileSlot } from './compiled-slot.ts';
import { FIRST_PAYING_RUN, type VolatilityProfile } from './preset-profiles.ts';
import { reelStatistics, type ReelStatistics } from './reel-statistics.ts';
import { rtpOfSlot } from './rtp.ts';
import type { SlotDefinition, SlotSymbol } from './slot-definition.ts';

/** A generated game's exact RTP is within this of its target. */
export const PRESET_RTP_TOLERANCE = 0.005;
/**
 * Grids that show many ways need smaller coins (more per total bet): even one-coin pays would return more
 * than the target. The total bet then holds the base coins times the first of these that leaves room.
 */
const COIN_SCALES = [1, 2, 5, 10, 25, 50, 100];
/** The most of the pays' budget that the smallest possible pays may use. */
const SMALLEST_PAYS_SHARE = 0.25;

/** One tunable pay: a symbol's pay for `count` (in a row for regular symbols, anywhere for the scatter). */
interface PayEntry {
  readonly symbol: number;
  readonly count: number;
}

/** The regular symbols' pays for every paying run, best symbol first, shorter runs first. */
function payEntries(skeleton: SlotDefinition): PayEntry[] {
  const slot = compileSlot(skeleton);
  return slot.regulars.flatMap((symbol) =>
    Array.from({ length: skeleton.reels - FIRST_PAYING_RUN + 1 }, (_, i) => ({
      symbol,
      count: FIRST_PAYING_RUN + i,
    })),
  );
}

/** How many times the base coins a total bet must hold so that the smallest pays leave room. */
export function coinScaleFor(skeleton: SlotDefinition, target: number): number {
  const fixed = rtpOfSlot(skeleton).total;
  const entries = payEntries(skeleton);
  const smallest = wholePays(new Array<number>(entries.length).fill(0), 1, entries);
  const smallestShare = (rtpOfSlot(withPays(skeleton, entries, smallest)).total - fixed) / (target - fixed);
  return COIN_SCALES.find((scale) => smallestShare / scale <= SMALLEST_PAYS_SHARE) ?? COIN_SCALES.at(-1) ?? 1;
}

/** The skeleton with pays tuned to the target; throws when the target cannot be reached. */
export function tunePays(
  skeleton: SlotDefinition,
  target: number,
  profile: VolatilityProfile,
): SlotDefinition {
  const unpaid = rtpOfSlot(skeleton);
  const slot = compileSlot(skeleton);
  const entries = payEntries(skeleton);
  const budget = (target - unpaid.total) * skeleton.betCoins;
  if (budget <= 0)
    throw new RangeError(`slot preset ${skeleton.id}: the target RTP is below the fixed features`);

  // Ideal pays: rarer symbols and longer runs pay more, as the profile says; scaled so that the expected pay
  // (a base spin's, plus the feature's per base spin) uses the budget.
  const base = reelStatistics(slot, 'base');
  const free = reelStatistics(slot, 'free');
  const featureSpins =
    unpaid.triggerProbability * unpaid.expectedFeatureSpins * (skeleton.freeSpins?.multiplier ?? 1);
  const frequency = (symbol: number): number =>
    base.reduce((sum, reel) => sum + (reel.symbol[symbol] as number), 0);
  const commonest = Math.max(...slot.regulars.map(frequency));
  const longerRunPays = profile.longerRunPays ** (2 / Math.max(1, skeleton.reels - FIRST_PAYING_RUN));
  const shape = entries.map(
    ({ symbol, count }) =>
      (commonest / frequency(symbol)) ** profile.rarityPays * longerRunPays ** (count - FIRST_PAYING_RUN),
  );
  const expectedWins = entries.map(
    (entry) =>
      expectedRuns(skeleton, base, slot.wild, entry) +
      featureSpins * expectedRuns(skeleton, free, slot.wild, entry),
  );
  const unit = budget / shape.reduce((sum, value, i) => sum + value * (expectedWins[i] as number), 0);
  const idealPays = shape.map((value) => value * unit);

  let scale = 1;
  let pays = wholePays(idealPays, scale, entries);
  let rtp = rtpOfSlot(withPays(skeleton, entries, pays)).total;
  for (let step = 0; step < 12 && Math.abs(rtp - target) > PRESET_RTP_TOLERANCE / 4; step += 1) {
    scale *= (target - unpaid.total) / (rtp - unpaid.total);
    pays = wholePays(idealPays, scale, entries);
    rtp = rtpOfSlot(withPays(skeleton, entries, pays)).total;
  }
  // Scatter pays join the nudging: a coin on them moves the RTP by small steps.
  const scatterEntries = entries
    .filter((entry) => entry.symbol === entries[0]?.symbol)
    .map(({ count }) => ({ symbol: slot.scatter, count }));
  const scatterPays = scatterEntries.map(({ count }) => slot.pays[slot.scatter]?.[count] as number);
  const all = [...entries, ...scatterEntries];
  const nudged = nudgePays(skeleton, all, [...pays, ...scatterPays], rtp, target);
  if (Math.abs(nudged.rtp - target) > PRESET_RTP_TOLERANCE) {
    throw new RangeError(
      `slot preset ${skeleton.id}: RTP ${nudged.rtp.toFixed(4)} cannot be tuned to ${target}`,
    );
  }
  return withPays(skeleton, all, nudged.pays);
}

/**
 * Moves pays by whole coins towards the target: measures what one more coin on each pay does to the RTP,
 * then, largest effects first, takes every coin that brings the RTP closer; repeats on the exact result.
 */
function nudgePays(
  skeleton: SlotDefinition,
  entries: readonly PayEntry[],
  start: readonly number[],
  startRtp: number,
  target: number,
): { pays: number[]; rtp: number } {
  let pays = [...start];
  let rtp = startRtp;
  const rtpWith = (candidate: readonly number[]): number =>
    rtpOfSlot(withPays(skeleton, entries, candidate)).total;
  for (let round = 0; round < 6 && Math.abs(rtp - target) > PRESET_RTP_TOLERANCE / 10; round += 1) {
    const effects = pays.map((pay, i) => rtpWith(pays.map((other, j) => (j === i ? pay + 1 : other))) - rtp);
    const order = effects
      .map((_, i) => i)
      .sort((a, b) => Math.abs(effects[b] as number) - Math.abs(effects[a] as number));
    const candidate = [...pays];
    let missing = target - rtp;
    for (const i of order) {
      const effect = effects[i] as number;
      const change = Math.sign(missing) * Math.sign(effect);
      if (change === 0) continue;
      while (
        Math.abs(missing - change * effect) < Math.abs(missing) &&
        keepsPaysRising(entries, candidate, i, (candidate[i] as number) + change)
      ) {
        candidate[i] = (candidate[i] as number) + change;
        missing -= change * effect;
      }
    }
    const candidateRtp = rtpWith(candidate);
    if (Math.abs(candidateRtp - target) >= Math.abs(rtp - target)) break;
    pays = candidate;
    rtp = candidateRtp;
  }
  return { pays, rtp };
}

/** A symbol's pays must be at least one coin and rise with the count. */
function keepsPaysRising(
  entries: readonly PayEntry[],
  pays: readonly number[],
  index: number,
  pay: number,
): boolean {
  const entry = entries[index] as PayEntry;
  const shorter = entries[index - 1]?.symbol === entry.symbol ? (pays[index - 1] as number) : 0;
  const longer = entries[index + 1]?.symbol === entry.symbol ? (pays[index + 1] as number) : Infinity;
  return pay >= 1 && pay > shorter && pay < longer;
}

/** Ideal pays scaled and made whole, at least one coin and rising with the run length. */
function wholePays(ideal: readonly number[], scale: number, entries: readonly PayEntry[]): number[] {
  const pays: number[] = [];
  ideal.forEach((value, i) => {
    const shorter = entries[i - 1]?.symbol === entries[i]?.symbol ? (pays[i - 1] as number) : 0;
    pays.push(Math.max(1, shorter + 1, Math.round(value * scale)));
  });
  return pays;
}

/** The skeleton with the entries' pays; in a lines game the wild pays like the best symbol. */
function withPays(
  skeleton: SlotDefinition,
  entries: readonly PayEntry[],
  pays: readonly number[],
): SlotDefinition {
  const tables = skeleton.symbols.map((symbol) => {
    const table = new Array<number>(Math.max(skeleton.reels + 1, symbol.pays.length)).fill(0);
    symbol.pays.forEach((pay, count) => (table[count] = pay));
    return table;
  });
  entries.forEach(({ symbol, count }, i) => {
    (tables[symbol] as number[])[count] = pays[i] as number;
  });
  const best = tables[0] as number[];
  const symbols = skeleton.symbols.map((symbol, index): SlotSymbol => {
    if (symbol.kind === 'wild') return { ...symbol, pays: skeleton.pays.kind === 'lines' ? best : [] };
    return { ...symbol, pays: tables[index] as number[] };
  });
  return { ...skeleton, symbols };
}

/** Expected wins per spin of exactly this run: lines × the line's chance, or the expected ways. */
function expectedRuns(
  skeleton: SlotDefinition,
  statistics: readonly ReelStatistics[],
  wild: number,
  { symbol, count }: PayEntry,
): number {
  const lines = skeleton.pays.kind === 'lines';
  const matching = (reel: ReelStatistics): number =>
    lines
      ? (reel.symbol[symbol] as number) + (wild >= 0 ? (reel.symbol[wild] as number) : 0)
      : (reel.matchMean[symbol] as number);
  let expected = 1;
  for (const reel of statistics.slice(0, count)) expected *= matching(reel);
  const next = statistics[count];
  if (next) expected *= lines ? 1 - matching(next) : (next.matchNone[symbol] as number);
  return lines && skeleton.pays.kind === 'lines' ? skeleton.pays.lines.length * expected : expected;
}
