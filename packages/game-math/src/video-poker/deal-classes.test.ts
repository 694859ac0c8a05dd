import { expect, it } from 'vitest';
import { dealClasses } from './deal-classes.ts';

/** A deal's class key found the slow way: its four suit masks, sorted. */
function sortedSuitMasks(cards: readonly number[]): string {
  const masks = [0, 0, 0, 0];
  for (const card of cards)
    masks[Math.floor(card / 13)] = (masks[Math.floor(card / 13)] as number) | (1 << (card % 13));
  return masks.sort((a, b) => b - a).join();
}

it('lists the 134,459 classes of deals under suit relabelling, standing for all 2,598,960 deals', () => {
  const classes = dealClasses();
  expect(classes.count).toBe(134_459);
  expect(classes.multiplicities.reduce((sum, times) => sum + times, 0)).toBe(2_598_960);
});

it('gives each class as many deals as relabel to it, counted over every deal', () => {
  const dealsOfKey = new Map<string, number>();
  for (let e = 4; e < 52; e += 1)
    for (let d = 3; d < e; d += 1)
      for (let c = 2; c < d; c += 1)
        for (let b = 1; b < c; b += 1)
          for (let a = 0; a < b; a += 1) {
            const key = sortedSuitMasks([a, b, c, d, e]);
            dealsOfKey.set(key, (dealsOfKey.get(key) ?? 0) + 1);
          }
  const classes = dealClasses();
  expect(dealsOfKey.size).toBe(classes.count);
  const wrong: number[] = [];
  for (let i = 0; i < classes.count; i += 1) {
    const cards = Array.from(classes.cards.subarray(i * 5, i * 5 + 5));
    const ascending = cards.every(
      (card, position) => position === 0 || card > (cards[position - 1] as number),
    );
    if (!ascending || dealsOfKey.get(sortedSuitMasks(cards)) !== classes.multiplicities[i]) wrong.push(i);
  }
  expect(wrong).toEqual([]);
});
