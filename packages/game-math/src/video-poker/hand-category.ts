/**
 * Jacks or Better hand categories and the fast evaluator. A hand is five distinct cards; its category is the
 * best that applies: royal flush (A K Q J 10 of one suit), straight flush, four of a kind, full house, flush,
 * straight (five consecutive ranks, the ace low in A 2 3 4 5 or high in 10 J Q K A, never wrapping round as in
 * Q K A 2 3), three of a kind, two pair, jacks or better (one pair of jacks, queens, kings or aces) and nothing
 * (which includes a pair of tens or lower).
 *
 * The evaluator works on rank bits: OR-ing one bit per card gives the distinct ranks, XOR-ing them cancels
 * every rank held an even number of times, so their difference marks the pairs. It is called once per final
 * hand in the exhaustive analyses, so it allocates nothing.
 */
import * as cards from './video-poker-cards.ts';

// Under tsx and vitest every use of an imported binding goes through a getter; the evaluator, called for
// every hand of the exhaustive analyses, reads local copies instead.
const { handIndexes, RANK_COUNT } = cards;

/** Every category, best first: the order of the pay table. */
export const HAND_CATEGORIES = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
] as const;

/** A hand's category. */
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** Category indexes: positions in HAND_CATEGORIES. */
export const ROYAL_FLUSH = 0;
export const STRAIGHT_FLUSH = 1;
export const FOUR_OF_A_KIND = 2;
export const FULL_HOUSE = 3;
export const FLUSH = 4;
export const STRAIGHT = 5;
export const THREE_OF_A_KIND = 6;
export const TWO_PAIR = 7;
export const JACKS_OR_BETTER = 8;
export const NOTHING = 9;
/** How many categories there are. */
export const CATEGORY_COUNT = HAND_CATEGORIES.length;

/** Rank bits (bit 0 = ace … bit 12 = king) of 10 J Q K A. */
export const ROYAL_RANKS = (1 << 0) | (1 << 9) | (1 << 10) | (1 << 11) | (1 << 12);
/** Rank bits of the ranks whose pair pays: J, Q, K and A. */
export const HIGH_PAIR_RANKS = (1 << 0) | (1 << 10) | (1 << 11) | (1 << 12);
const FIVE_IN_A_ROW = 0b11111;

const BIT_COUNTS = Uint8Array.from({ length: 1 << RANK_COUNT }, (_, bits) => countBits(bits));

/** Whether five distinct ranks (as rank bits) are a straight: five in a row, or 10 J Q K A. */
export function isStraightRanks(rankBits: number): boolean {
  const lowest = rankBits & -rankBits;
  return rankBits === lowest * FIVE_IN_A_ROW || rankBits === ROYAL_RANKS;
}

/** The category index of five distinct cards given as deck indexes (video-poker-cards.ts). */
export function categoryOfCards(a: number, b: number, c: number, d: number, e: number): number {
  const ra = a % RANK_COUNT;
  const rb = b % RANK_COUNT;
  const rc = c % RANK_COUNT;
  const rd = d % RANK_COUNT;
  const re = e % RANK_COUNT;
  const ranks = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  const oddRanks = (1 << ra) ^ (1 << rb) ^ (1 << rc) ^ (1 << rd) ^ (1 << re);
  switch (BIT_COUNTS[ranks]) {
    case 5: {
      const suit = a - ra;
      const flush = b - rb === suit && c - rc === suit && d - rd === suit && e - re === suit;
      if (isStraightRanks(ranks)) {
        if (!flush) return STRAIGHT;
        return ranks === ROYAL_RANKS ? ROYAL_FLUSH : STRAIGHT_FLUSH;
      }
      return flush ? FLUSH : NOTHING;
    }
    case 4:
      // ranks ^ oddRanks is the one rank seen twice.
      return (ranks ^ oddRanks) & HIGH_PAIR_RANKS ? JACKS_OR_BETTER : NOTHING;
    case 3:
      // Two pairs cancel in the XOR; a rank seen three times does not.
      return ranks === oddRanks ? THREE_OF_A_KIND : TWO_PAIR;
    default: {
      // Two ranks: 4 + 1 or 3 + 2. The first card's rank is seen 1 or 4 times in quads, 2 or 3 in a full house.
      const firstRankSeen = 1 + Number(rb === ra) + Number(rc === ra) + Number(rd === ra) + Number(re === ra);
      return firstRankSeen === 1 || firstRankSeen === 4 ? FOUR_OF_A_KIND : FULL_HOUSE;
    }
  }
}

/** The category of five distinct cards given as codes ('AS', 'TH', …); throws on anything else. */
export function handCategory(hand: readonly string[]): HandCategory {
  const [a, b, c, d, e] = handIndexes(hand) as [number, number, number, number, number];
  return HAND_CATEGORIES[categoryOfCards(a, b, c, d, e)] as HandCategory;
}

function countBits(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
