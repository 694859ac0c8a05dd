/**
 * The expected return of each of the 32 ways to play a dealt hand, and the best of them (the hint shown to
 * the player). Expectations are exact: the coins won summed over every equally likely draw
 * (hold-outcomes.ts), divided by the number of draws. Two holds are compared on whole numbers (draw-counts.ts),
 * so equal expectations are recognised as equal.
 *
 * Ties (equal expectations, such as four of a kind held with or without its kicker) go to the hold that
 * keeps more cards, then to the one that keeps the leftmost card where they differ. The hint is therefore
 * the same for a hand every time, and a hand the draw cannot change in value, like four of a kind, is kept
 * whole.
 */
import { HAND_CATEGORIES, type HandCategory } from './hand-category.ts';
import { coinsWonPerCommonDraws } from './draw-counts.ts';
import { holdOutcomeCounts } from './hold-outcomes.ts';
import { paysByCategoryIndex } from './pay-table.ts';
import { HAND_SIZE, handIndexes } from './video-poker-cards.ts';

/** One way to play a hand and what it returns. */
export interface HoldValue {
  /** held[i]: the card at position i is kept. */
  readonly held: readonly boolean[];
  /** Equally likely draws of the replaced cards: C(47, cards replaced). */
  readonly draws: number;
  /** Final hands of each category over those draws. */
  readonly outcomes: Readonly<Record<HandCategory, number>>;
  /** Coins won summed over every draw, for the bet's coins. */
  readonly totalCoinsWon: number;
  /** totalCoinsWon / draws: the expected coins won. */
  readonly expectedCoinsWon: number;
  /** The expected payout per unit staked: expectedCoinsWon / coins. */
  readonly expectedReturn: number;
}

/** Every hold of a hand (five card codes) with its exact expected return, for a bet of `coins` coins. */
export function holdValues(hand: readonly string[], coins: number): HoldValue[] {
  const pays = paysByCategoryIndex(coins);
  return holdOutcomeCounts(handIndexes(hand)).map((counts, mask) => {
    let draws = 0;
    let totalCoinsWon = 0;
    counts.forEach((count, category) => {
      draws += count;
      totalCoinsWon += count * (pays[category] as number);
    });
    return {
      held: Array.from({ length: HAND_SIZE }, (_, position) => ((mask >> position) & 1) === 1),
      draws,
      outcomes: Object.fromEntries(
        HAND_CATEGORIES.map((category, index) => [category, counts[index] as number]),
      ) as Record<HandCategory, number>,
      totalCoinsWon,
      expectedCoinsWon: totalCoinsWon / draws,
      expectedReturn: totalCoinsWon / draws / coins,
    };
  });
}

/**
 * The hold with the highest expected return (ties: more cards kept, then the leftmost card kept) and its
 * expectation.
 */
export function bestHold(hand: readonly string[], coins: number): HoldValue {
  const [first, ...rest] = holdValues(hand, coins);
  if (!first) throw new Error('unreachable: a hand has 32 holds');
  return rest.reduce((best, hold) => (comesBefore(hold, best) ? hold : best), first);
}

/** Whether hold a is preferred to hold b: a higher expectation, then more cards kept, then the leftmost. */
export function comesBefore(a: HoldValue, b: HoldValue): boolean {
  const difference =
    coinsWonPerCommonDraws(a.totalCoinsWon, a.draws) - coinsWonPerCommonDraws(b.totalCoinsWon, b.draws);
  if (difference !== 0) return difference > 0;
  const keptA = a.held.filter(Boolean).length;
  const keptB = b.held.filter(Boolean).length;
  if (keptA !== keptB) return keptA > keptB;
  const differs = a.held.findIndex((kept, position) => kept !== b.held[position]);
  return differs >= 0 && a.held[differs] === true;
}
