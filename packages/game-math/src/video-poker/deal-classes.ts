/**
 * The 2,598,960 deals up to suit symmetry. Suits play no favourites in Jacks or Better, so relabelling the
 * suits of a deal changes neither its best hold's expectation nor anything else about it. A deal is four
 * 13-bit rank masks, one per suit; relabelling suits permutes the masks, so a class is the multiset of masks
 * and its multiplicity is the number of distinct orders of it: 4! divided by the factorial of how often each
 * mask repeats (an empty mask counts too). There are 134,459 classes.
 *
 * Each class is listed once, by its masks sorted by card count then mask value, both descending; its
 * representative gives the first mask to ♠, the second to ♥ and so on, and lists its cards in deck order.
 */
import { HAND_SIZE, RANK_COUNT, SUIT_COUNT } from './video-poker-cards.ts';

/** Every class of deals: representatives as deck indexes (five per class, ascending) and their counts. */
export interface DealClasses {
  /** Class i's cards are cards[5i] … cards[5i + 4]. */
  readonly cards: Uint8Array;
  /** How many of the 2,598,960 deals each class stands for (1–24). */
  readonly multiplicities: Uint8Array;
  readonly count: number;
}

/** Card counts per suit, largest first, of the ways five cards can fall into four suits. */
const SUIT_SPLITS: readonly (readonly number[])[] = [
  [5, 0, 0, 0],
  [4, 1, 0, 0],
  [3, 2, 0, 0],
  [3, 1, 1, 0],
  [2, 2, 1, 0],
  [2, 1, 1, 1],
];

/** Every class of deals under suit relabelling, with how many deals each stands for. */
export function dealClasses(): DealClasses {
  const masksOfSize = masksByCardCount();
  const cards: number[] = [];
  const multiplicities: number[] = [];
  const masks = [0, 0, 0, 0];

  function place(suit: number, split: readonly number[]): void {
    if (suit === SUIT_COUNT) {
      masks.forEach((mask, suitIndex) => {
        for (let rank = 0; rank < RANK_COUNT; rank += 1)
          if ((mask >> rank) & 1) cards.push(suitIndex * RANK_COUNT + rank);
      });
      multiplicities.push(arrangements(masks));
      return;
    }
    const size = split[suit] as number;
    // Suits with as many cards as the previous one take masks no larger, so each multiset is listed once.
    const ceiling = suit > 0 && split[suit - 1] === size ? (masks[suit - 1] as number) : Infinity;
    for (const mask of masksOfSize[size] ?? []) {
      if (mask > ceiling) continue;
      masks[suit] = mask;
      place(suit + 1, split);
    }
  }

  for (const split of SUIT_SPLITS) place(0, split);
  return {
    cards: Uint8Array.from(cards),
    multiplicities: Uint8Array.from(multiplicities),
    count: multiplicities.length,
  };
}

/** The rank masks of each card count 0–5. */
function masksByCardCount(): number[][] {
  const bySize: number[][] = Array.from({ length: HAND_SIZE + 1 }, () => []);
  for (let mask = 0; mask < 1 << RANK_COUNT; mask += 1) {
    let size = 0;
    for (let rest = mask; rest !== 0; rest &= rest - 1) size += 1;
    if (size <= HAND_SIZE) bySize[size]?.push(mask);
  }
  return bySize;
}

/** Distinct orders of four masks: 4! / (repeats of each mask)!. */
function arrangements(masks: readonly number[]): number {
  const repeats = new Map<number, number>();
  for (const mask of masks) repeats.set(mask, (repeats.get(mask) ?? 0) + 1);
  let result = 24;
  for (const times of repeats.values()) for (let i = 2; i <= times; i += 1) result /= i;
  return result;
}
