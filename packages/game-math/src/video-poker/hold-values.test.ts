/**
 * The rank-counting hold values against brute force: every draw of every hold dealt and evaluated. Brute
 * force evaluates 2,598,960 final hands per deal, so it runs on a handful of deals of different kinds;
 * video-poker-analysis.test.ts compares the counting with a third method on thousands more.
 */
import { describe, expect, it } from 'vitest';
import { choose } from './draw-counts.ts';
import { categoryOfCards, CATEGORY_COUNT, HAND_CATEGORIES } from './hand-category.ts';
import { holdOutcomeCounts } from './hold-outcomes.ts';
import { bestHold, comesBefore, holdValues, type HoldValue } from './hold-values.ts';
import { DECK_SIZE, handIndexes } from './video-poker-cards.ts';

/** Final-hand category counts of one hold by dealing every draw from the 47 unseen cards. */
function bruteForceCounts(hand: readonly number[], mask: number): number[] {
  const kept = hand.filter((_, position) => (mask >> position) & 1);
  const unseen = Array.from({ length: DECK_SIZE }, (_, card) => card).filter((card) => !hand.includes(card));
  const counts = new Array<number>(CATEGORY_COUNT).fill(0);
  const final = [...kept];
  function deal(from: number): void {
    if (final.length === 5) {
      const [a, b, c, d, e] = final as [number, number, number, number, number];
      const category = categoryOfCards(a, b, c, d, e);
      counts[category] = (counts[category] as number) + 1;
      return;
    }
    for (let i = from; i < unseen.length; i += 1) {
      final.push(unseen[i] as number);
      deal(i + 1);
      final.pop();
    }
  }
  deal(0);
  return counts;
}

const DEALS = [
  ['2S', '7H', '9D', 'JC', 'KS'], // nothing: high cards of mixed suits
  ['AS', 'KS', 'QS', 'JS', '9H'], // four to a royal
  ['JS', 'JH', '3D', '4C', '9S'], // high pair
  ['AH', '2H', '3C', '4H', '5H'], // wheel straight, four to a steel wheel
  ['7C', '7D', '7H', '2S', '2C'], // full house
  ['TD', 'JD', 'QD', '5D', '5S'], // three to a royal and a low pair, four to a flush
];

describe('hold outcomes', () => {
  it.each(DEALS)('match brute force for every hold of %s %s %s %s %s', (...hand) => {
    const cards = handIndexes(hand);
    const counted = holdOutcomeCounts(cards);
    for (let mask = 0; mask < 32; mask += 1) expect(counted[mask]).toEqual(bruteForceCounts(cards, mask));
  });

  it('cover every draw of each hold exactly once', () => {
    for (const hand of DEALS)
      holdOutcomeCounts(handIndexes(hand)).forEach((counts, mask) => {
        const replaced = 5 - [0, 1, 2, 3, 4].filter((position) => (mask >> position) & 1).length;
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(choose(47, replaced));
      });
  });
});

describe('hold values', () => {
  it('price each hold exactly, per coin bet', () => {
    const values = holdValues(['AS', 'KS', 'QS', 'JS', '9H'], 5);
    const fourToRoyal = values[0b01111] as HoldValue;
    expect(fourToRoyal.held).toEqual([true, true, true, true, false]);
    expect(fourToRoyal.draws).toBe(47);
    // 1 royal, 8 other spades, 3 other tens, 12 high pairs (3 each of A K Q J), 23 losers.
    expect(fourToRoyal.outcomes).toMatchObject({
      'royal-flush': 1,
      flush: 8,
      straight: 3,
      'jacks-or-better': 12,
    });
    expect(fourToRoyal.totalCoinsWon).toBe(4000 + 8 * 30 + 3 * 20 + 12 * 5);
    expect(fourToRoyal.expectedReturn).toBe(4360 / 47 / 5);
    expect(values[0]?.draws).toBe(1_533_939);
    expect(Object.keys(values[31]?.outcomes ?? {})).toEqual([...HAND_CATEGORIES]);
  });

  it('hint the textbook plays', () => {
    const hint = (hand: string[], coins = 5) => {
      const best = bestHold(hand, coins);
      return hand.filter((_, position) => best.held[position]);
    };
    expect(hint(['AS', 'KS', 'QS', 'JS', '9H'])).toEqual(['AS', 'KS', 'QS', 'JS']);
    // A high pair returns 1.5365 per coin (Wizard of Odds' 9/6 strategy table).
    expect(bestHold(['JS', 'JH', '3D', '4C', '9S'], 5).expectedReturn).toBeCloseTo(1.5365, 4);
    // Unsuited A K Q: keep K Q and throw the ace (Wizard of Odds, "Ask the Wizard", Jacks or Better).
    expect(hint(['AC', 'KH', 'QD', '7S', '3S'])).toEqual(['KH', 'QD']);
    // Three to a royal beats a low pair and four to a flush.
    expect(hint(['TD', 'JD', 'QD', '5D', '5S'])).toEqual(['TD', 'JD', 'QD']);
    expect(hint(['2S', '3H', '5D', '8C', '9S'])).toEqual([]);
    expect(hint(['TS', 'JS', 'QS', 'KS', 'AS'], 1)).toEqual(['TS', 'JS', 'QS', 'KS', 'AS']);
  });

  it('keeps a straight flush rather than break it for a royal draw', () => {
    const hand = ['TH', 'JH', 'QH', 'KH', '9H'];
    expect(bestHold(hand, 5).held).toEqual([true, true, true, true, true]);
    expect(bestHold(hand, 5).expectedReturn).toBe(50);
  });

  it('breaks ties by keeping more cards: four of a kind keeps its kicker', () => {
    const values = holdValues(['7C', '7D', '7H', '7S', '2C'], 5);
    expect(values[0b01111]?.expectedCoinsWon).toBe(125);
    expect(values[0b11111]?.expectedCoinsWon).toBe(125);
    expect(bestHold(['7C', '7D', '7H', '7S', '2C'], 5).held).toEqual([true, true, true, true, true]);
  });

  it('breaks remaining ties by the leftmost card kept', () => {
    const values = holdValues(['2S', '3H', '5D', '8C', '9S'], 1);
    const hold = (held: boolean[], totalCoinsWon: number, draws: number): HoldValue => ({
      held,
      totalCoinsWon,
      draws,
      outcomes: (values[0] as HoldValue).outcomes,
      expectedCoinsWon: totalCoinsWon / draws,
      expectedReturn: totalCoinsWon / draws,
    });
    const left = hold([true, false, false, false, false], 2, 3);
    const right = hold([false, true, false, false, false], 4, 6);
    expect(comesBefore(left, right)).toBe(true);
    expect(comesBefore(right, left)).toBe(false);
    expect(comesBefore(hold([true, true, false, false, false], 4, 6), left)).toBe(true);
    expect(comesBefore(hold([false, true, false, false, false], 5, 6), left)).toBe(true);
    expect(comesBefore(left, left)).toBe(false);
  });

  it('refuses a hand that is not five distinct cards and a bet outside 1–5 coins', () => {
    expect(() => bestHold(['AS', 'AS', 'KD', 'QC', 'JH'], 5)).toThrow(RangeError);
    expect(() => bestHold(['AS', 'KD', 'QC', 'JH'], 5)).toThrow(RangeError);
    expect(() => bestHold(['AS', 'AH', 'KD', 'QC', 'JH'], 0)).toThrow(RangeError);
  });
});
