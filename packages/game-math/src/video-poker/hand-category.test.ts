import { describe, expect, it } from 'vitest';
import {
  categoryOfCards,
  CATEGORY_COUNT,
  HAND_CATEGORIES,
  handCategory,
  type HandCategory,
} from './hand-category.ts';
import { DECK_SIZE } from './video-poker-cards.ts';

/** A deliberately plain evaluator: sorted rank counts and a look at the suits, no bit tricks. */
function naiveCategory(cards: readonly number[]): HandCategory {
  const ranks = cards.map((card) => (card % 13) + 1).sort((a, b) => a - b);
  const suits = new Set(cards.map((card) => Math.floor(card / 13)));
  const counts = [...new Set(ranks)]
    .map((rank) => ranks.filter((r) => r === rank).length)
    .sort((a, b) => b - a);
  const flush = suits.size === 1;
  const distinct = counts.length === 5;
  const wheel = ranks.join() === '1,2,3,4,5';
  const broadway = ranks.join() === '1,10,11,12,13';
  const straight = distinct && (wheel || broadway || (ranks[4] as number) - (ranks[0] as number) === 4);
  if (flush && broadway) return 'royal-flush';
  if (flush && straight) return 'straight-flush';
  if (counts[0] === 4) return 'four-of-a-kind';
  if (counts[0] === 3 && counts[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (counts[0] === 3) return 'three-of-a-kind';
  if (counts[0] === 2 && counts[1] === 2) return 'two-pair';
  if (counts[0] === 2) {
    const pair = ranks.find((rank, i) => ranks[i + 1] === rank) as number;
    return pair === 1 || pair >= 11 ? 'jacks-or-better' : 'nothing';
  }
  return 'nothing';
}

describe('the evaluator', () => {
  it('agrees with a plain evaluator on all 2,598,960 hands and gives the textbook category counts', () => {
    const counts = new Array<number>(CATEGORY_COUNT).fill(0);
    const naiveCounts = new Map<HandCategory, number>();
    let disagreements = 0;
    for (let e = 4; e < DECK_SIZE; e += 1)
      for (let d = 3; d < e; d += 1)
        for (let c = 2; c < d; c += 1)
          for (let b = 1; b < c; b += 1)
            for (let a = 0; a < b; a += 1) {
              const fast = categoryOfCards(a, b, c, d, e);
              const naive = naiveCategory([a, b, c, d, e]);
              counts[fast] = (counts[fast] as number) + 1;
              naiveCounts.set(naive, (naiveCounts.get(naive) ?? 0) + 1);
              if (HAND_CATEGORIES[fast] !== naive) disagreements += 1;
            }
    expect(disagreements).toBe(0);
    // 'nothing' = 760,320 pairs of tens or lower + 1,302,540 hands without a pair, straight or flush.
    const textbook = [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 337920, 2062860];
    expect(counts).toEqual(textbook);
    expect(HAND_CATEGORIES.map((category) => naiveCounts.get(category))).toEqual(textbook);
  });
});

describe('handCategory', () => {
  it.each([
    [['TS', 'JS', 'QS', 'KS', 'AS'], 'royal-flush'],
    [['AH', '2H', '3H', '4H', '5H'], 'straight-flush'],
    [['9D', 'KD', 'QD', 'JD', 'TD'], 'straight-flush'],
    [['7C', '7D', '7H', '7S', '2C'], 'four-of-a-kind'],
    [['3C', '3D', 'KH', 'KS', '3S'], 'full-house'],
    [['2C', '9C', 'JC', '4C', 'AC'], 'flush'],
    [['AS', '2H', '3D', '4C', '5S'], 'straight'],
    [['TS', 'JH', 'QD', 'KC', 'AS'], 'straight'],
    [['QS', 'KH', 'AD', '2C', '3S'], 'nothing'],
    [['5S', '5H', '5D', 'KC', '2S'], 'three-of-a-kind'],
    [['2S', '2H', '3D', '3C', 'AS'], 'two-pair'],
    [['JS', 'JH', '3D', '4C', '9S'], 'jacks-or-better'],
    [['AS', 'AH', '3D', '4C', '9S'], 'jacks-or-better'],
    [['TS', 'TH', 'AD', 'KC', 'QS'], 'nothing'],
    [['2S', '7H', '9D', 'JC', 'KS'], 'nothing'],
  ] as const)('%j is %s', (hand, category) => {
    expect(handCategory(hand)).toBe(category);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => handCategory(['AS', 'KS', 'QS', 'JS'])).toThrow(RangeError);
    expect(() => handCategory(['AS', 'AS', 'QS', 'JS', 'TS'])).toThrow(RangeError);
    expect(() => handCategory(['AS', 'KS', 'QS', 'JS', '1S'])).toThrow(RangeError);
  });
});
