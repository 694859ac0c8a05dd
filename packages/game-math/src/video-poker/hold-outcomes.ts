/**
 * Exact outcome counts of every hold of a dealt hand, by counting rather than dealing. The player keeps some
 * of the five cards and the rest are replaced from the 47 unseen cards, every draw equally likely. Which
 * category the final hand has depends on its ranks (pairs, trips, quads, or five distinct ranks that may be a
 * straight) and, only when the ranks are distinct, on whether all five share a suit. So the draws are grouped
 * by the ranks they bring: for each multiset of ranks, the number of draws giving it is the product over ranks
 * of C(cards of that rank still in the deck, cards drawn of it), and of those, the flushes are the draws whose
 * every card is of the held cards' suit (or, holding nothing, of any one suit), counted from the unseen cards
 * of each suit. A hold replacing five cards has 6,188 rank multisets instead of 1,533,939 draws, which makes
 * all 32 holds of a hand cheap enough for the browser.
 */
import * as handCategory from './hand-category.ts';
import * as cards from './video-poker-cards.ts';

// Under tsx and vitest every use of an imported binding goes through a getter, which halves the speed of the
// recursion below; it reads these local copies instead.
const {
  CATEGORY_COUNT,
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  HIGH_PAIR_RANKS,
  isStraightRanks,
  JACKS_OR_BETTER,
  NOTHING,
  ROYAL_FLUSH,
  ROYAL_RANKS,
  STRAIGHT,
  STRAIGHT_FLUSH,
  THREE_OF_A_KIND,
  TWO_PAIR,
} = handCategory;
const { DECK_SIZE, HAND_SIZE, RANK_COUNT, rankIndexOf, SUIT_COUNT, suitIndexOf } = cards;

/** Ways to pick m of a cards, for a ≤ 4 cards of a rank: CHOOSE[a][m]. */
const CHOOSE: readonly (readonly number[])[] = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]];
const NO_SUIT = -1;
const MIXED_SUITS = -2;

/**
 * For each hold (index = bit mask, bit i set when position i is kept), the final hands of each category over
 * every draw, indexed by category index. Each row sums to C(47, cards replaced).
 */
export function holdOutcomeCounts(hand: readonly number[]): number[][] {
  const unseen = new Uint8Array(DECK_SIZE).fill(1);
  const unseenOfRank = new Uint8Array(RANK_COUNT).fill(SUIT_COUNT);
  for (const card of hand) {
    unseen[card] = 0;
    addAt(unseenOfRank, rankIndexOf(card), -1);
  }
  const rows: number[][] = [];
  for (let mask = 0; mask < 1 << HAND_SIZE; mask += 1)
    rows.push(
      countHold(
        hand.filter((_, position) => (mask >> position) & 1),
        unseen,
        unseenOfRank,
      ),
    );
  return rows;
}

/** Rank statistics of the held cards from a rank up to the king, added to those of the ranks drawn so far. */
interface HeldTail {
  readonly pairs: Uint8Array;
  readonly trips: Uint8Array;
  readonly quads: Uint8Array;
  readonly highPairs: Int32Array;
  readonly singles: Int32Array;
}

function countHold(held: readonly number[], unseen: Uint8Array, unseenOfRank: Uint8Array): number[] {
  const heldOfRank = new Uint8Array(RANK_COUNT);
  let heldSuit = NO_SUIT;
  for (const card of held) {
    addAt(heldOfRank, rankIndexOf(card), 1);
    const suit = suitIndexOf(card);
    heldSuit = heldSuit === NO_SUIT || heldSuit === suit ? suit : MIXED_SUITS;
  }
  const tail = heldTail(heldOfRank);
  const counts = new Array<number>(CATEGORY_COUNT).fill(0);
  // The draws that could complete a flush, per suit: 1 (the empty product) for every suit the final hand may
  // still have, 0 for the others.
  const open = (suit: number) => Number(heldSuit === NO_SUIT || heldSuit === suit);

  /** Settles a complete rank multiset; the ranks from `rank` up hold only the held cards. */
  function settle(
    rank: number,
    ways: number,
    pairs: number,
    trips: number,
    quads: number,
    highPairs: number,
    singles: number,
    flushWays: number,
  ): void {
    const allPairs = pairs + (tail.pairs[rank] as number);
    const allTrips = trips + (tail.trips[rank] as number);
    if (quads + (tail.quads[rank] as number) > 0) addAt(counts, FOUR_OF_A_KIND, ways);
    else if (allTrips > 0) addAt(counts, allPairs > 0 ? FULL_HOUSE : THREE_OF_A_KIND, ways);
    else if (allPairs === 2) addAt(counts, TWO_PAIR, ways);
    else if (allPairs === 1)
      addAt(counts, (highPairs | (tail.highPairs[rank] as number)) === 0 ? NOTHING : JACKS_OR_BETTER, ways);
    else {
      const ranks = singles | (tail.singles[rank] as number);
      const straight = isStraightRanks(ranks);
      addAt(counts, straight ? STRAIGHT : NOTHING, ways - flushWays);
      addAt(counts, straight ? (ranks === ROYAL_RANKS ? ROYAL_FLUSH : STRAIGHT_FLUSH) : FLUSH, flushWays);
    }
  }

  /**
   * Chooses how many cards of `rank` the draw brings, then the next ranks. `flush0…3` are the draws so far
   * that keep every card in that suit.
   */
  function visit(
    rank: number,
    remaining: number,
    ways: number,
    pairs: number,
    trips: number,
    quads: number,
    highPairs: number,
    singles: number,
    flush0: number,
    flush1: number,
    flush2: number,
    flush3: number,
  ): void {
    if (remaining === 0) {
      settle(rank, ways, pairs, trips, quads, highPairs, singles, flush0 + flush1 + flush2 + flush3);
      return;
    }
    if (rank === RANK_COUNT) return;
    const unseenHere = unseenOfRank[rank] as number;
    const heldHere = heldOfRank[rank] as number;
    const bit = 1 << rank;
    const most = Math.min(unseenHere, remaining);
    for (let drawn = 0; drawn <= most; drawn += 1) {
      const total = heldHere + drawn;
      // Drawing none of this rank leaves each suit's flush count as it was; drawing one keeps a suit's flush
      // only where that suit's card is unseen; drawing two or more makes a pair, never a flush.
      const f0 = drawn === 0 ? flush0 : drawn === 1 ? flush0 * (unseen[rank] as number) : 0;
      const f1 = drawn === 0 ? flush1 : drawn === 1 ? flush1 * (unseen[RANK_COUNT + rank] as number) : 0;
      const f2 = drawn === 0 ? flush2 : drawn === 1 ? flush2 * (unseen[2 * RANK_COUNT + rank] as number) : 0;
      const f3 = drawn === 0 ? flush3 : drawn === 1 ? flush3 * (unseen[3 * RANK_COUNT + rank] as number) : 0;
      visit(
        rank + 1,
        remaining - drawn,
        ways * (CHOOSE[unseenHere]?.[drawn] as number),
        pairs + Number(total === 2),
        trips + Number(total === 3),
        quads + Number(total === 4),
        total === 2 ? highPairs | (bit & HIGH_PAIR_RANKS) : highPairs,
        total === 1 ? singles | bit : singles,
        f0,
        f1,
        f2,
        f3,
      );
    }
  }

  visit(0, HAND_SIZE - held.length, 1, 0, 0, 0, 0, 0, open(0), open(1), open(2), open(3));
  return counts;
}

/** The held cards' rank statistics of the ranks from r to the king, for every r (index 13: none). */
function heldTail(heldOfRank: Uint8Array): HeldTail {
  const size = RANK_COUNT + 1;
  const tail: HeldTail = {
    pairs: new Uint8Array(size),
    trips: new Uint8Array(size),
    quads: new Uint8Array(size),
    highPairs: new Int32Array(size),
    singles: new Int32Array(size),
  };
  for (let rank = RANK_COUNT - 1; rank >= 0; rank -= 1) {
    const count = heldOfRank[rank] as number;
    const bit = 1 << rank;
    tail.pairs[rank] = (tail.pairs[rank + 1] as number) + Number(count === 2);
    tail.trips[rank] = (tail.trips[rank + 1] as number) + Number(count === 3);
    tail.quads[rank] = (tail.quads[rank + 1] as number) + Number(count === 4);
    tail.highPairs[rank] = (tail.highPairs[rank + 1] as number) | (count === 2 ? bit & HIGH_PAIR_RANKS : 0);
    tail.singles[rank] = (tail.singles[rank + 1] as number) | (count === 1 ? bit : 0);
  }
  return tail;
}

/** array[index] += amount (an index the caller knows to be in range). */
function addAt(array: { [index: number]: number }, index: number, amount: number): void {
  array[index] = (array[index] as number) + amount;
}
