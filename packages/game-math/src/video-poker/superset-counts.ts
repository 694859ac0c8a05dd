/**
 * For every set T of up to five cards, how many of the 2,598,960 five-card hands contain T, by category. With
 * it, the draws of any hold follow by inclusion–exclusion: the final hands of "keep S of the deal D" are the
 * hands F with F ∩ D = S, and
 *
 *   #{F : F ∩ D = S} = Σ over S ⊆ T ⊆ D of (−1)^|T \ S| · #{F : F ⊇ T}.
 *
 * So one pass over every hand, then 32 look-ups and a Möbius inversion per deal, give all 32 holds of all
 * 134,459 deal classes in seconds. This is a second method, independent of the rank counting of
 * hold-outcomes.ts, and is what the exhaustive return-to-player analysis uses.
 *
 * Sets are indexed by the combinatorial number system: a set {c0 < c1 < … < c(k−1)} of k cards has index
 * C(c0, 1) + C(c1, 2) + … + C(c(k−1), k), from 0 to C(52, k) − 1.
 */
import { DECK_SIZE, HAND_SIZE } from './video-poker-cards.ts';
import * as handCategory from './hand-category.ts';

// Under tsx and vitest every use of an imported binding goes through a getter, which slows the loop over all
// hands several times over; it reads local copies instead.
const { categoryOfCards, CATEGORY_COUNT } = handCategory;

/** counts[k][index × 10 + category]: hands containing the k-set `index` (k = 0…4) with that category. */
export interface SupersetCounts {
  readonly counts: readonly Int32Array[];
}

/** BINOMIAL[n][k] = C(n, k) for n ≤ 52, k ≤ 5. */
const BINOMIAL: readonly (readonly number[])[] = Array.from({ length: DECK_SIZE + 1 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= HAND_SIZE; k += 1) row.push(((row[k - 1] as number) * (n - k + 1)) / k);
  return row;
});

/** C(n, k) for n ≤ 52, k ≤ 5. */
export function binomial(n: number, k: number): number {
  return BINOMIAL[n]?.[k] as number;
}

/** The index of a set of cards given in ascending order. */
export function subsetIndex(cards: readonly number[]): number {
  let index = 0;
  cards.forEach((card, position) => {
    index += binomial(card, position + 1);
  });
  return index;
}

/** Counts every hand's category into the sets of four cards it contains, then sums down to the empty set. */
export function supersetCounts(): SupersetCounts {
  const counts = Array.from(
    { length: HAND_SIZE },
    (_, size) => new Int32Array(binomial(DECK_SIZE, size) * CATEGORY_COUNT),
  );
  const fours = counts[4] as Int32Array;
  for (let e = 4; e < DECK_SIZE; e += 1) {
    const e4 = binomial(e, 4);
    for (let d = 3; d < e; d += 1) {
      const d3 = binomial(d, 3);
      const d4 = binomial(d, 4);
      for (let c = 2; c < d; c += 1) {
        const c2 = binomial(c, 2);
        const c3 = binomial(c, 3);
        for (let b = 1; b < c; b += 1) {
          const b1 = binomial(b, 1);
          const b2 = binomial(b, 2);
          for (let a = 0; a < b; a += 1) {
            const category = categoryOfCards(a, b, c, d, e);
            // The five sets of four: without e, d, c, b and a.
            addAt(fours, (a + b2 + c3 + d4) * CATEGORY_COUNT + category, 1);
            addAt(fours, (a + b2 + c3 + e4) * CATEGORY_COUNT + category, 1);
            addAt(fours, (a + b2 + d3 + e4) * CATEGORY_COUNT + category, 1);
            addAt(fours, (a + c2 + d3 + e4) * CATEGORY_COUNT + category, 1);
            addAt(fours, (b1 + c2 + d3 + e4) * CATEGORY_COUNT + category, 1);
          }
        }
      }
    }
  }
  for (let size = HAND_SIZE - 2; size >= 0; size -= 1)
    sumIntoSubsets(counts[size + 1] as Int32Array, counts[size] as Int32Array, size);
  return { counts };
}

/**
 * From the counts of the sets of size + 1, those of the sets of `size`: a hand containing a set T of `size`
 * cards contains 5 − size of the larger sets that contain T, so summing over those counts it that many times.
 */
function sumIntoSubsets(larger: Int32Array, smaller: Int32Array, size: number): void {
  const cards = new Array<number>(size + 1).fill(0);
  const subset = new Array<number>(size).fill(0);
  const overcount = HAND_SIZE - size;
  forEachSet(size + 1, cards, (largerIndex) => {
    for (let dropped = 0; dropped <= size; dropped += 1) {
      for (let i = 0, j = 0; i <= size; i += 1) if (i !== dropped) subset[j++] = cards[i] as number;
      const smallerIndex = subsetIndex(subset);
      for (let category = 0; category < CATEGORY_COUNT; category += 1)
        addAt(
          smaller,
          smallerIndex * CATEGORY_COUNT + category,
          larger[largerIndex * CATEGORY_COUNT + category] as number,
        );
    }
  });
  for (let i = 0; i < smaller.length; i += 1) smaller[i] = (smaller[i] as number) / overcount;
}

/** Calls `visit` with every set of `size` cards (written into `cards`, ascending) and its index. */
function forEachSet(size: number, cards: number[], visit: (index: number) => void): void {
  function fill(position: number, below: number): void {
    if (position < 0) {
      visit(subsetIndex(cards));
      return;
    }
    for (let card = position; card < below; card += 1) {
      cards[position] = card;
      fill(position - 1, card);
    }
  }
  fill(size - 1, DECK_SIZE);
}

/** array[index] += amount (an index the caller knows to be in range). */
function addAt(array: Int32Array, index: number, amount: number): void {
  array[index] = (array[index] as number) + amount;
}
