/**
 * The exhaustive analysis: its parts against independent counts, and its result against the literature.
 * The whole analysis of one coin count takes about a second.
 */
import { describe, expect, it } from 'vitest';
import { dealClasses } from './deal-classes.ts';
import { categoryOfCards, CATEGORY_COUNT, HAND_CATEGORIES } from './hand-category.ts';
import { holdOutcomeCounts } from './hold-outcomes.ts';
import { supersetCounts } from './superset-counts.ts';
import { analyseVideoPoker, holdOutcomesBySubsets } from './video-poker-analysis.ts';
import { rtpOfVideoPoker } from './video-poker-rtp.ts';
import { handIndexes } from './video-poker-cards.ts';

const counts = supersetCounts();

/** [numerator, denominator] */
type Fraction = readonly [bigint, bigint];
const plus = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];
const isLess = ([a, b]: Fraction, [c, d]: Fraction): boolean => a * d < c * b;

describe('superset counts', () => {
  it('count every hand once for the empty set', () => {
    expect(Array.from(counts.counts[0] ?? [])).toEqual([
      4, 36, 624, 3744, 5108, 10200, 54912, 123552, 337920, 2062860,
    ]);
  });

  it('count the hands holding the ace of spades as a direct enumeration does', () => {
    const direct = new Array<number>(CATEGORY_COUNT).fill(0);
    for (let e = 4; e < 52; e += 1)
      for (let d = 3; d < e; d += 1)
        for (let c = 2; c < d; c += 1)
          for (let b = 1; b < c; b += 1) {
            const category = categoryOfCards(0, b, c, d, e);
            direct[category] = (direct[category] as number) + 1;
          }
    expect(Array.from(counts.counts[1]?.subarray(0, CATEGORY_COUNT) ?? [])).toEqual(direct);
  });
});

describe('hold outcomes by inclusion–exclusion', () => {
  it('agree with the rank counting of the hint on every 40th deal class', () => {
    const classes = dealClasses();
    const outcomes = new Float64Array(32 * CATEGORY_COUNT);
    let compared = 0;
    const wrong: number[][] = [];
    for (let i = 0; i < classes.count; i += 40) {
      const deal = Array.from(classes.cards.subarray(i * 5, i * 5 + 5));
      holdOutcomesBySubsets(counts, deal, outcomes);
      const counted = holdOutcomeCounts(deal).flat();
      if (counted.some((count, j) => count !== outcomes[j])) wrong.push(deal);
      compared += 1;
    }
    expect(compared).toBe(3362);
    expect(wrong).toEqual([]);
  });

  it('agree with it on hands of every kind', () => {
    const outcomes = new Float64Array(32 * CATEGORY_COUNT);
    for (const hand of [
      ['TS', 'JS', 'QS', 'KS', 'AS'],
      ['2C', '3C', '4C', '5C', '6C'],
      ['7C', '7D', '7H', '7S', '2C'],
      ['AH', '2H', '3C', '4H', '5H'],
      ['2S', '3H', '5D', '8C', '9S'],
    ]) {
      const deal = handIndexes(hand).sort((a, b) => a - b);
      holdOutcomesBySubsets(counts, deal, outcomes);
      expect(Array.from(outcomes)).toEqual(holdOutcomeCounts(deal).flat());
    }
  });
});

describe('the return to player under optimal play', () => {
  it('is 0.99543904… at 5 coins, with the final-hand counts of Wizard of Odds', () => {
    const analysis = analyseVideoPoker(5, counts);
    expect(analysis.classes).toBe(134_459);
    expect(analysis.rtp).toEqual(rtpOfVideoPoker(5));
    // Wizard of Odds, "Jacks or Better" (wizardofodds.com/games/video-poker/tables/jacks-or-better/), 9/6 pay
    // table: return 0.995439; Ethier, Kim and Lee, "Optimal conditional expectation at the video poker game
    // Jacks or Better" (arXiv:1602.04171), analyse the same 134,459 classes.
    expect(analysis.rtp.value).toBeCloseTo(0.995439043695, 12);
    // The same table's combinations, out of 19,933,230,517,200 (every deal × 7,669,695 weighted draws).
    expect(HAND_CATEGORIES.map((category) => analysis.finalHands[category])).toEqual([
      493_512_264n,
      2_178_883_296n,
      47_093_167_764n,
      229_475_482_596n,
      219_554_786_160n,
      223_837_565_784n,
      1_484_003_070_324n,
      2_576_946_164_148n,
      4_277_372_890_968n,
      10_872_274_993_896n,
    ]);
  });

  it('is 0.98373457… at 1 to 4 coins, between the bounds the royal-flush bonus sets', () => {
    const fewer = analyseVideoPoker(1, counts);
    expect(fewer.rtp).toEqual(rtpOfVideoPoker(1));
    expect(fewer.rtp.value).toBeCloseTo(0.9837345694844479, 15);
    for (const coins of [2, 3, 4]) expect(rtpOfVideoPoker(coins)).toEqual(fewer.rtp);
    // The 5-coin bonus adds 550 per coin to each royal. Playing the 1-coin strategy at 5 coins returns
    // rtp1 + 550·p1, and the 5-coin strategy at 1 coin returns rtp5 − 550·p5 ≤ rtp1, so
    // rtp1 + 550·p1 < rtp5 ≤ rtp1 + 550·p5, p being the share of royals under each strategy (strict on the
    // left because the strategies differ).
    const max = analyseVideoPoker(5, counts);
    const weightedDraws = 2_598_960n * 7_669_695n;
    const royalBonus = (royals: bigint): Fraction => [550n * royals, weightedDraws];
    const rtp1: Fraction = [fewer.rtp.numerator, fewer.rtp.denominator];
    const rtp5: Fraction = [max.rtp.numerator, max.rtp.denominator];
    expect(isLess(plus(rtp1, royalBonus(fewer.finalHands['royal-flush'])), rtp5)).toBe(true);
    expect(isLess(plus(rtp1, royalBonus(max.finalHands['royal-flush'])), rtp5)).toBe(false);
  });

  it('refuses bets outside 1–5 coins', () => {
    expect(() => rtpOfVideoPoker(0)).toThrow(RangeError);
    expect(() => rtpOfVideoPoker(6)).toThrow(RangeError);
  });
});
